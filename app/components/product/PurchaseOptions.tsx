import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {describeAdjustment, planPrice, type PriceAdjustmentValue} from '~/features/product/selling-plans';
import {Price} from '~/components/money/Price';

export interface SellingPlanOption {
  id: string;
  name: string;
  description?: string | null;
  priceAdjustments: Array<{orderCount?: number | null; adjustmentValue: PriceAdjustmentValue}>;
}

/**
 * One-time purchase or a subscription plan, as radio buttons named
 * `sellingPlanId` (empty value = one-time). When the product requires a
 * selling plan there is no one-time choice.
 */
export function PurchaseOptions({
  plans,
  requiresSellingPlan,
  price,
}: {
  plans: SellingPlanOption[];
  requiresSellingPlan: boolean;
  price: Pick<MoneyV2, 'amount' | 'currencyCode'>;
}) {
  if (!plans.length) return null;
  return (
    <fieldset className="purchase-options">
      <legend>Purchase option</legend>
      {!requiresSellingPlan ? (
        <label className="purchase-option">
          <input type="radio" name="sellingPlanId" value="" defaultChecked />
          <span>One-time purchase</span>
          <Price data={price as MoneyV2} as="span" className="purchase-option__price" />
        </label>
      ) : null}
      {plans.map((plan, index) => {
        const adjustment = plan.priceAdjustments[0]?.adjustmentValue;
        return (
          <label className="purchase-option" key={plan.id}>
            <input
              type="radio"
              name="sellingPlanId"
              value={plan.id}
              defaultChecked={requiresSellingPlan && index === 0}
              required={requiresSellingPlan}
            />
            <span>
              {plan.name}
              {adjustment ? <small className="purchase-option__saving"> · {describeAdjustment(adjustment)}</small> : null}
            </span>
            <Price data={planPrice(price, adjustment) as MoneyV2} as="span" className="purchase-option__price" />
          </label>
        );
      })}
    </fieldset>
  );
}
