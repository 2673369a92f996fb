import type {OrderRow} from '../store/orders.js';
import {checkoutId, shopLinks} from './cart-view.js';
import {variantId} from './catalog-view.js';
import {responseMeta} from './version.js';

export interface OrderViewDeps {
  origin: string;
  shopUrl: string;
  currency: string;
}

/** A checkout the buyer finished in the hosted checkout: `completed`, with what the order charged and its status page. */
export function completedCheckoutToUcp(token: string, order: OrderRow, deps: OrderViewDeps) {
  const {doc} = order;
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
      ...(l.originalTotal > l.discountedTotal ? [{type: 'discount', amount: l.originalTotal - l.discountedTotal}] : []),
      {type: 'total', amount: l.discountedTotal},
    ],
  }));
  const itemsTotal = doc.lines.reduce((s, l) => s + l.originalTotal, 0);
  const shipping = doc.shipping - doc.shippingDiscount;
  return {
    ucp: {...responseMeta('dev.ucp.shopping.checkout'), payment_handlers: {}},
    id: checkoutId(token),
    status: 'completed' as const,
    line_items: lineItems,
    currency: deps.currency,
    totals: [
      {type: 'subtotal', amount: itemsTotal},
      ...(itemsTotal > doc.subtotal ? [{type: 'discount', amount: itemsTotal - doc.subtotal}] : []),
      {type: 'fulfillment', amount: shipping},
      {type: 'tax', amount: doc.tax},
      {type: 'total', amount: doc.total},
    ],
    links: shopLinks(deps.shopUrl),
    order: {id: `gid://shopify/Order/${order.id}`, permalink_url: `${deps.origin}/orders/${order.id}/status?key=${order.key}`},
  };
}
