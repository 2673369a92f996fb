import {describe, expect, it} from 'vitest';
import {QUANTITY_MESSAGE, UNKNOWN_CART_ACTION, UNREADABLE_CART_REQUEST, parseCartChange} from './cart-input.server';

const refused = (action: string | undefined, inputs: unknown) => {
  const result = parseCartChange(action, inputs);
  return result.ok ? null : result.message;
};
const read = (action: string, inputs: unknown) => {
  const result = parseCartChange(action, inputs);
  if (!result.ok) throw new Error(result.message);
  return result.change.input;
};

describe('parseCartChange', () => {
  it('refuses an action it does not know, including names inherited by every object', () => {
    expect(refused('Explode', {})).toBe(UNKNOWN_CART_ACTION);
    expect(refused('toString', {})).toBe(UNKNOWN_CART_ACTION);
    expect(refused(undefined, {})).toBe(UNKNOWN_CART_ACTION);
  });

  it('adds lines with the form quantity and purchase option winning over the line, quantities uncapped', () => {
    expect(
      read('LinesAdd', {
        quantity: ' 25 ',
        sellingPlanId: 'plan-form',
        lines: [{merchandiseId: 'v1', quantity: 2, sellingPlanId: 'plan-line', attributes: [{key: 'gift', value: 1}, {key: ''}, 'x']}],
      }),
    ).toEqual([{merchandiseId: 'v1', quantity: 25, sellingPlanId: 'plan-form', attributes: [{key: 'gift', value: '1'}]}]);
    expect(read('LinesAdd', {lines: [{merchandiseId: 'v1', sellingPlanId: 'plan-line'}]})).toEqual([
      {merchandiseId: 'v1', quantity: 1, sellingPlanId: 'plan-line'},
    ]);
    expect(read('LinesAdd', {sellingPlanId: '', lines: [{merchandiseId: 'v1', sellingPlanId: 'plan-line'}]})).toEqual([
      {merchandiseId: 'v1', quantity: 1},
    ]);
  });

  it('says which quantity is wrong only once every line names its variant', () => {
    for (const quantity of ['0', '-1', '1.5', 'two', 1e21, '']) {
      expect(refused('LinesAdd', {lines: [{merchandiseId: 'v1', quantity}]})).toBe(QUANTITY_MESSAGE);
    }
    expect(refused('LinesAdd', {lines: [{merchandiseId: 'v1', quantity: 'x'}, {quantity: 1}]})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('LinesAdd', {lines: []})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('LinesAdd', {lines: [{merchandiseId: ''}]})).toBe(UNREADABLE_CART_REQUEST);
  });

  it('updates quantities down to 0 and refuses a line without a quantity', () => {
    expect(
      read('LinesUpdate', {
        lines: [
          {id: 'l1', quantity: '0'},
          {id: 'l2', quantity: 99},
        ],
      }),
    ).toEqual([
      {id: 'l1', quantity: 0},
      {id: 'l2', quantity: 99},
    ]);
    expect(refused('LinesUpdate', {lines: [{id: 'l1'}]})).toBe(QUANTITY_MESSAGE);
    expect(refused('LinesUpdate', {lines: [{id: 'l1', quantity: -1}, {}]})).toBe(UNREADABLE_CART_REQUEST);
  });

  it('line updates carry merchandiseId, attributes and sellingPlanId (null: one-time) beside the quantity', () => {
    expect(
      read('LinesUpdate', {
        lines: [
          {
            id: 'l1',
            quantity: '2',
            merchandiseId: 'v2',
            attributes: [{key: 'engraving', value: 'Ana'}, {key: ''}],
            sellingPlanId: 'plan-1',
          },
          {id: 'l2', quantity: 1, sellingPlanId: null},
          {id: 'l3', quantity: 1, merchandiseId: 7, sellingPlanId: 7},
        ],
      }),
    ).toEqual([
      {id: 'l1', quantity: 2, merchandiseId: 'v2', attributes: [{key: 'engraving', value: 'Ana'}], sellingPlanId: 'plan-1'},
      {id: 'l2', quantity: 1, sellingPlanId: null},
      {id: 'l3', quantity: 1},
    ]);
  });

  it('removes the text line ids and refuses a request with none', () => {
    expect(read('LinesRemove', {lineIds: ['a', 3, 'b']})).toEqual(['a', 'b']);
    expect(refused('LinesRemove', {lineIds: [3]})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('LinesRemove', {})).toBe(UNREADABLE_CART_REQUEST);
  });

  it('keeps 1 to 10 shopper attributes and refuses the shop-only keys', () => {
    expect(read('AttributesUpdateInput', {attributes: [{key: 'k'.repeat(120), value: 'v'.repeat(1200)}]})).toEqual([
      {key: 'k'.repeat(100), value: 'v'.repeat(1000)},
    ]);
    expect(refused('AttributesUpdateInput', {attributes: [{key: '_bundles', value: '[]'}]})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('AttributesUpdateInput', {attributes: [{key: 'a'}, {value: 'no key'}]})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('AttributesUpdateInput', {attributes: Array.from({length: 11}, (_, i) => ({key: `k${i}`}))})).toBe(
      UNREADABLE_CART_REQUEST,
    );
  });

  it('reads a buyer identity of at least one part with a two-letter country', () => {
    expect(read('BuyerIdentityUpdate', {buyerIdentity: {email: ' a@b.c ', countryCode: ' us ', customerAccessToken: 't'}})).toEqual({
      email: 'a@b.c',
      countryCode: 'US',
    });
    expect(refused('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'USA'}})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('BuyerIdentityUpdate', {buyerIdentity: {customerAccessToken: 't'}})).toBe(UNREADABLE_CART_REQUEST);
  });

  it('reads the note, discount codes and selling plan switches', () => {
    expect(read('NoteUpdate', {note: 7})).toBe('');
    expect(read('DiscountCodesUpdate', {discountCodes: 'x', discountCode: 'SAVE'})).toEqual({kept: [], typed: 'SAVE'});
    expect(read('CustomSellingPlanUpdate', {lineId: 'l1', sellingPlanId: ''})).toEqual({lineId: 'l1', sellingPlanId: null});
    expect(refused('CustomSellingPlanUpdate', {sellingPlanId: 'p'})).toBe(UNREADABLE_CART_REQUEST);
  });

  it('reads a switch to the subscription alternate and back, and nothing else as its target', () => {
    expect(read('CustomSubscriptionAlternate', {lineId: 'l1', to: 'subscription', merchandiseId: 'forged'})).toEqual({
      lineId: 'l1',
      to: 'subscription',
    });
    expect(read('CustomSubscriptionAlternate', {lineId: 'l1', to: 'one-time'})).toEqual({lineId: 'l1', to: 'one-time'});
    expect(refused('CustomSubscriptionAlternate', {lineId: 'l1', to: 'gid://shopify/ProductVariant/1'})).toBe(UNREADABLE_CART_REQUEST);
    expect(refused('CustomSubscriptionAlternate', {to: 'subscription'})).toBe(UNREADABLE_CART_REQUEST);
  });
});

describe('the schema library', () => {
  it('is imported only by server modules, so it never reaches the browser bundle', async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const {join} = await import('node:path');
    const root = join(import.meta.dirname, '../..');
    const files = (readdirSync(root, {recursive: true}) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const importers = files.filter((f) => /from 'valibot'/.test(readFileSync(join(root, f), 'utf8')));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((f) => !/\.server\.tsx?$/.test(f))).toEqual([]);
  });
});
