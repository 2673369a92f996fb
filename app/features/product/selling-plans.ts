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
