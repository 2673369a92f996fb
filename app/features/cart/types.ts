/**
 * The parts of a cart line the cart rules read. Structural, so the rules work
 * on the Storefront API fragment, on optimistic lines and on test data alike.
 */
export interface Money {
  amount: string;
  currencyCode?: string;
}

export interface Attribute {
  key: string;
  value?: string | null;
}

export interface RuleLine {
  id: string;
  quantity: number;
  attributes?: Attribute[] | null;
  cost?: {amountPerQuantity?: Money | null; subtotalAmount?: Money | null; totalAmount?: Money | null} | null;
  sellingPlanAllocation?: {sellingPlan: {id: string; name?: string}} | null;
  discountAllocations?: Array<{discountedAmount: Money; code?: string; title?: string}> | null;
  merchandise: {
    id: string;
    product: {id?: string; handle: string; title: string; tags?: string[] | null};
  };
}

export const toNumber = (money?: Money | null) => {
  const n = Number.parseFloat(money?.amount ?? '0');
  return Number.isFinite(n) ? n : 0;
};

export const attributeValue = (line: Pick<RuleLine, 'attributes'>, key: string) =>
  line.attributes?.find((a) => a.key === key)?.value ?? undefined;
