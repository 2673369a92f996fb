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

export function planPrice(price: number, plan: SeedSellingPlan): number {
  return Math.round((price * (100 - plan.percentOff)) / 100);
}

function deliveryLabel(months: number): string {
  return `${months} month${months > 1 ? 's' : ''}`;
}

export function sellingPlanView(plan: SeedSellingPlan) {
  return {
    __typename: 'SellingPlan',
    id: gid('SellingPlan', plan.id),
    name: plan.name,
    description: plan.description,
    recurringDeliveries: true,
    options: [{name: 'Delivery every', value: deliveryLabel(plan.months)}],
    priceAdjustments: [
      {
        orderCount: null,
        adjustmentValue: {__typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: plan.percentOff},
      },
    ],
    checkoutCharge: {
      type: 'PERCENTAGE',
      value: {__typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100},
    },
  };
}

export function sellingPlanGroupView(group: SeedSellingPlanGroup) {
  return {
    __typename: 'SellingPlanGroup',
    appName: group.appName,
    name: group.name,
    options: [{name: 'Delivery every', values: group.plans.map((p) => deliveryLabel(p.months))}],
    sellingPlans: (args: ConnectionArgs) => connection(group.plans, args, (p) => String(p.id), sellingPlanView),
  };
}

/** A variant's price under a plan, as Shopify's SellingPlanAllocation. */
export function sellingPlanAllocationView(price: number, compareAt: number | null, plan: SeedSellingPlan, quantity = 1) {
  const adjusted = planPrice(price, plan);
  return {
    __typename: 'SellingPlanAllocation',
    sellingPlan: sellingPlanView(plan),
    priceAdjustments: [
      {
        price: money(adjusted),
        compareAtPrice: money(Math.max(price, compareAt ?? 0)),
        perDeliveryPrice: money(adjusted),
        unitPrice: null,
      },
    ],
    checkoutChargeAmount: money(adjusted * quantity),
    remainingBalanceChargeAmount: money(0),
  };
}
