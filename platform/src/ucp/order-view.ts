import type {OrderRow} from '../store/orders.js';
import {checkoutId, discountTotal, shopLinks} from './cart-view.js';
import {variantId} from './catalog-view.js';
import {shopPolicies} from './policies.js';
import {DEFAULT_UCP_VERSION, responseMeta, UCP_2026_04_08, type UcpVersion} from './version.js';

export interface OrderViewDeps {
  origin: string;
  shopUrl: string;
  currency: string;
  /** The UCP version the answer is shaped for (2026-04-08 when not named). */
  version?: UcpVersion;
}

/** A checkout the buyer finished in the hosted checkout: `completed`, with what the order charged and its status page. */
export function completedCheckoutToUcp(token: string, order: OrderRow, deps: OrderViewDeps) {
  const {doc} = order;
  const version = deps.version ?? DEFAULT_UCP_VERSION;
  const lineItems = doc.lines.map((l, i) => ({
    id: `gid://shopify/LineItem/${order.id}-${i + 1}`,
    item: {
      id: l.variantId != null ? variantId(l.variantId) : `gid://shopify/LineItem/${order.id}-${i + 1}`,
      title: l.title,
      price: Math.round(l.originalTotal / l.quantity),
    },
    quantity: l.quantity,
    totals: [
      {type: 'subtotal', amount: l.originalTotal},
      ...(l.originalTotal > l.discountedTotal ? [discountTotal(l.originalTotal - l.discountedTotal, version)] : []),
      {type: 'total', amount: l.discountedTotal},
    ],
  }));
  const itemsTotal = doc.lines.reduce((s, l) => s + l.originalTotal, 0);
  const shipping = doc.shipping - doc.shippingDiscount;
  return {
    ucp: {...responseMeta(version, 'dev.ucp.shopping.checkout'), payment_handlers: {}},
    id: checkoutId(token),
    status: 'completed' as const,
    line_items: lineItems,
    currency: deps.currency,
    totals: [
      {type: 'subtotal', amount: itemsTotal},
      ...(itemsTotal > doc.subtotal ? [discountTotal(itemsTotal - doc.subtotal, version)] : []),
      {type: 'fulfillment', amount: shipping},
      {type: 'tax', amount: doc.tax},
      {type: 'total', amount: doc.total},
    ],
    links: shopLinks(deps.shopUrl),
    ...(version === UCP_2026_04_08 ? {} : {policies: shopPolicies(deps.shopUrl)}),
    order: {id: `gid://shopify/Order/${order.id}`, permalink_url: `${deps.origin}/orders/${order.id}/status?key=${order.key}`},
  };
}
