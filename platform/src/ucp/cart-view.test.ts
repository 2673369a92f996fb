import {describe, expect, it} from 'vitest';
import {cartToUcp, checkoutToUcp, discountMessages, type CartViewDeps} from './cart-view.js';
import {pricedCart} from './fixtures.test-support.js';
import {ucpSdk} from './ucp-sdk.test-support.js';

const deps: CartViewDeps = {
  origin: 'https://platform.example',
  shopUrl: 'https://shop.example',
  currency: 'USD',
  imageUrl: (name) => `https://cdn.example/${name}.png`,
  ttlMs: 86_400_000,
};

describe('cart and checkout mapping', () => {
  const {doc, priced} = pricedCart();
  const cart = cartToUcp(doc, priced, deps, [], Date.parse('2026-06-01'));

  it('maps lines and totals in minor units with the Storefront API’s own ids', () => {
    expect(cart.id).toBe('gid://shopify/Cart/tok12345678');
    expect(cart.line_items).toEqual([
      {
        id: 'gid://shopify/CartLine/line-1?cart=tok12345678',
        item: {
          id: 'gid://shopify/ProductVariant/701',
          title: 'Mint Paste – Mint',
          price: 499,
          image_url: 'https://cdn.example/mint-paste.png',
        },
        quantity: 3,
        totals: [
          {type: 'subtotal', amount: 1497},
          {type: 'discount', amount: 150},
          {type: 'total', amount: 1347},
        ],
      },
    ]);
    expect(cart.totals).toEqual([
      {type: 'subtotal', amount: 1497},
      {type: 'discount', amount: 150},
      {type: 'total', amount: 1347},
    ]);
    expect(cart.continue_url).toBe('https://platform.example/checkouts/c/tok12345678');
    // The SDK has no cart schema; a cart's parts are a checkout's, which it has.
    expect(ucpSdk.LineItemResponseSchema.array().safeParse(cart.line_items).error).toBeUndefined();
    expect(ucpSdk.TotalsResponseSchema.array().safeParse(cart.totals).error).toBeUndefined();
    expect(ucpSdk.LinkSchema.array().safeParse(cart.links).error).toBeUndefined();
    expect(ucpSdk.MessageSchema.array().safeParse(cart.messages).error).toBeUndefined();
    expect(cart.expires_at).toBe('2026-01-03T00:00:00.000Z');
  });

  it('reports applied codes with their allocations and warns of the unknown one', () => {
    expect(cart.discounts).toEqual({
      codes: ['WELCOME10', 'NOPE'],
      applied: [{code: 'WELCOME10', title: '10% off your order', amount: 150, allocations: [{path: '$.line_items[0]', amount: 150}]}],
    });
    expect(cart.messages).toEqual([
      {type: 'warning', code: 'discount_code_invalid', content: "Code 'NOPE' is not a valid discount code.", path: '$.discounts.codes[1]'},
    ]);
  });

  it('names expired codes and codes below their minimum', () => {
    const expired = {
      ...priced,
      codes: [
        {
          code: 'EXPIRED15',
          applicable: false,
          discount: {code: 'EXPIRED15', kind: 'percentage' as const, value: 15, endsAt: '2023-01-01T00:00:00Z', title: '15% off'},
        },
        {
          code: 'SAVE5',
          applicable: false,
          discount: {code: 'SAVE5', kind: 'fixed_amount' as const, value: 500, minSubtotalCents: 2000, title: '$5 off'},
        },
      ],
    };
    expect(discountMessages(expired, Date.parse('2026-06-01')).map((m) => [m.code, m.content])).toEqual([
      ['discount_code_expired', "Code 'EXPIRED15' expired on January 1, 2023."],
      ['discount_code_minimum_not_met', "Code 'SAVE5' needs a subtotal of at least $20.00."],
    ]);
  });

  it('hands every checkout to the buyer: requires_escalation, shipping in the total, and valid for the UCP SDK', () => {
    const checkout = checkoutToUcp(doc, priced, deps, [], Date.parse('2026-06-01'));
    expect(checkout).toMatchObject({
      id: 'gid://shopify/Checkout/tok12345678',
      status: 'requires_escalation',
      continue_url: 'https://platform.example/checkouts/c/tok12345678',
    });
    expect(checkout.totals.at(-1)).toEqual({type: 'total', amount: 1347 + 599});
    expect(checkout.messages.at(-1)).toMatchObject({type: 'error', severity: 'requires_buyer_input'});
    // The SDK (0.1.1) has the older array-shaped `ucp.capabilities`; everything else is checked as it stands.
    const {ucp, ...rest} = checkout;
    expect(ucp.capabilities).toHaveProperty('dev.ucp.shopping.checkout');
    expect(ucpSdk.CheckoutResponseSchema.omit({ucp: true}).safeParse(rest).error).toBeUndefined();
    expect(ucpSdk.CheckoutWithDiscountResponseSchema.shape.discounts.safeParse(checkout.discounts).error).toBeUndefined();
  });
});
