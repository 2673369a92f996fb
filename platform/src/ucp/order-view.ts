import type {AddressDoc} from '../store/customers.js';
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

const orderId = (order: OrderRow) => `gid://shopify/Order/${order.id}`;
const lineId = (order: OrderRow, i: number) => `gid://shopify/LineItem/${order.id}-${i + 1}`;

/** UCP's totals sign what lowers the price: a discount is a negative amount. */
const signed = (totals: ReadonlyArray<{type: string; amount: number}>) =>
  totals.map((t) => (t.type === 'discount' ? {...t, amount: -Math.abs(t.amount)} : t));

const payment = (id: string, status: 'completed' | 'pending', amount: number, at: string, description: string) => ({
  id,
  type: 'payment',
  status,
  occurred_at: at,
  totals: [{type: 'total', amount}],
  description,
});

/** An address as UCP's postal address. */
function postalAddress(a: AddressDoc | null) {
  if (!a) return {};
  const entries = {
    first_name: a.firstName,
    last_name: a.lastName,
    street_address: [a.address1, a.address2].filter(Boolean).join(', '),
    address_locality: a.city,
    address_region: a.province,
    postal_code: a.zip,
    address_country: a.country,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v));
}

/**
 * get_order's answer (UCP's order capability): the lines with how many shipped, what the order
 * cost, where it ships and whether it shipped, and the payment as an adjustment (an open type in
 * UCP): `completed` for what the card was charged, `pending` for a deposit plan's balance still to
 * be charged. Discounts are negative in both releases; 2026-08-25 adds the policies snapshot.
 */
export function orderToUcp(order: OrderRow, checkoutToken: string, deps: OrderViewDeps) {
  const {doc} = order;
  const fulfilled = doc.fulfillmentStatus === 'FULFILLED';
  const quantities = doc.lines.map((l, i) => ({id: lineId(order, i), quantity: l.quantity}));
  const charged = doc.charged ?? doc.total;
  const version = deps.version ?? DEFAULT_UCP_VERSION;
  const completed = completedCheckoutToUcp(checkoutToken, order, deps);
  const {line_items: checkoutLines, totals} = completed;
  return {
    ucp: responseMeta(version, 'dev.ucp.shopping.order'),
    id: orderId(order),
    label: `#${order.number}`,
    checkout_id: checkoutId(checkoutToken),
    permalink_url: `${deps.origin}/orders/${order.id}/status?key=${order.key}`,
    currency: deps.currency,
    line_items: checkoutLines.map((line) => ({
      id: line.id,
      item: line.item,
      quantity: {total: line.quantity, fulfilled: fulfilled ? line.quantity : 0},
      status: fulfilled ? ('fulfilled' as const) : ('processing' as const),
      totals: signed(line.totals),
    })),
    fulfillment: {
      expectations: [
        {
          id: `${orderId(order)}/shipping`,
          line_items: quantities,
          method_type: 'shipping' as const,
          destination: postalAddress(doc.shippingAddress),
          description: fulfilled ? 'Shipped' : 'Standard shipping, not yet shipped',
        },
      ],
      events: fulfilled
        ? [{id: `${orderId(order)}/shipped`, type: 'shipped', occurred_at: order.processed_at, line_items: quantities}]
        : [],
    },
    adjustments: [
      payment(`${orderId(order)}/payment`, 'completed', charged, order.processed_at, 'Paid by card'),
      ...(doc.total > charged
        ? [payment(`${orderId(order)}/balance`, 'pending', doc.total - charged, order.processed_at, 'Deposit plan balance, charged later')]
        : []),
      ...(doc.canceledAt
        ? [{id: `${orderId(order)}/cancellation`, type: 'cancellation', status: 'completed' as const, occurred_at: doc.canceledAt}]
        : []),
    ],
    totals: signed(totals),
    // From 2026-08-25 an order keeps a snapshot of the policies that applied at checkout.
    ...('policies' in completed ? {policies: completed.policies} : {}),
  };
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
    order: {id: orderId(order), permalink_url: `${deps.origin}/orders/${order.id}/status?key=${order.key}`},
  };
}
