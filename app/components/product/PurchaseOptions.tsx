import {useEffect, useRef} from 'react';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {
  chargeNeedsSaying,
  describeAdjustment,
  describeCheckoutCharge,
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
 * selling plan there is no one-time choice. Each plan shows its name, its
 * saving and one price; a prepaid or deposit plan also says what it charges at
 * checkout and later, and a line under the choices repeats that for the chosen
 * plan. The choice is the page's (`chosen`, `onChoose`): the headline price follows it.
 */
export function PurchaseOptions({
  plans,
  allocations = [],
  requiresSellingPlan,
  price,
  chosen,
  onChoose,
}: {
  plans: SellingPlanOption[];
  allocations?: PlanAllocation[];
  requiresSellingPlan: boolean;
  price: Pick<MoneyV2, 'amount' | 'currencyCode'>;
  /** The chosen plan's id; '' for a one-time purchase. */
  chosen: string;
  onChoose: (planId: string) => void;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A choice made before hydration is in the form, not yet in the page's state.
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input[name="sellingPlanId"]:checked');
    if (checked && checked.value !== chosen) onChoose(checked.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later choices arrive through onChange
  }, []);
  if (!plans.length) return null;
  const charges = new Map(allocations.map((a) => [a.sellingPlan.id, planCharge(a)]));
  const chosenPlan = plans.find((plan) => plan.id === chosen);
  const chosenCharge = charges.get(chosen);
  const chosenSays =
    chosenPlan && chosenCharge && chargeNeedsSaying(chosenCharge, planPrice(price, chosenPlan.priceAdjustments[0]?.adjustmentValue));
  return (
    <fieldset
      ref={fieldset}
      className="purchase-options"
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === 'sellingPlanId') onChoose(input.value);
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
        const perDelivery = planPrice(price, adjustment);
        const charge = charges.get(plan.id);
        const says = charge ? chargeNeedsSaying(charge, perDelivery) : false;
        // A deposit is named once: by the charge line ("$25.00 today, $74.99 later") when there is one.
        const deposit = says ? null : describeCheckoutCharge(plan.checkoutCharge);
        // A fixed price per delivery is the price itself: only a saving is worth a word.
        const saving = adjustment && adjustment.__typename !== 'SellingPlanFixedPriceAdjustment' ? describeAdjustment(adjustment) : null;
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
              {saving ? <small className="purchase-option__saving"> · {saving}</small> : null}
              {deposit ? <small className="purchase-option__saving"> · {deposit}</small> : null}
              {charge && says ? (
                <small className="purchase-option__detail" data-testid="plan-charge">
                  <ChargeText charge={charge} each={false} />
                </small>
              ) : null}
            </span>
            <Price data={perDelivery as MoneyV2} as="span" className="purchase-option__price" />
          </label>
        );
      })}
      {chosenCharge && chosenSays ? (
        <p className="purchase-options__due" role="status" data-testid="plan-due">
          <ChargeText charge={chosenCharge} />
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * "$21.58 today for 3 deliveries ($7.19 each)", "$25.00 today, $74.99 later". Beside a plan's own
 * price (`each` false) the price per delivery is that price, so it is left out.
 */
function ChargeText({charge, each = true}: {charge: PlanCharge; each?: boolean}) {
  const later = Number(charge.later.amount) > 0;
  return (
    <>
      <Price as="span" data={charge.today as MoneyV2} /> today
      {charge.deliveries > 1 ? (
        <>
          {' '}
          for {charge.deliveries} deliveries
          {each && charge.perDelivery ? (
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
