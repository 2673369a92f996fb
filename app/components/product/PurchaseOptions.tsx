import {useState} from 'react';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {
  describeAdjustment,
  describeCheckoutCharge,
  describePlanOptions,
  planPrice,
  type CheckoutCharge,
  type PriceAdjustmentValue,
} from '~/features/product/selling-plans';
import {planCharge, type ChargeAllocation, type PlanCharge} from '~/features/cart/amount-due';
import {Price} from '~/components/money/Price';

export interface SellingPlanOption {
  id: string;
  name: string;
  description?: string | null;
  options?: Array<{name: string; value: string}> | null;
  checkoutCharge?: CheckoutCharge | null;
  priceAdjustments: Array<{orderCount?: number | null; adjustmentValue: PriceAdjustmentValue}>;
}

/** The selected variant's price under one plan, as the Storefront API allocates it. */
export type PlanAllocation = ChargeAllocation & {sellingPlan: {id: string}};

/**
 * One-time purchase or a subscription plan, as radio buttons named
 * `sellingPlanId` (empty value = one-time). When the product requires a
 * selling plan there is no one-time choice. Each plan says what it charges at
 * checkout and later (prepaid deliveries, a deposit), and a line under the
 * choices repeats it for the chosen plan.
 */
export function PurchaseOptions({
  plans,
  allocations = [],
  requiresSellingPlan,
  price,
}: {
  plans: SellingPlanOption[];
  allocations?: PlanAllocation[];
  requiresSellingPlan: boolean;
  price: Pick<MoneyV2, 'amount' | 'currencyCode'>;
}) {
  const [chosen, setChosen] = useState(requiresSellingPlan ? (plans[0]?.id ?? '') : '');
  if (!plans.length) return null;
  const charges = new Map(allocations.map((a) => [a.sellingPlan.id, planCharge(a)]));
  const chosenCharge = charges.get(chosen);
  return (
    <fieldset
      className="purchase-options"
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === 'sellingPlanId') setChosen(input.value);
      }}
    >
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
        const charge = charges.get(plan.id);
        const deposit = describeCheckoutCharge(plan.checkoutCharge);
        // A deposit plan's options name the deposit the line above already gives.
        const options = deposit ? '' : describePlanOptions(plan.options);
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
              {deposit ? <small className="purchase-option__saving"> · {deposit}</small> : null}
              {options ? <small className="purchase-option__detail muted">{options}</small> : null}
              {charge ? (
                <small className="purchase-option__detail" data-testid="plan-charge">
                  <ChargeText charge={charge} />
                </small>
              ) : null}
            </span>
            <Price data={planPrice(price, adjustment) as MoneyV2} as="span" className="purchase-option__price" />
          </label>
        );
      })}
      {chosenCharge ? (
        <p className="purchase-options__due" role="status" data-testid="plan-due">
          <ChargeText charge={chosenCharge} />
        </p>
      ) : null}
    </fieldset>
  );
}

/** "$21.58 today for 3 deliveries ($7.19 each)", "$25.00 today, $74.99 later", "$5.09 today". */
function ChargeText({charge}: {charge: PlanCharge}) {
  const later = Number(charge.later.amount) > 0;
  return (
    <>
      <Price as="span" data={charge.today as MoneyV2} /> today
      {charge.deliveries > 1 ? (
        <>
          {' '}
          for {charge.deliveries} deliveries
          {charge.perDelivery ? (
            <>
              {' '}
              (<Price as="span" data={charge.perDelivery as MoneyV2} /> each)
            </>
          ) : null}
        </>
      ) : null}
      {later ? (
        <>
          , <Price as="span" data={charge.later as MoneyV2} /> later
        </>
      ) : null}
      {charge.unitPrice ? (
        <>
          {' '}
          · unit price <Price as="span" data={charge.unitPrice as MoneyV2} />
        </>
      ) : null}
    </>
  );
}
