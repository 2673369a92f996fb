import {describe, expect, it} from 'vitest';
import {
  declineCookiesFor,
  declineMaxAge,
  declinedRules,
  giftsEarned,
  isRuleLive,
  planGifts,
  toFreeGiftRule,
  type FreeGiftRule,
} from './free-gifts';
import type {RuleLine} from './types';

const NOW = new Date('2026-06-01T00:00:00Z');
const spend: FreeGiftRule = {
  type: 'withThreshold',
  handle: 'free-gift-paste',
  bannerName: 'b1',
  threshold: 50,
  endDate: '2026-12-31T00:00:00Z',
  cookie: 'declined_spend',
  enabled: true,
  sku: 'S1',
};
const withBrush: FreeGiftRule = {
  type: 'withProduct',
  handle: 'free-gift-pen',
  bannerName: 'b2',
  endDate: null,
  cookie: 'declined_brush',
  associatedProduct: 'brush',
  enabled: true,
};
const buyTwo: FreeGiftRule = {
  type: 'buyTwo',
  handle: 'free-gift-pen',
  bannerName: 'b3',
  endDate: null,
  cookie: 'declined_two',
  associatedProduct: 'pen',
  enabled: true,
};

let n = 0;
const line = (handle: string, subtotal: number, quantity = 1): RuleLine => ({
  id: `line-${++n}`,
  quantity,
  cost: {subtotalAmount: {amount: subtotal.toFixed(2)}},
  merchandise: {id: `v-${handle}`, product: {handle, title: handle}},
});

describe('free gift rules', () => {
  it('spend threshold: earns one gift from 50 of own lines', () => {
    expect(giftsEarned(spend, [line('paste', 49.99)])).toBe(0);
    expect(giftsEarned(spend, [line('paste', 30), line('brush', 20)])).toBe(1);
    // The gift line itself does not count towards the spend.
    expect(giftsEarned(spend, [line('paste', 45), line('free-gift-paste', 10)])).toBe(0);
  });

  it('with a product: earns one gift while that product is in the cart', () => {
    expect(giftsEarned(withBrush, [line('paste', 5)])).toBe(0);
    expect(giftsEarned(withBrush, [line('brush', 5, 3)])).toBe(1);
  });

  it('buy two: two units of the product earn one gift', () => {
    expect(giftsEarned(buyTwo, [line('pen', 10, 1)])).toBe(0);
    expect(giftsEarned(buyTwo, [line('pen', 10, 1), line('pen', 10, 1)])).toBe(1);
    expect(giftsEarned(buyTwo, [line('pen', 50, 5)])).toBe(2);
  });

  it('adds the gift when the condition holds and no decline cookie is set', () => {
    const plan = planGifts([spend], [line('paste', 60)], new Set(), NOW);
    expect(plan).toEqual({add: [{handle: 'free-gift-paste', sku: 'S1', quantity: 1, bannerName: 'b1'}], update: [], remove: []});
    expect(planGifts([spend], [line('paste', 60)], new Set(['declined_spend']), NOW).add).toEqual([]);
  });

  it('removes the gift when the condition stops holding, the rule is disabled or expired', () => {
    const gift = line('free-gift-paste', 0);
    expect(planGifts([spend], [line('paste', 20), gift], new Set(), NOW).remove).toEqual([gift.id]);
    expect(planGifts([{...spend, enabled: false}], [line('paste', 80), gift], new Set(), NOW).remove).toEqual([gift.id]);
    const expired = {...spend, endDate: '2026-05-31T23:59:59Z'};
    expect(isRuleLive(expired, NOW)).toBe(false);
    expect(planGifts([expired], [line('paste', 80), gift], new Set(), NOW).remove).toEqual([gift.id]);
  });

  it('keeps one gift line at the earned quantity', () => {
    const g1 = line('free-gift-pen', 0, 3);
    const g2 = line('free-gift-pen', 0, 1);
    const plan = planGifts([withBrush, buyTwo], [line('brush', 99), g1, g2], new Set(), NOW);
    expect(plan).toEqual({add: [], update: [{id: g1.id, quantity: 1}], remove: [g2.id]});
    expect(planGifts([withBrush], [line('brush', 99), line('free-gift-pen', 0)], new Set(), NOW)).toEqual({
      add: [],
      update: [],
      remove: [],
    });
  });

  it('sets the decline cookie of the rules whose gift was removed by hand', () => {
    const gift = line('free-gift-pen', 0);
    expect(declineCookiesFor([gift.id], [line('brush', 9), gift], [spend, withBrush, buyTwo])).toEqual([withBrush, buyTwo]);
    expect(declineCookiesFor(['other'], [gift], [withBrush])).toEqual([]);
    expect(declineMaxAge(spend, NOW)).toBe(2592000);
    expect(declineMaxAge(withBrush, NOW)).toBe(2592000);
    expect(declineMaxAge({...spend, endDate: '2026-06-01T01:00:00Z'}, NOW)).toBe(3600);
    expect(declineMaxAge({...spend, endDate: '2026-05-01T00:00:00Z'}, NOW)).toBe(60);
    expect(declinedRules(['a', 'declined_brush'], [spend, withBrush])).toEqual(new Set(['declined_brush']));
  });

  it('reads rules from CMS fields and refuses unusable ones', () => {
    expect(toFreeGiftRule({type: 'withThreshold', handle: 'g', cookie: 'c', enabled: true, threshold: 50})).toMatchObject({
      type: 'withThreshold',
      threshold: 50,
      enabled: true,
    });
    expect(toFreeGiftRule({type: 'withProduct', handle: 'g', cookie: 'c', enabled: true})).toBeNull();
    expect(toFreeGiftRule({type: 'other', handle: 'g', cookie: 'c'})).toBeNull();
    expect(toFreeGiftRule({type: 'withThreshold', handle: 'g', cookie: 'bad cookie;'})).toBeNull();
  });
});
