import {
  BUNDLE_BUILDER_DISCOUNT,
  DISCOUNT_CODES,
  FREE_SHIPPING_THRESHOLD_CENTS,
  STANDARD_SHIPPING_CENTS,
  type SeedDiscount,
} from '../../../seed/discounts.js';
import type {Catalog} from '../../store/catalog.js';
import type {CartDoc, CartLineDoc} from '../../store/carts.js';
import type {ProductRecord, VariantRecord} from '../../store/types.js';
import {findPlan, planCharges, planPrice, type PlanRef} from '../selling-plans.js';

export interface LineAllocation {
  /** The discount code, or the title of an automatic discount. */
  code: string;
  amount: number;
  automatic?: boolean;
}

export interface PricedLine {
  line: CartLineDoc;
  variant: VariantRecord;
  product: ProductRecord;
  plan: PlanRef | undefined;
  unitPrice: number;
  compareAtUnit: number | null;
  subtotal: number;
  allocations: LineAllocation[];
  total: number;
  /** Left to pay after checkout: the plan's balance per unit times the quantity, never more than the line's total. */
  deferred: number;
}

export interface AppliedCode {
  code: string;
  applicable: boolean;
  discount: SeedDiscount | undefined;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  discountTotal: number;
  total: number;
  /** What the lines leave to pay after checkout (deposit plans); the rest of the total is charged at checkout. */
  deferred: number;
  /** Shopify's `cost.checkoutChargeAmount`: the subtotal less the plans' balances, before discounts. */
  checkoutCharge: number;
  codes: AppliedCode[];
  freeShippingCode: string | null;
  /** Shipping before shipping discounts (0 when a free-shipping rule of the shop holds). */
  baseShipping: number;
  /** Shipping the hosted checkout will charge (free-shipping code applied). */
  shipping: number;
  totalQuantity: number;
}

export function findDiscount(code: string): SeedDiscount | undefined {
  return DISCOUNT_CODES.find((d) => d.code.toLowerCase() === code.trim().toLowerCase());
}

function isActive(d: SeedDiscount, now: number): boolean {
  return !d.endsAt || Date.parse(d.endsAt) > now;
}

/** Splits `amount` across weights proportionally; remainders go to the first lines. */
function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / total));
  let rest = amount - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0 && i < shares.length; i++) {
    if (weights[i]! > 0) {
      shares[i]!++;
      rest--;
    }
  }
  return shares;
}

/** Computes every price of a cart from the catalog and discount rules (never stored). */
export function priceCart(doc: CartDoc, catalog: Catalog, now = Date.now()): PricedCart {
  const lines: PricedLine[] = [];
  for (const line of doc.lines) {
    const variant = catalog.variant(line.variantId);
    const product = variant && catalog.product(variant.productId);
    if (!variant || !product) continue;
    const plan = line.sellingPlanId != null ? findPlan(line.sellingPlanId) : undefined;
    const unitPrice = plan ? planPrice(variant.price, plan.plan) : variant.price;
    const compareAtUnit = plan ? Math.max(variant.price, variant.compareAt ?? 0) * (plan.plan.deliveriesPerCharge ?? 1) : variant.compareAt;
    const subtotal = unitPrice * line.quantity;
    lines.push({line, variant, product, plan, unitPrice, compareAtUnit, subtotal, allocations: [], total: subtotal, deferred: 0});
  }
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  applyBundleDiscount(lines);
  const codes: AppliedCode[] = [];
  let freeShippingCode: string | null = null;
  for (const code of doc.discountCodes) {
    const discount = findDiscount(code);
    const applicable = !!discount && isActive(discount, now) && lines.length > 0 && subtotal >= (discount.minSubtotalCents ?? 0);
    codes.push({code, applicable, discount});
    if (!applicable || !discount) continue;
    if (discount.kind === 'free_shipping') {
      freeShippingCode ??= code;
      continue;
    }
    const remaining = lines.map((l) => l.total);
    const amounts =
      discount.kind === 'percentage'
        ? remaining.map((r) => Math.round((r * discount.value) / 100))
        : allocate(
            Math.min(
              discount.value,
              remaining.reduce((a, b) => a + b, 0),
            ),
            remaining,
          );
    lines.forEach((l, i) => {
      const amount = Math.min(amounts[i]!, l.total);
      if (amount > 0) {
        l.allocations.push({code, amount});
        l.total -= amount;
      }
    });
  }
  const total = lines.reduce((s, l) => s + l.total, 0);
  const balances = lines.map((l) => (l.plan ? planCharges(l.variant.price, l.plan.plan).remaining * l.line.quantity : 0));
  lines.forEach((l, i) => {
    l.deferred = Math.min(balances[i]!, l.total);
  });
  const baseShipping = lines.length === 0 || shipsFreeByRule(lines, subtotal) ? 0 : STANDARD_SHIPPING_CENTS;
  return {
    lines,
    subtotal,
    discountTotal: subtotal - total,
    total,
    deferred: lines.reduce((s, l) => s + l.deferred, 0),
    checkoutCharge: subtotal - balances.reduce((a, b) => a + b, 0),
    codes,
    freeShippingCode,
    baseShipping,
    shipping: freeShippingCode ? 0 : baseShipping,
    totalQuantity: lines.reduce((s, l) => s + l.line.quantity, 0),
  };
}

/** What the hosted checkout charges now: the total and shipping, less the deposit plans' balances, which are charged later. */
export function amountDueToday(priced: PricedCart): number {
  return priced.total + priced.shipping - priced.deferred;
}

/**
 * The shop's free-shipping rules other than a shipping code: a line tagged
 * cart_free_shipping, a subscription line, or the cart's subtotal (the
 * `subtotalAmount` the cart reports, before discount codes, shipping and tax)
 * reaching the threshold. The storefront's cart applies the same rule to
 * `cost.subtotalAmount` (docs/decisions.md "Free shipping").
 */
export function shipsFreeByRule(lines: readonly PricedLine[], subtotal: number): boolean {
  return (
    subtotal >= FREE_SHIPPING_THRESHOLD_CENTS || lines.some((l) => l.product.tags.includes('cart_free_shipping') || l.plan !== undefined)
  );
}

/** The automatic bundle discount: percentage off every line of a complete builder bundle (before codes). */
export function applyBundleDiscount(lines: PricedLine[]): void {
  const rule = BUNDLE_BUILDER_DISCOUNT;
  const groups = new Map<string, PricedLine[]>();
  for (const l of lines) {
    const id = l.line.attributes.find((a) => a.key === rule.attribute)?.value;
    if (!id || l.plan || l.product.tags.some((t) => (rule.excludedTags as readonly string[]).includes(t))) continue;
    groups.set(id, [...(groups.get(id) ?? []), l]);
  }
  for (const group of groups.values()) {
    if (group.reduce((n, l) => n + l.line.quantity, 0) < rule.minItems) continue;
    for (const l of group) {
      const amount = Math.min(Math.round((l.total * rule.percentage) / 100), l.total);
      if (amount <= 0) continue;
      l.allocations.push({code: rule.title, amount, automatic: true});
      l.total -= amount;
    }
  }
}
