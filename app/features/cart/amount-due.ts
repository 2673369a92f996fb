import {toNumber, type Money} from './types';

/**
 * What a selling plan charges, as the Storefront API's SellingPlanAllocation gives it for one unit:
 * the part paid at checkout, the part paid later (a deposit plan's balance), and the price
 * adjustments (`price` is what one purchase costs; a prepaid plan's purchase covers several
 * deliveries of `perDeliveryPrice` each).
 */
export interface ChargeAllocation {
  checkoutChargeAmount?: Money | null;
  remainingBalanceChargeAmount?: Money | null;
  priceAdjustments?: ReadonlyArray<{price?: Money | null; perDeliveryPrice?: Money | null; unitPrice?: Money | null}> | null;
}

export interface PlanCharge {
  /** Paid at checkout. */
  today: Money;
  /** Paid after checkout (0 unless the plan takes a deposit). */
  later: Money;
  /** Deliveries one purchase pays for: more than 1 on a prepaid plan. */
  deliveries: number;
  /** What each of those deliveries costs. */
  perDelivery: Money | null;
  /** The price per unit of measure, when the variant is sold by measure. */
  unitPrice: Money | null;
}

export interface DueLine {
  quantity: number;
  cost?: {totalAmount?: Money | null} | null;
  sellingPlanAllocation?: ChargeAllocation | null;
}

export interface AmountDue {
  today: Money;
  later: Money;
}

export interface CartAmountDue extends AmountDue {
  /** Whether anything is left to pay after checkout: only then does the cart name both amounts. */
  deferred: boolean;
}

const cents = (m?: Money | null) => Math.round(toNumber(m) * 100);
const money = (amountInCents: number, currencyCode: string): Money => ({amount: (amountInCents / 100).toFixed(2), currencyCode});
const currencyOf = (...values: Array<Money | null | undefined>) => values.find((v) => v?.currencyCode)?.currencyCode ?? 'USD';

/**
 * One unit on a plan: what is due at checkout and later, and how many deliveries the purchase pays
 * for (its price over the price per delivery). Without a checkout charge from the platform the
 * whole price is due at checkout, as on a plain pay-per-delivery subscription.
 */
export function planCharge(allocation: ChargeAllocation): PlanCharge {
  const first = allocation.priceAdjustments?.[0];
  const currency = currencyOf(allocation.checkoutChargeAmount, first?.price);
  const price = cents(first?.price);
  const perDelivery = cents(first?.perDeliveryPrice);
  const today = allocation.checkoutChargeAmount ? cents(allocation.checkoutChargeAmount) : price;
  const later = Math.max(0, cents(allocation.remainingBalanceChargeAmount));
  return {
    today: money(today, currency),
    later: money(later, currency),
    deliveries: perDelivery > 0 && price > perDelivery ? Math.round(price / perDelivery) : 1,
    perDelivery: first?.perDeliveryPrice ? money(perDelivery, currency) : null,
    unitPrice: first?.unitPrice ? money(cents(first.unitPrice), currency) : null,
  };
}

/**
 * A cart line's amounts: the plan's balance per unit times the quantity is due later, never more
 * than the line costs after its discounts; the rest of the line's total is due today. Discounts
 * so come off what is paid now, and the two always add up to the line's total.
 */
export function lineAmountDue(line: DueLine): AmountDue {
  const total = Math.max(0, cents(line.cost?.totalAmount));
  const allocation = line.sellingPlanAllocation;
  const currency = currencyOf(line.cost?.totalAmount, allocation?.remainingBalanceChargeAmount);
  const balance = allocation ? Math.max(0, cents(allocation.remainingBalanceChargeAmount)) * Math.max(0, line.quantity) : 0;
  const later = Math.min(balance, total);
  return {today: money(total - later, currency), later: money(later, currency)};
}

/**
 * The cart's amounts: the lines' balances are due later and the rest of the cart's total today, so
 * that today and later add up to the total the cart shows.
 */
export function cartAmountDue(lines: readonly DueLine[], total: Money | null | undefined): CartAmountDue {
  const currency = currencyOf(total, ...lines.map((l) => l.cost?.totalAmount));
  const all = Math.max(0, cents(total));
  const later = Math.min(
    all,
    lines.reduce((sum, line) => sum + cents(lineAmountDue(line).later), 0),
  );
  return {today: money(all - later, currency), later: money(later, currency), deferred: later > 0};
}
