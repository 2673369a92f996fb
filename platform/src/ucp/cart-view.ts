import type {CartDoc} from '../store/carts.js';
import type {PricedCart} from '../storefront/cart/pricing.js';
import {variantId, variantTitle} from './catalog-view.js';
import {warningMessage, type UcpMessage} from './messages.js';
import {paymentTerms} from './payment-terms.js';
import {shopPolicies} from './policies.js';
import {DEFAULT_UCP_VERSION, responseMeta, UCP_2026_04_08, type CapabilityName, type UcpVersion} from './version.js';

export interface CartViewDeps {
  /** The platform's own origin: the hosted checkout lives there, as on Shopify. */
  origin: string;
  shopUrl: string;
  currency: string;
  imageUrl: (name: string) => string;
  /** Carts expire this long after their last change. */
  ttlMs: number;
  /** The UCP version the answer is shaped for (2026-04-08 when not named). */
  version?: UcpVersion;
}

export const cartId = (token: string) => `gid://shopify/Cart/${token}`;
export const cartLineId = (lineId: string, token: string) => `gid://shopify/CartLine/${lineId}?cart=${token}`;
/** One checkout per cart: the hosted checkout finishes the cart itself. */
export const checkoutId = (token: string) => `gid://shopify/Checkout/${token}`;
export const hostedCheckoutUrl = (origin: string, token: string) => `${origin}/checkouts/c/${token}`;

/** Pages of the shop an agent shows next to a cart or checkout (the shop's own returns, FAQ and code terms). */
export function shopLinks(shopUrl: string) {
  return [
    {type: 'refund_policy', url: `${shopUrl}/returns-and-warranty`, title: 'Returns & Warranty'},
    {type: 'faq', url: `${shopUrl}/contact-us`, title: 'Frequently asked questions'},
    {type: 'discount_terms', url: `${shopUrl}/discount-code-terms-and-conditions`, title: 'Discount Code Terms and Conditions'},
  ];
}

type Total = {type: string; amount: number; display_text?: string};

/**
 * What a discount takes off, as a total entry: a positive amount at 2026-04-08, a negative one
 * from 2026-08-25 on (its totals are signed: discounts below zero, so every entry adds up).
 */
export const discountTotal = (amount: number, version: UcpVersion): Total => ({
  type: 'discount',
  amount: version === UCP_2026_04_08 ? amount : -amount,
});

function totals(subtotal: number, total: number, extra: Total[] = [], version: UcpVersion = DEFAULT_UCP_VERSION): Total[] {
  return [
    {type: 'subtotal', amount: subtotal},
    ...(subtotal > total ? [discountTotal(subtotal - total, version)] : []),
    ...extra,
    {type: 'total', amount: total + extra.reduce((s, t) => s + t.amount, 0)},
  ];
}

/** Why each code on the cart does not apply, as the warnings UCP's discount extension names. */
export function discountMessages(priced: PricedCart, now: number): UcpMessage[] {
  return priced.codes.flatMap((c): UcpMessage[] => {
    if (c.applicable) return [];
    const path = `$.discounts.codes[${priced.codes.indexOf(c)}]`;
    const d = c.discount;
    if (!d) return [warningMessage('discount_code_invalid', `Code '${c.code}' is not a valid discount code.`, path)];
    if (d.endsAt && Date.parse(d.endsAt) <= now) {
      const day = new Date(d.endsAt).toLocaleDateString('en-US', {dateStyle: 'long', timeZone: 'UTC'});
      return [warningMessage('discount_code_expired', `Code '${c.code}' expired on ${day}.`, path)];
    }
    if (d.minSubtotalCents && priced.subtotal < d.minSubtotalCents) {
      const min = (d.minSubtotalCents / 100).toFixed(2);
      return [warningMessage('discount_code_minimum_not_met', `Code '${c.code}' needs a subtotal of at least $${min}.`, path)];
    }
    return [warningMessage('discount_code_not_applicable', `Code '${c.code}' does not apply to this cart.`, path)];
  });
}

function discounts(doc: CartDoc, priced: PricedCart) {
  const applied = new Map<
    string,
    {code?: string; title: string; amount: number; automatic?: boolean; allocations: Array<{path: string; amount: number}>}
  >();
  priced.lines.forEach((l, i) => {
    for (const a of l.allocations) {
      const key = `${a.automatic ? 'auto' : 'code'}:${a.code}`;
      const title = a.automatic ? a.code : (priced.codes.find((c) => c.code === a.code)?.discount?.title ?? a.code);
      const entry = applied.get(key) ?? {...(a.automatic ? {automatic: true} : {code: a.code}), title, amount: 0, allocations: []};
      entry.amount += a.amount;
      entry.allocations.push({path: `$.line_items[${i}]`, amount: a.amount});
      applied.set(key, entry);
    }
  });
  return {codes: doc.discountCodes, applied: [...applied.values()]};
}

export function lineItems(doc: CartDoc, priced: PricedCart, deps: CartViewDeps) {
  return priced.lines.map((l) => {
    const image = l.product.images.find((i) => i.id === l.variant.imageId) ?? l.product.images[0];
    return {
      id: cartLineId(l.line.id, doc.token),
      item: {
        id: variantId(l.variant.id),
        title: variantTitle(l.product, l.variant),
        price: l.unitPrice,
        ...(image ? {image_url: deps.imageUrl(image.name)} : {}),
        ...(l.plan ? {selling_plan_id: `gid://shopify/SellingPlan/${l.plan.plan.id}`} : {}),
      },
      quantity: l.line.quantity,
      totals: totals(l.subtotal, l.total, [], deps.version),
    };
  });
}

/** A platform cart as a UCP cart: prices in minor units, ids the Storefront API's own. */
export function cartToUcp(doc: CartDoc, priced: PricedCart, deps: CartViewDeps, messages: UcpMessage[] = [], now = Date.now()) {
  const all = [...messages, ...discountMessages(priced, now)];
  const version = deps.version ?? DEFAULT_UCP_VERSION;
  const names: CapabilityName[] = ['dev.ucp.shopping.cart'];
  if (doc.discountCodes.length || priced.discountTotal > 0) names.push('dev.ucp.shopping.discount');
  return {
    ucp: responseMeta(version, ...names),
    id: cartId(doc.token),
    line_items: lineItems(doc, priced, deps),
    currency: deps.currency,
    totals: totals(priced.subtotal, priced.total, [], version),
    discounts: discounts(doc, priced),
    ...(all.length ? {messages: all} : {}),
    links: shopLinks(deps.shopUrl),
    ...(version === UCP_2026_04_08 ? {} : {policies: linePolicies(priced, deps.shopUrl)}),
    continue_url: hostedCheckoutUrl(deps.origin, doc.token),
    expires_at: new Date(Date.parse(doc.updatedAt) + deps.ttlMs).toISOString(),
  };
}

/** The shop's policies over a cart's or checkout's lines: the subscription policy over those on a plan. */
function linePolicies(priced: PricedCart, shopUrl: string) {
  return shopPolicies(
    shopUrl,
    priced.lines.flatMap((l, i) => (l.plan ? [`$.line_items[${i}]`] : [])),
  );
}

/** The message of every open checkout: the buyer takes over at continue_url. */
export const HANDOFF_CODE = 'buyer_handoff_required';

/**
 * The checkout of a cart. Agents here cannot pay (there is no payment handler and no
 * purchase-permission token), so every open checkout needs the buyer: it answers
 * requires_escalation with the hosted checkout as continue_url.
 */
export function checkoutToUcp(doc: CartDoc, priced: PricedCart, deps: CartViewDeps, messages: UcpMessage[] = [], now = Date.now()) {
  const cart = cartToUcp(doc, priced, deps, messages, now);
  const shipping: Total = {
    type: 'fulfillment',
    amount: priced.shipping,
    display_text: priced.shipping ? 'Standard shipping' : 'Free shipping',
  };
  const handoff: UcpMessage = {
    type: 'error',
    code: HANDOFF_CODE,
    content: 'The buyer finishes this checkout and pays at continue_url.',
    severity: 'requires_buyer_input',
  };
  const version = deps.version ?? DEFAULT_UCP_VERSION;
  const names: CapabilityName[] = ['dev.ucp.shopping.checkout'];
  if (doc.discountCodes.length || priced.discountTotal > 0) names.push('dev.ucp.shopping.discount');
  const terms = version === UCP_2026_04_08 ? null : paymentTerms(priced);
  if (terms) names.push('dev.ucp.shopping.payment_terms');
  return {
    ucp: {...responseMeta(version, ...names), payment_handlers: {}},
    id: checkoutId(doc.token),
    status: 'requires_escalation' as const,
    ...(doc.buyerIdentity.email ? {buyer: {email: doc.buyerIdentity.email}} : {}),
    line_items: cart.line_items,
    currency: cart.currency,
    totals: totals(priced.subtotal, priced.total, [shipping], version),
    discounts: cart.discounts,
    messages: [...(cart.messages ?? []), handoff],
    links: cart.links,
    ...('policies' in cart ? {policies: cart.policies} : {}),
    ...(terms ? {payment: terms} : {}),
    continue_url: cart.continue_url,
    expires_at: cart.expires_at,
  };
}
