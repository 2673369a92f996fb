import {toNumber, type Money, type RuleLine} from './types';

/** Orders whose subtotal reaches $25 ship free. */
export const FREE_SHIPPING_THRESHOLD = 25;
export const FREE_SHIPPING_TAG = 'cart_free_shipping';

export interface ShippingCart {
  lines: readonly RuleLine[];
  /**
   * The amount compared with the threshold: the cart's `subtotalAmount`, before
   * cart-level discount codes, shipping and tax (see `cartSubtotal`).
   */
  subtotal: Money | null | undefined;
  discountCodes?: ReadonlyArray<{code: string; applicable: boolean}> | null;
  /** Cart-level allocations; a free-shipping code shows here with no line allocation. */
  discountAllocations?: ReadonlyArray<{discountedAmount: Money; code?: string}> | null;
}

export type FreeShipping =
  | {qualifies: true; reason: 'shipping-discount' | 'tag' | 'subscription' | 'threshold'}
  | {qualifies: false; remaining: number; progress: number};

/**
 * A code that applies to the cart while allocating nothing to any line is a
 * shipping discount: Storefront API 2023-04 has no discount applications on
 * the cart, and the platform's shipping codes take 100 percent off shipping.
 */
export function hasFullShippingDiscount(cart: ShippingCart): boolean {
  const lineCodes = new Set(cart.lines.flatMap((l) => (l.discountAllocations ?? []).map((a) => a.code).filter(Boolean)));
  const cartCodes = new Set((cart.discountAllocations ?? []).map((a) => a.code).filter(Boolean));
  return (cart.discountCodes ?? []).some((c) => c.applicable && cartCodes.has(c.code) && !lineCodes.has(c.code));
}

/** Amounts may be missing on an optimistic cart. */
type MaybeMoney = {amount?: string; currencyCode?: string} | null;

export interface CartCost {
  subtotalAmount?: MaybeMoney;
}

/**
 * The subtotal the threshold rule reads (docs/decisions.md "Free shipping"):
 * the cart's `subtotalAmount`, which is before cart-level discount codes such
 * as WELCOME10, so a code never takes away free shipping the goods earned.
 * The hosted checkout compares the same amount
 * (platform/src/storefront/cart/pricing.ts), so the cart and the checkout agree.
 */
export function cartSubtotal(cost: CartCost | null | undefined): Money {
  const amount = toNumber({amount: cost?.subtotalAmount?.amount ?? '0'});
  return {amount: Math.max(0, amount).toFixed(2), currencyCode: cost?.subtotalAmount?.currencyCode ?? 'USD'};
}

/** Free shipping holds when any of the four conditions is true. */
export function freeShipping(cart: ShippingCart, threshold = FREE_SHIPPING_THRESHOLD): FreeShipping {
  if (hasFullShippingDiscount(cart)) return {qualifies: true, reason: 'shipping-discount'};
  if (cart.lines.some((l) => l.merchandise.product.tags?.includes(FREE_SHIPPING_TAG))) return {qualifies: true, reason: 'tag'};
  if (cart.lines.some((l) => l.sellingPlanAllocation)) return {qualifies: true, reason: 'subscription'};
  const subtotal = toNumber(cart.subtotal);
  if (subtotal >= threshold) return {qualifies: true, reason: 'threshold'};
  const remaining = Math.round((threshold - subtotal) * 100) / 100;
  return {qualifies: false, remaining, progress: Math.max(0, Math.min(1, subtotal / threshold))};
}
