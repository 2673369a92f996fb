import {describe, expect, it} from 'vitest';
import {DEFAULT_TOP_PICKS, pickProducts, topPickSource} from './top-picks';
import type {RuleLine} from './types';

const line = (handle: string, price: number): RuleLine => ({
  id: handle,
  quantity: 1,
  cost: {amountPerQuantity: {amount: String(price)}},
  merchandise: {id: `v-${handle}`, product: {id: `p-${handle}`, handle, title: handle}},
});
const product = (handle: string, inStock = true) => ({
  handle,
  availableForSale: inStock,
  variants: {nodes: [{id: `v-${handle}`, availableForSale: inStock, quantityAvailable: inStock ? 5 : 0}]},
});

describe('top picks', () => {
  it('suggests two default products for an empty cart (gift lines do not count)', () => {
    expect(topPickSource([])).toEqual({kind: 'defaults', handles: [...DEFAULT_TOP_PICKS]});
    expect(DEFAULT_TOP_PICKS).toHaveLength(2);
    expect(topPickSource([line('free-gift-pen', 0)]).kind).toBe('defaults');
  });

  it('suggests one product by fixed pairing, unless it is already in the cart', () => {
    const pairings = {brush: 'heads'};
    expect(topPickSource([line('paste', 5), line('brush', 99)], pairings)).toEqual({kind: 'pairing', handles: ['heads']});
    expect(topPickSource([line('brush', 99), line('heads', 20)], pairings)).toEqual({
      kind: 'recommended',
      productId: 'p-brush',
      handle: 'brush',
    });
  });

  it('otherwise uses the recommendations of the most expensive line', () => {
    expect(topPickSource([line('paste', 5), line('kit', 60), line('floss', 3)], {})).toEqual({
      kind: 'recommended',
      productId: 'p-kit',
      handle: 'kit',
    });
  });

  it('keeps in-stock products not yet in the cart', () => {
    const picks = pickProducts(
      [product('a'), product('b', false), product('paste'), null, product('a'), product('c'), product('d'), product('e')],
      [line('paste', 5)],
    );
    expect(picks.map((p) => p.handle)).toEqual(['a', 'c', 'd']);
  });
});
