import {formatMoney} from '~/features/money/format';

export interface Money {
  amount: string;
  currencyCode: string;
}

export type PriceAdjustmentValue =
  | {__typename: 'SellingPlanPercentagePriceAdjustment'; adjustmentPercentage: number}
  | {__typename: 'SellingPlanFixedAmountPriceAdjustment'; adjustmentAmount: Money}
  | {__typename: 'SellingPlanFixedPriceAdjustment'; price: Money};

/** The per-delivery price of a variant under a selling plan's first price adjustment. */
export function planPrice(price: Money, adjustment?: PriceAdjustmentValue | null): Money {
  const base = Number(price.amount);
  let amount = base;
  switch (adjustment?.__typename) {
    case 'SellingPlanPercentagePriceAdjustment':
      amount = base * (1 - adjustment.adjustmentPercentage / 100);
      break;
    case 'SellingPlanFixedAmountPriceAdjustment':
      amount = base - Number(adjustment.adjustmentAmount.amount);
      break;
    case 'SellingPlanFixedPriceAdjustment':
      amount = Number(adjustment.price.amount);
      break;
  }
  return {amount: Math.max(0, Math.round(amount * 100) / 100).toFixed(2), currencyCode: price.currencyCode};
}

/** Human text for an adjustment: "Save 10%", "Save $2.00", "$8.99 per delivery". */
export function describeAdjustment(adjustment: PriceAdjustmentValue): string {
  switch (adjustment.__typename) {
    case 'SellingPlanPercentagePriceAdjustment':
      return `Save ${adjustment.adjustmentPercentage}%`;
    case 'SellingPlanFixedAmountPriceAdjustment':
      return `Save ${formatMoney(adjustment.adjustmentAmount)}`;
    case 'SellingPlanFixedPriceAdjustment':
      return `${formatMoney(adjustment.price)} per delivery`;
  }
}

export interface CheckoutCharge {
  type: string;
  value: {__typename?: string; percentage?: number; amount?: string; currencyCode?: string};
}

/**
 * The part of the price a plan charges at checkout, when it is not all of it (a deposit):
 * "25% deposit", "$20.00 deposit". Null for a plan paid in full at checkout.
 */
export function describeCheckoutCharge(charge: CheckoutCharge | null | undefined): string | null {
  if (!charge) return null;
  if (charge.type === 'PERCENTAGE' && typeof charge.value.percentage === 'number') {
    return charge.value.percentage >= 100 ? null : `${charge.value.percentage}% deposit`;
  }
  if (charge.type === 'PRICE' && charge.value.amount) {
    return `${formatMoney({amount: charge.value.amount, currencyCode: charge.value.currencyCode ?? 'USD'})} deposit`;
  }
  return null;
}

/**
 * The price the product page leads with: the variant's own price for a one-time purchase, or its
 * price under the chosen plan with what it was before (the variant's compare-at price when that is
 * higher, else its one-time price) so the saving shows beside it.
 */
export function headlinePrice(
  variant: {price: Money; compareAtPrice?: Money | null},
  adjustment?: PriceAdjustmentValue | null,
): {price: Money; compareAtPrice: Money | null} {
  if (!adjustment) return {price: variant.price, compareAtPrice: variant.compareAtPrice ?? null};
  const price = planPrice(variant.price, adjustment);
  const before = [variant.compareAtPrice, variant.price]
    .filter((m): m is Money => !!m)
    .reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a));
  return {price, compareAtPrice: Number(before.amount) > Number(price.amount) ? before : null};
}

/**
 * Whether a plan's charge says anything its price does not: a prepaid plan (several deliveries
 * paid at once) or a deposit (part now, the rest later). A plain pay-per-delivery plan's charge is
 * its price, so it is not said twice.
 */
export function chargeNeedsSaying(
  charge: {today: {amount: string}; later: {amount: string}; deliveries: number},
  price: {amount: string},
): boolean {
  return charge.deliveries > 1 || Number(charge.later.amount) > 0 || Number(charge.today.amount) !== Number(price.amount);
}
