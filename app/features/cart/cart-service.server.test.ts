import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BUNDLES_ATTRIBUTE} from './bundle-attribute';
import {ALTERNATE_UNAVAILABLE_MESSAGE, createCartService} from './cart-service.server';
import {INVALID_DISCOUNT_MESSAGE} from './discounts';
import {BUNDLE_ID_ATTRIBUTE, BUNDLE_NAME_ATTRIBUTE} from './lines';

/**
 * The cart service against an in-memory cart handler with the shape of
 * Hydrogen's (`get`, `addLines`, `updateLines`, …, results as
 * `{cart, userErrors}`): the cart's state changes and quantity rules without the
 * platform. `race` lets a test add units between the service's read and its
 * write, as a concurrent request would.
 */
interface Line {
  id: string;
  quantity: number;
  merchandise: {id: string; product: {handle: string; title: string; subscriptionAlternateVariant?: unknown}};
  attributes: Array<{key: string; value: string | null}>;
  sellingPlanAllocation: {sellingPlan: {id: string}} | null;
}

const SELLING_PLANS = new Set(['gid://shopify/SellingPlan/1']);
/** Product `product-8` names variant 9 (product `product-9`, on plan 1 only) as its subscription alternate. */
const ONE_TIME_HEADS = 'gid://shopify/ProductVariant/8';
const HEADS_SUBSCRIPTION = 'gid://shopify/ProductVariant/9';
const usd = (amount: string) => ({amount, currencyCode: 'USD'});
const alternateOf = (variantId: string) =>
  variantId === ONE_TIME_HEADS
    ? {
        subscriptionAlternateVariant: {
          reference: {
            id: HEADS_SUBSCRIPTION,
            availableForSale: true,
            product: {handle: 'product-9', title: 'product-9'},
            sellingPlanAllocations: {
              nodes: [
                {
                  sellingPlan: {id: 'gid://shopify/SellingPlan/1', name: 'Deliver every 1 month', recurringDeliveries: true},
                  priceAdjustments: [{price: usd('11.04'), compareAtPrice: usd('12.99'), perDeliveryPrice: usd('11.04')}],
                },
              ],
            },
          },
        },
      }
    : {};
/** Variant `gid://shopify/ProductVariant/<n>` belongs to product `product-<n>`, `…/gift-<handle>` to `<handle>`. */
const handleOf = (variantId: string) => {
  const last = variantId.split('/').pop()!;
  return last.startsWith('gift-') ? last.slice('gift-'.length) : `product-${last}`;
};

function fakeCart({gifts = [] as Array<Record<string, unknown>>} = {}) {
  let cart: {
    id: string;
    lines: {nodes: Line[]};
    attributes: Array<{key: string; value: string}>;
    discountCodes: Array<{code: string; applicable: boolean}>;
    note: string;
  } | null = null;
  let lineSeq = 0;
  let pendingRace = 0;
  const calls: string[] = [];
  const snapshot = () => structuredClone(cart);
  const ok = () => ({cart: snapshot(), userErrors: []});
  const addTo = (lines: Array<{merchandiseId: string; quantity?: number; sellingPlanId?: string; attributes?: Line['attributes']}>) => {
    for (const input of lines) {
      if (input.sellingPlanId && !SELLING_PLANS.has(input.sellingPlanId)) {
        return {cart: snapshot(), userErrors: [{field: ['lines'], message: 'The selling plan is not available.'}]};
      }
    }
    for (const input of lines) {
      cart!.lines.nodes.push({
        id: `gid://shopify/CartLine/${(lineSeq += 1)}`,
        quantity: input.quantity ?? 1,
        merchandise: {
          id: input.merchandiseId,
          product: {handle: handleOf(input.merchandiseId), title: handleOf(input.merchandiseId), ...alternateOf(input.merchandiseId)},
        },
        attributes: input.attributes ?? [],
        sellingPlanAllocation: input.sellingPlanId ? {sellingPlan: {id: input.sellingPlanId}} : null,
      });
    }
    return ok();
  };
  const handler = {
    getCartId: () => cart?.id,
    setCartId: () => new Headers({'Set-Cookie': 'cart=1'}),
    get: async () => snapshot(),
    create: async ({lines}: {lines: Parameters<typeof addTo>[0]}) => {
      calls.push('create');
      cart = {id: 'gid://shopify/Cart/1', lines: {nodes: []}, attributes: [], discountCodes: [], note: ''};
      return addTo(lines);
    },
    addLines: async (lines: Parameters<typeof addTo>[0]) => {
      calls.push('addLines');
      if (pendingRace) {
        addTo([{merchandiseId: lines[0]!.merchandiseId, quantity: pendingRace}]);
        pendingRace = 0;
      }
      return addTo(lines);
    },
    updateLines: async (lines: Array<{id: string; quantity?: number}>) => {
      calls.push('updateLines');
      for (const update of lines) {
        const line = cart!.lines.nodes.find((l) => l.id === update.id);
        if (line && update.quantity !== undefined) line.quantity = update.quantity;
      }
      cart!.lines.nodes = cart!.lines.nodes.filter((l) => l.quantity > 0);
      return ok();
    },
    removeLines: async (ids: string[]) => {
      calls.push('removeLines');
      cart!.lines.nodes = cart!.lines.nodes.filter((l) => !ids.includes(l.id));
      return ok();
    },
    updateDiscountCodes: async (codes: string[]) => {
      calls.push(`updateDiscountCodes:${codes.join(',')}`);
      cart!.discountCodes = codes.map((code) => ({code, applicable: code.toUpperCase() === 'SMILE20'}));
      return ok();
    },
    updateNote: async (note: string) => {
      cart!.note = note;
      return ok();
    },
    updateAttributes: async (attributes: Array<{key: string; value: string}>) => {
      calls.push('updateAttributes');
      cart!.attributes = attributes;
      return ok();
    },
  };
  const context = {
    cart: handler,
    storefront: {
      CacheShort: () => ({}),
      query: async (_query: string, {variables}: {variables: {handle: string}}) => ({
        product: {
          id: 'p',
          variants: {nodes: [{id: `gid://shopify/ProductVariant/gift-${variables.handle}`, sku: null, availableForSale: true}]},
        },
      }),
    },
    content: {getEntries: async () => gifts.map((fields) => ({fields}))},
  } as unknown as AppLoadContext;
  /** The next `addLines` first adds `quantity` more of its variant, as a concurrent request would. */
  const raceNextAdd = (quantity: number) => {
    pendingRace = quantity;
  };
  return {context, calls, cart: () => cart, raceNextAdd};
}

const VARIANT = 'gid://shopify/ProductVariant/7';
const request = () => new Request('http://localhost/cart', {method: 'POST'});
const units = (lines: Line[] | undefined, id = VARIANT) =>
  (lines ?? []).filter((l) => l.merchandise.id === id).reduce((n, l) => n + l.quantity, 0);

/** A free travel brush with product-7 (the fake catalog's VARIANT), declined through the `gift_travel` cookie. */
const TRAVEL_BRUSH_GIFT = {
  type: 'withProduct',
  handle: 'travel-brush',
  bannerName: 'Free travel brush',
  cookie: 'gift_travel',
  associatedProduct: 'product-7',
  enabled: true,
} as const;

describe('cart service', () => {
  it('creates the cart on the first add and sets its cookie', async () => {
    const fake = fakeCart();
    const service = createCartService(fake.context, request());
    const result = await service.addLines([{merchandiseId: VARIANT, quantity: 2}]);
    expect(fake.calls).toContain('create');
    expect(units(result.cart?.lines.nodes as Line[])).toBe(2);
    expect(result.maxQuantity).toBeUndefined();
    expect(service.headers.get('Set-Cookie')).toBe('cart=1');
  });

  it('caps an add at 10 per variant with the max-quantity alert, and refuses an add with no room left', async () => {
    const fake = fakeCart();
    const service = createCartService(fake.context, request());
    await service.addLines([{merchandiseId: VARIANT, quantity: 4}]);
    const capped = await service.addLines([{merchandiseId: VARIANT, quantity: 12}]);
    expect(units(capped.cart?.lines.nodes as Line[])).toBe(10);
    expect(capped.maxQuantity).toBe(true);
    const full = await service.addLines([{merchandiseId: VARIANT, quantity: 1}]);
    expect(full).toMatchObject({maxQuantity: true, error: 'You can add up to 10 of this item.'});
    expect(units(fake.cart()?.lines.nodes)).toBe(10);
  });

  it('sets a variant back to 10 when a concurrent add landed between its read and its write', async () => {
    const fake = fakeCart();
    await createCartService(fake.context, request()).addLines([{merchandiseId: VARIANT, quantity: 3}]);
    fake.raceNextAdd(6); // 9 in the cart when the write lands: the service saw 3 and added 5
    const result = await createCartService(fake.context, request()).addLines([{merchandiseId: VARIANT, quantity: 5}]);
    expect(fake.calls.filter((c) => c === 'updateLines')).toHaveLength(1);
    expect(units(fake.cart()?.lines.nodes)).toBe(10);
    expect(units(result.cart?.lines.nodes as Line[])).toBe(10);
    expect(result.maxQuantity).toBe(true);
  });

  it('takes an invalid code off again with "Invalid discount code" and keeps a valid one', async () => {
    const fake = fakeCart();
    const service = createCartService(fake.context, request());
    await service.addLines([{merchandiseId: VARIANT, quantity: 1}]);
    const valid = await service.updateDiscountCodes([], 'smile20');
    expect(valid.error).toBeUndefined();
    const invalid = await service.updateDiscountCodes(['smile20'], 'NOPE');
    expect(invalid).toMatchObject({error: INVALID_DISCOUNT_MESSAGE, rejectedCodes: ['NOPE']});
    expect(fake.cart()?.discountCodes.map((c) => c.code)).toEqual(['smile20']);
    const blank = await service.updateDiscountCodes([], '   ');
    expect(blank.error).toBe(INVALID_DISCOUNT_MESSAGE);
  });

  it('keeps a line whose plan change fails: the old line comes back with its quantity', async () => {
    const fake = fakeCart();
    const service = createCartService(fake.context, request());
    const added = await service.addLines([{merchandiseId: VARIANT, quantity: 3}]);
    const lineId = (added.cart?.lines.nodes[0] as Line).id;
    const failed = await service.changeSellingPlan(lineId, 'gid://shopify/SellingPlan/404');
    expect(failed.error).toBeTruthy();
    expect(fake.cart()?.lines.nodes).toEqual([
      expect.objectContaining({quantity: 3, merchandise: expect.objectContaining({id: VARIANT}), sellingPlanAllocation: null}),
    ]);
    const subscribed = await service.changeSellingPlan(fake.cart()!.lines.nodes[0]!.id, 'gid://shopify/SellingPlan/1');
    expect(subscribed.error).toBeUndefined();
    expect(fake.cart()?.lines.nodes).toEqual([
      expect.objectContaining({quantity: 3, sellingPlanAllocation: {sellingPlan: {id: 'gid://shopify/SellingPlan/1'}}}),
    ]);
  });

  it('switches a one-time line to its subscription alternate under its plan and back, quantity and attributes kept', async () => {
    const fake = fakeCart();
    const service = createCartService(fake.context, request());
    await service.addLines([{merchandiseId: ONE_TIME_HEADS, quantity: 3, attributes: [{key: 'engraving', value: 'A'}]}]);
    const subscribed = await service.switchSubscriptionAlternate(fake.cart()!.lines.nodes[0]!.id, 'subscription');
    expect(subscribed.error).toBeUndefined();
    expect(fake.cart()?.lines.nodes).toEqual([
      expect.objectContaining({
        quantity: 3,
        merchandise: expect.objectContaining({id: HEADS_SUBSCRIPTION}),
        sellingPlanAllocation: {sellingPlan: {id: 'gid://shopify/SellingPlan/1'}},
        attributes: [
          {key: 'engraving', value: 'A'},
          {key: '_one_time_variant', value: ONE_TIME_HEADS},
        ],
      }),
    ]);
    // Sent again from a stale page: the line is on its plan now, so there is nothing to subscribe to.
    const again = await service.switchSubscriptionAlternate(fake.cart()!.lines.nodes[0]!.id, 'subscription');
    expect(again.error).toBe(ALTERNATE_UNAVAILABLE_MESSAGE);
    expect(units(fake.cart()?.lines.nodes, HEADS_SUBSCRIPTION)).toBe(3);

    const back = await service.switchSubscriptionAlternate(fake.cart()!.lines.nodes[0]!.id, 'one-time');
    expect(back.error).toBeUndefined();
    expect(fake.cart()?.lines.nodes).toEqual([
      expect.objectContaining({
        quantity: 3,
        merchandise: expect.objectContaining({id: ONE_TIME_HEADS}),
        sellingPlanAllocation: null,
        attributes: [{key: 'engraving', value: 'A'}],
      }),
    ]);
  });

  it('keeps the free gift another line earned when a line switches to its alternate and back', async () => {
    const fake = fakeCart({gifts: [TRAVEL_BRUSH_GIFT]});
    const service = createCartService(fake.context, request());
    await service.addLines([{merchandiseId: VARIANT, quantity: 1}]);
    await service.addLines([{merchandiseId: ONE_TIME_HEADS, quantity: 1}]);
    const gift = 'gid://shopify/ProductVariant/gift-travel-brush';
    expect(units(fake.cart()?.lines.nodes, gift)).toBe(1);
    const heads = () => fake.cart()!.lines.nodes.find((l) => l.merchandise.id !== VARIANT && l.merchandise.id !== gift)!;
    await service.switchSubscriptionAlternate(heads().id, 'subscription');
    expect(heads().merchandise.id).toBe(HEADS_SUBSCRIPTION);
    expect(units(fake.cart()?.lines.nodes, gift)).toBe(1);
    await service.switchSubscriptionAlternate(heads().id, 'one-time');
    expect(heads().merchandise.id).toBe(ONE_TIME_HEADS);
    expect(units(fake.cart()?.lines.nodes, gift)).toBe(1);
  });

  it('keeps the line as it is when the switch would pass 10 of the alternate, and refuses a line that offers no alternate', async () => {
    const fake = fakeCart();
    const service = createCartService(fake.context, request());
    await service.addLines([{merchandiseId: HEADS_SUBSCRIPTION, quantity: 8, sellingPlanId: 'gid://shopify/SellingPlan/1'}]);
    await service.addLines([{merchandiseId: ONE_TIME_HEADS, quantity: 4}]);
    const heads = fake.cart()!.lines.nodes.find((l) => l.merchandise.id === ONE_TIME_HEADS)!;
    const refused = await service.switchSubscriptionAlternate(heads.id, 'subscription');
    expect(refused).toMatchObject({maxQuantity: true, error: 'You can add up to 10 of this item.'});
    expect(units(fake.cart()?.lines.nodes, HEADS_SUBSCRIPTION)).toBe(8);
    expect(units(fake.cart()?.lines.nodes, ONE_TIME_HEADS)).toBe(4);

    await service.addLines([{merchandiseId: VARIANT, quantity: 1}]);
    const plain = fake.cart()!.lines.nodes.find((l) => l.merchandise.id === VARIANT)!;
    expect(await service.switchSubscriptionAlternate(plain.id, 'subscription')).toMatchObject({error: ALTERNATE_UNAVAILABLE_MESSAGE});
    expect(units(fake.cart()?.lines.nodes)).toBe(1);
  });

  it('adds a free gift for a product rule and lists bundles in the _bundles attribute', async () => {
    const fake = fakeCart({gifts: [TRAVEL_BRUSH_GIFT]});
    const service = createCartService(fake.context, request());
    const bundle = [
      {key: BUNDLE_ID_ATTRIBUTE, value: 'b1'},
      {key: BUNDLE_NAME_ATTRIBUTE, value: 'Whitening set'},
    ];
    const result = await service.addLines([{merchandiseId: VARIANT, quantity: 1, attributes: bundle}]);
    expect(result.giftAdded).toBe('Free travel brush');
    expect(units(fake.cart()?.lines.nodes, 'gid://shopify/ProductVariant/gift-travel-brush')).toBe(1);
    expect(fake.cart()?.attributes).toEqual([{key: BUNDLES_ATTRIBUTE, value: 'b1:Whitening set'}]);
    expect(result.cart?.attributes).toEqual([{key: BUNDLES_ATTRIBUTE, value: 'b1:Whitening set'}]);
  });

  it('does not bring back a gift the shopper removed (decline cookie) and removes the gift with its product', async () => {
    const fake = fakeCart({gifts: [TRAVEL_BRUSH_GIFT]});
    await createCartService(fake.context, request()).addLines([{merchandiseId: VARIANT, quantity: 1}]);
    const gift = fake.cart()!.lines.nodes.find((l) => l.merchandise.id.includes('gift-'))!;
    const service = createCartService(fake.context, request());
    await service.removeLines([gift.id]);
    expect(service.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^gift_travel=/)]));
    expect(fake.cart()!.lines.nodes.map((l) => l.merchandise.id)).toEqual([VARIANT]);
  });
});
