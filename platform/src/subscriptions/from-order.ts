import type {PlatformContext} from '../context.js';
import type {OrderRow} from '../store/orders.js';
import type {PlanRef} from '../storefront/selling-plans.js';
import {addMonths, subscriptionsOf} from './store.js';

interface PlacedLine {
  line: {quantity: number};
  variant: {id: number; productId: number};
  plan: PlanRef | undefined;
  unitPrice: number;
}

/**
 * Called when the hosted checkout places an order (inside its transaction):
 * every line bought with a selling plan starts a subscription for the order's
 * customer, or for the enabled customer with the order's e-mail. Guest orders
 * with no account keep their first delivery only.
 */
export function createSubscriptionsForOrder(ctx: PlatformContext, order: OrderRow, lines: readonly PlacedLine[]): number {
  // A pre-order delivers once: only recurring plans start a subscription.
  const planned = lines.filter((l) => l.plan && l.plan.plan.recurring !== false);
  if (!planned.length) return 0;
  const customerId = order.customer_id ?? (order.email ? ctx.customers.byEmail(order.email) : undefined)?.id ?? null;
  if (customerId == null) return 0;
  const store = subscriptionsOf(ctx.db);
  for (const l of planned) {
    store.create({
      customer_id: customerId,
      order_id: order.id,
      product_id: l.variant.productId,
      variant_id: l.variant.id,
      quantity: l.line.quantity,
      selling_plan_id: l.plan!.plan.id,
      price: l.unitPrice,
      next_delivery: addMonths(order.processed_at, l.plan!.plan.months),
    });
  }
  return planned.length;
}
