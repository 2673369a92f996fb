export interface SeedSellingPlan {
  id: number;
  name: string;
  description: string;
  /** Months between deliveries (0: a single delivery, as on a pre-order). */
  months: number;
  percentOff: number;
  /** Deliveries one purchase pays for up front (a prepaid plan); 1 when each delivery is charged. */
  deliveriesPerCharge?: number;
  /** The part charged at checkout when not all of it (a deposit): a percentage, or a fixed amount in cents. */
  checkoutCharge?: {type: 'PERCENTAGE'; percentage: number} | {type: 'PRICE'; cents: number};
  /** False for a plan that delivers once (a pre-order): it starts no subscription. */
  recurring?: boolean;
}

export type SellingPlanGroupKey = 'paste' | 'heads' | 'pens' | 'prepaid' | 'preorder';

export interface SeedSellingPlanGroup {
  key: SellingPlanGroupKey;
  name: string;
  appName: string;
  plans: SeedSellingPlan[];
}

function plans(base: number, percents: [number, number, number]): SeedSellingPlan[] {
  return [1, 2, 3].map((months, i) => ({
    id: base + i,
    name: `Deliver every ${months} month${months > 1 ? 's' : ''}`,
    description: `Save ${percents[i]}% and get a fresh delivery every ${months === 1 ? 'month' : `${months} months`}. Skip or cancel any time.`,
    months,
    percentOff: percents[i]!,
  }));
}

function prepaid(id: number, deliveries: number, percentOff: number): SeedSellingPlan {
  return {
    id,
    name: `Prepay ${deliveries} monthly deliveries`,
    description: `Pay for ${deliveries} deliveries at checkout, save ${percentOff}%, and get one every month.`,
    months: 1,
    percentOff,
    deliveriesPerCharge: deliveries,
  };
}

export const SELLING_PLAN_GROUPS: SeedSellingPlanGroup[] = [
  {key: 'paste', name: 'Subscribe & save', appName: 'Local Subscriptions', plans: plans(9001, [15, 12, 10])},
  {key: 'heads', name: 'Subscribe & save', appName: 'Local Subscriptions', plans: plans(9011, [15, 15, 15])},
  {key: 'pens', name: 'Subscribe & save', appName: 'Local Subscriptions', plans: plans(9021, [10, 10, 10])},
  {key: 'prepaid', name: 'Prepay & save', appName: 'Local Subscriptions', plans: [prepaid(9031, 3, 20), prepaid(9032, 6, 25)]},
  {
    key: 'preorder',
    name: 'Pre-order',
    appName: 'Local Pre-orders',
    plans: [
      {
        id: 9041,
        name: 'Pre-order with a 25% deposit',
        description: 'Pay 25% today and the rest when your kit ships.',
        months: 0,
        percentOff: 0,
        checkoutCharge: {type: 'PERCENTAGE', percentage: 25},
        recurring: false,
      },
      {
        id: 9042,
        name: 'Pre-order with a $20 deposit',
        description: 'Pay $20 today and the rest when your kit ships.',
        months: 0,
        percentOff: 0,
        checkoutCharge: {type: 'PRICE', cents: 2000},
        recurring: false,
      },
    ],
  },
];
