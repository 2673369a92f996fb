import {formatMoney} from '~/features/money/format';

/** The parts of an order's discount application the label needs (any of the Storefront API's kinds). */
export interface DiscountApplicationLike {
  code?: string | null;
  title?: string | null;
  targetType: string;
  value: {__typename?: 'PricingPercentageValue'; percentage: number} | {__typename?: 'MoneyV2'; amount: string; currencyCode: string};
}

/** "SMILE20 (20% off)", "Bundle savings ($3.00 off)", "FREESHIP (100% off shipping)". */
export function discountLabel(application: DiscountApplicationLike): string {
  const name = application.code || application.title || 'Discount';
  const value =
    'percentage' in application.value
      ? `${application.value.percentage}% off`
      : 'amount' in application.value
        ? `${formatMoney(application.value)} off`
        : '';
  const target = application.targetType === 'SHIPPING_LINE' ? ' shipping' : '';
  return [name, value ? `(${value}${target})` : ''].filter(Boolean).join(' ');
}
