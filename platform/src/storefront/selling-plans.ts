import {SELLING_PLAN_GROUPS, type SeedSellingPlan, type SeedSellingPlanGroup} from '../../seed/selling-plans.js';
import type {ProductRecord} from '../store/types.js';
import {connection, gid, money, type ConnectionArgs} from './util.js';

export interface PlanRef {
  group: SeedSellingPlanGroup;
  plan: SeedSellingPlan;
}

export function findPlan(planId: number): PlanRef | undefined {
  for (const group of SELLING_PLAN_GROUPS) {
    const plan = group.plans.find((p) => p.id === planId);
    if (plan) return {group, plan};
  }
  return undefined;
}

export function productPlanGroup(product: ProductRecord): SeedSellingPlanGroup | undefined {
  return SELLING_PLAN_GROUPS.find((g) => g.key === product.sellingPlanGroup);
}

/** Whether the product offers this selling plan. */
export function productHasPlan(product: ProductRecord, planId: number): boolean {
  return !!productPlanGroup(product)?.plans.some((p) => p.id === planId);
}

const deliveriesOf = (plan: SeedSellingPlan) => Math.max(1, plan.deliveriesPerCharge ?? 1);

/** What one purchase on the plan costs, in cents: every delivery it prepays, at the plan's discount. */
export function planPrice(price: number, plan: SeedSellingPlan): number {
  return Math.round((price * deliveriesOf(plan) * (100 - plan.percentOff)) / 100);
}

/** The price of each delivery a purchase pays for. */
export function planPerDeliveryPrice(price: number, plan: SeedSellingPlan): number {
  return Math.round(planPrice(price, plan) / deliveriesOf(plan));
}

/**
 * What one purchase charges at checkout and what is left for later, as Shopify's
 * SellingPlanAllocation: a percentage or a fixed deposit (never more than the price), else all of it.
 */
export function planCharges(price: number, plan: SeedSellingPlan): {checkout: number; remaining: number} {
  const full = planPrice(price, plan);
  const charge = plan.checkoutCharge;
  const checkout = !charge
    ? full
    : charge.type === 'PERCENTAGE'
      ? Math.round((full * Math.min(100, Math.max(0, charge.percentage))) / 100)
      : Math.min(full, charge.cents);
  return {checkout, remaining: full - checkout};
}

function deliveryLabel(months: number): string {
  return `${months} month${months > 1 ? 's' : ''}`;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The plan's option values, as the merchant names them in the admin. */
function planOptions(plan: SeedSellingPlan): Array<{name: string; value: string}> {
  if (plan.checkoutCharge) {
    const c = plan.checkoutCharge;
    return [{name: 'Deposit', value: c.type === 'PERCENTAGE' ? `${c.percentage}%` : dollars(c.cents)}];
  }
  const options = [{name: 'Delivery every', value: deliveryLabel(plan.months)}];
  if (deliveriesOf(plan) > 1) options.push({name: 'Prepaid deliveries', value: String(deliveriesOf(plan))});
  return options;
}

export function sellingPlanView(plan: SeedSellingPlan) {
  const charge = plan.checkoutCharge;
  return {
    __typename: 'SellingPlan',
    id: gid('SellingPlan', plan.id),
    name: plan.name,
    description: plan.description,
    recurringDeliveries: plan.recurring !== false,
    options: planOptions(plan),
    priceAdjustments: plan.percentOff
      ? [
          {
            orderCount: null,
            adjustmentValue: {__typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: plan.percentOff},
          },
        ]
      : [],
    checkoutCharge:
      charge?.type === 'PRICE'
        ? {type: 'PRICE', value: money(charge.cents)}
        : {
            type: 'PERCENTAGE',
            value: {__typename: 'SellingPlanCheckoutChargePercentageValue', percentage: charge?.percentage ?? 100},
          },
  };
}

export function sellingPlanGroupView(group: SeedSellingPlanGroup) {
  const names = [...new Set(group.plans.flatMap((p) => planOptions(p).map((o) => o.name)))];
  return {
    __typename: 'SellingPlanGroup',
    appName: group.appName,
    name: group.name,
    options: names.map((name) => ({
      name,
      values: [
        ...new Set(
          group.plans.flatMap((p) =>
            planOptions(p)
              .filter((o) => o.name === name)
              .map((o) => o.value),
          ),
        ),
      ],
    })),
    sellingPlans: (args: ConnectionArgs) => connection(group.plans, args, (p) => String(p.id), sellingPlanView),
  };
}

/**
 * A variant's price under a plan, as Shopify's SellingPlanAllocation, for one unit (a cart line's
 * allocation too: its amounts are per unit, like the line's `amountPerQuantity`). A prepaid
 * purchase's price covers all its deliveries and compares with buying them one by one.
 */
export function sellingPlanAllocationView(price: number, compareAt: number | null, plan: SeedSellingPlan) {
  const {checkout, remaining} = planCharges(price, plan);
  return {
    __typename: 'SellingPlanAllocation',
    sellingPlan: sellingPlanView(plan),
    priceAdjustments: [
      {
        price: money(planPrice(price, plan)),
        compareAtPrice: money(Math.max(price, compareAt ?? 0) * deliveriesOf(plan)),
        perDeliveryPrice: money(planPerDeliveryPrice(price, plan)),
        unitPrice: null,
      },
    ],
    checkoutChargeAmount: money(checkout),
    remainingBalanceChargeAmount: money(remaining),
  };
}
