import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {createFreeGifts} from './free-gifts.server';
import {FREE_GIFT_ATTRIBUTE} from './free-gifts';

/** A free travel brush with the paste, declined through the `gift_travel` cookie. */
const RULE = {
  type: 'withProduct',
  handle: 'travel-brush',
  bannerName: 'Free travel brush',
  cookie: 'gift_travel',
  associatedProduct: 'paste',
  enabled: true,
};

type Line = {
  id: string;
  quantity: number;
  attributes: Array<{key: string; value: string}>;
  merchandise: {id: string; product: {handle: string; title: string}};
};
const line = (id: string, handle: string, quantity = 1): Line => ({
  id,
  quantity,
  attributes: [],
  merchandise: {id: `gid://shopify/ProductVariant/${handle}`, product: {handle, title: handle}},
});

/** The cart handler, Storefront API and CMS the gifts talk to, recording the cart writes. */
function fakes(
  rules: Array<Record<string, unknown>> | Error = [RULE],
  variants = [{id: 'gid://shopify/ProductVariant/brush', sku: null, availableForSale: true}],
) {
  const calls: Array<[string, unknown]> = [];
  const result = (lines: Line[]) => ({cart: {id: 'gid://shopify/Cart/1', lines: {nodes: lines}, attributes: []}, userErrors: []});
  const context = {
    cart: {
      addLines: async (adds: unknown) => (calls.push(['addLines', adds]), result([])),
      updateLines: async (updates: unknown) => (calls.push(['updateLines', updates]), result([])),
      removeLines: async (ids: unknown) => (calls.push(['removeLines', ids]), result([])),
    },
    storefront: {CacheShort: () => ({}), query: async () => ({product: {id: 'p', variants: {nodes: variants}}})},
    content: {
      getEntries: async () => {
        if (rules instanceof Error) throw rules;
        return rules.map((fields) => ({fields}));
      },
    },
  } as unknown as AppLoadContext;
  return {context, calls};
}

const cartOf = (lines: Line[]) => ({id: 'gid://shopify/Cart/1', lines: {nodes: lines}}) as never;
const request = (cookie?: string) => new Request('https://shop.test/cart', {method: 'POST', headers: cookie ? {Cookie: cookie} : {}});
const NOW = new Date('2026-01-01T00:00:00Z');

describe('free gifts on a cart', () => {
  it('loads the usable rules from the CMS, and none when it cannot answer', async () => {
    const {context} = fakes([RULE, {type: 'unknown'}]);
    expect(await createFreeGifts(context, request(), NOW).loadRules()).toHaveLength(1);
    expect(await createFreeGifts(fakes(new Error('down')).context, request(), NOW).loadRules()).toEqual([]);
  });

  it('adds the gift a rule earns, marked with its banner name', async () => {
    const {context, calls} = fakes();
    const gifts = createFreeGifts(context, request(), NOW);
    const {added} = await gifts.apply(cartOf([line('l1', 'paste')]), await gifts.loadRules());
    expect(added).toBe('Free travel brush');
    expect(calls).toEqual([
      [
        'addLines',
        [
          {
            merchandiseId: 'gid://shopify/ProductVariant/brush',
            quantity: 1,
            attributes: [{key: FREE_GIFT_ATTRIBUTE, value: 'Free travel brush'}],
          },
        ],
      ],
    ]);
  });

  it('adds nothing when the gift product has no variant for sale', async () => {
    const {context, calls} = fakes([RULE], [{id: 'gid://shopify/ProductVariant/brush', sku: null, availableForSale: false}]);
    const gifts = createFreeGifts(context, request(), NOW);
    expect((await gifts.apply(cartOf([line('l1', 'paste')]), await gifts.loadRules())).added).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('removes the gift when its condition stops holding', async () => {
    const {context, calls} = fakes();
    const gifts = createFreeGifts(context, request(), NOW);
    await gifts.apply(cartOf([line('g1', 'travel-brush')]), await gifts.loadRules());
    expect(calls).toEqual([['removeLines', ['g1']]]);
  });

  it('does not add a gift declined by the request cookie or removed by hand in this request', async () => {
    const declinedByCookie = fakes();
    const withCookie = createFreeGifts(declinedByCookie.context, request('gift_travel=1'), NOW);
    await withCookie.apply(cartOf([line('l1', 'paste')]), await withCookie.loadRules());
    expect(declinedByCookie.calls).toEqual([]);

    const removedNow = fakes();
    const gifts = createFreeGifts(removedNow.context, request(), NOW);
    const rules = await gifts.loadRules();
    const cookies = gifts.declineRemoved(['g1'], [line('l1', 'paste'), line('g1', 'travel-brush')], rules);
    expect(cookies).toEqual([expect.stringMatching(/^gift_travel=1; Max-Age=2592000; Path=\/; Secure; SameSite=Lax$/)]);
    await gifts.apply(cartOf([line('l1', 'paste')]), rules);
    expect(removedNow.calls).toEqual([]);
  });

  it('declines nothing when the removed lines are no gifts', async () => {
    const {context} = fakes();
    const gifts = createFreeGifts(context, request(), NOW);
    expect(gifts.declineRemoved(['l1'], [line('l1', 'paste')], await gifts.loadRules())).toEqual([]);
  });
});
