import {afterEach, describe, expect, it, vi} from 'vitest';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushCartAnswer} from './cart-change-analytics';

type Cart = CartApiQueryFragment;
type Line = Cart['lines']['nodes'][number];

const line = (id: string, quantity: number) =>
  ({
    id,
    quantity,
    cost: {amountPerQuantity: {amount: '4.5'}},
    merchandise: {
      id: `variant-${id}`,
      sku: `SKU-${id}`,
      title: 'Default Title',
      product: {title: `Paste ${id}`, vendor: '', productType: ''},
    },
  }) as unknown as Line;
const cartOf = (...lines: Line[]) => ({lines: {nodes: lines}}) as unknown as Cart;
const item = (id: string, quantity: number) => ({item_id: `SKU-${id}`, item_name: `Paste ${id}`, price: 4.5, quantity});

describe('cart change analytics', () => {
  afterEach(() => vi.unstubAllGlobals());
  const layer = () => {
    const win: {dataLayer?: unknown[]} = {};
    vi.stubGlobal('window', win);
    return () => (win.dataLayer ?? []).filter((entry) => (entry as {event?: string}).event);
  };

  // The events are sent once their chunk has arrived, when the drawer has already recorded the
  // answer's lines: the quantities before the change come from the snapshot, not from the answer.
  it('counts a quantity change from the lines before it, not from the cart it answered with', () => {
    const events = layer();
    pushCartAnswer(
      {change: {action: 'LinesUpdate', lineIds: ['a', 'b']}, cart: cartOf(line('a', 5), line('b', 1))},
      new Map([
        ['a', line('a', 2)],
        ['b', line('b', 3)],
      ]),
    );
    expect(events()).toEqual([
      {event: 'add_to_cart', ecommerce: {currency: 'USD', value: 13.5, items: [item('a', 3)]}},
      {event: 'remove_from_cart', ecommerce: {currency: 'USD', value: 9, items: [item('b', 2)]}},
    ]);
  });

  it('names a removed line from the lines before the change, and a refused code as an invalid coupon', () => {
    const events = layer();
    pushCartAnswer({change: {action: 'LinesRemove', lineIds: ['a']}, cart: cartOf()}, new Map([['a', line('a', 2)]]));
    pushCartAnswer({rejectedCodes: ['nope']}, new Map());
    expect(events()).toEqual([
      {event: 'remove_from_cart', ecommerce: {currency: 'USD', value: 9, items: [item('a', 2)]}},
      {event: 'coupon', coupon: 'NOPE', status: 'invalid'},
    ]);
  });
});
