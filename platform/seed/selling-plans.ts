export interface SeedSellingPlan {
  id: number;
  name: string;
  description: string;
  months: number;
  percentOff: number;
}

export interface SeedSellingPlanGroup {
  key: 'paste' | 'heads' | 'pens';
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

export const SELLING_PLAN_GROUPS: SeedSellingPlanGroup[] = [
  {key: 'paste', name: 'Subscribe & save', appName: 'Local Subscriptions', plans: plans(9001, [15, 12, 10])},
  {key: 'heads', name: 'Subscribe & save', appName: 'Local Subscriptions', plans: plans(9011, [15, 15, 15])},
  {key: 'pens', name: 'Subscribe & save', appName: 'Local Subscriptions', plans: plans(9021, [10, 10, 10])},
];
