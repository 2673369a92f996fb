import {toNumber, type Money} from './types';

/** A selling plan allocation's price adjustments, as the cart query reads them (per unit). */
export interface PlanAdjustment {
  price: Money;
  compareAtPrice: Money;
  perDeliveryPrice: Money;
}

export interface SubscriptionPrice {
  /** What one delivery of the line costs (per-delivery price × quantity). */
  perDelivery: Money;
  /** What one delivery saves against buying the same once (0 when nothing). */
  saving: Money;
  /** The saving as a whole percentage of the one-time price. */
  percent: number;
  /** A later price per delivery, when the plan changes its price after some orders. */
  later: Money | null;
}

const money = (amount: number, currencyCode: string): Money => ({amount: amount.toFixed(2), currencyCode});
const cents = (m: Money) => Math.round(toNumber(m) * 100);

/**
 * The price per delivery and the saving of a cart line on a subscription,
 * from its selling plan allocation's price adjustments: the first adjustment
 * is what the next deliveries cost; a second one (a plan that changes its
 * price after a number of orders) is the price after that. Null without
 * adjustments (a line on no plan, or a cart read before they were asked for).
 */
export function subscriptionPrice(adjustments: readonly PlanAdjustment[] | null | undefined, quantity: number): SubscriptionPrice | null {
  const first = adjustments?.[0];
  if (!first) return null;
  const currency = first.perDeliveryPrice.currencyCode ?? 'USD';
  const units = Math.max(1, quantity);
  const perDelivery = cents(first.perDeliveryPrice) * units;
  const saved = Math.max(0, cents(first.compareAtPrice) - cents(first.price)) * units;
  const regular = cents(first.compareAtPrice) * units;
  const second = adjustments[1];
  const later = second && cents(second.perDeliveryPrice) !== cents(first.perDeliveryPrice) ? cents(second.perDeliveryPrice) * units : null;
  return {
    perDelivery: money(perDelivery / 100, currency),
    saving: money(saved / 100, currency),
    percent: regular > 0 ? Math.round((saved / regular) * 100) : 0,
    later: later === null ? null : money(later / 100, currency),
  };
}
