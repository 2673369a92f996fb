import {toNumber, type Money, type RuleLine} from './types';

/** Spec section 9: orders from $25 ship free. */
export const FREE_SHIPPING_THRESHOLD = 25;
export const FREE_SHIPPING_TAG = 'cart_free_shipping';

export interface ShippingCart {
  lines: readonly RuleLine[];
  /**
   * The amount compared with the threshold: the merchandise subtotal after
   * every discount, before shipping and tax (see `merchandiseAfterDiscounts`).
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
  totalAmount?: MaybeMoney;
  totalTaxAmount?: MaybeMoney;
  totalDutyAmount?: MaybeMoney;
}

const amountOf = (money: MaybeMoney | undefined) => toNumber({amount: money?.amount ?? '0'});

/**
 * The subtotal the threshold rule reads (docs/decisions.md "Free shipping"):
 * what the shopper pays for the goods after all discounts (codes like SMILE20
 * and the bundle discount), before shipping, tax and duties. The hosted
 * checkout applies the same rule (platform/src/storefront/cart/pricing.ts), so
 * the cart never promises free shipping the checkout then charges for.
 * Before a delivery option is chosen, `cost.totalAmount` holds no shipping.
 */
export function merchandiseAfterDiscounts(cost: CartCost | null | undefined): Money {
  const amount = amountOf(cost?.totalAmount) - amountOf(cost?.totalTaxAmount) - amountOf(cost?.totalDutyAmount);
  return {amount: Math.max(0, Math.round(amount * 100) / 100).toFixed(2), currencyCode: cost?.totalAmount?.currencyCode ?? 'USD'};
}

/** Spec section 4: free shipping holds when any of the four conditions is true. */
export function freeShipping(cart: ShippingCart, threshold = FREE_SHIPPING_THRESHOLD): FreeShipping {
  if (hasFullShippingDiscount(cart)) return {qualifies: true, reason: 'shipping-discount'};
  if (cart.lines.some((l) => l.merchandise.product.tags?.includes(FREE_SHIPPING_TAG))) return {qualifies: true, reason: 'tag'};
  if (cart.lines.some((l) => l.sellingPlanAllocation)) return {qualifies: true, reason: 'subscription'};
  const subtotal = toNumber(cart.subtotal);
  if (subtotal >= threshold) return {qualifies: true, reason: 'threshold'};
  const remaining = Math.round((threshold - subtotal) * 100) / 100;
  return {qualifies: false, remaining, progress: Math.max(0, Math.min(1, subtotal / threshold))};
}
