import type {Money} from './types';

/** The cart cost as the Storefront API 2023-04 reports it: tax and duty, each with its estimated flag. */
export interface CartCostFlags {
  totalTaxAmount?: Money | null;
  totalTaxAmountEstimated?: boolean | null;
  totalDutyAmount?: Money | null;
  totalDutyAmountEstimated?: boolean | null;
}

export interface CostLine {
  key: 'tax' | 'duty';
  label: string;
  amount: Money;
  estimated: boolean;
}

/**
 * The tax and duty rows of the cart summary. Each says "Estimated" only when
 * the store flags its amount as an estimate: a store that already knows where
 * the cart ships answers with the exact tax. No row for an amount the store
 * does not report (a domestic delivery has no duty). The total is another
 * matter: it is always called estimated, since shipping is only known at checkout.
 */
export function cartCostLines(cost: CartCostFlags | null | undefined): CostLine[] {
  const lines: CostLine[] = [];
  if (cost?.totalTaxAmount) {
    const estimated = cost.totalTaxAmountEstimated === true;
    lines.push({key: 'tax', label: estimated ? 'Estimated tax' : 'Tax', amount: cost.totalTaxAmount, estimated});
  }
  if (cost?.totalDutyAmount) {
    const estimated = cost.totalDutyAmountEstimated === true;
    lines.push({key: 'duty', label: estimated ? 'Estimated duties' : 'Duties', amount: cost.totalDutyAmount, estimated});
  }
  return lines;
}

/** The line under the totals: taxes are named only while they are still to be worked out. */
export function checkoutCostNote(lines: readonly CostLine[]): string {
  const tax = lines.find((line) => line.key === 'tax');
  return !tax || tax.estimated
    ? 'Estimated. Taxes and shipping are calculated at checkout.'
    : 'Estimated. Shipping is calculated at checkout.';
}
