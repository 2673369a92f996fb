import type {PlatformContext} from '../../context.js';
import type {OrderDiscountApplication, OrderRow} from '../../store/orders.js';
import {connection, gid, money, type ConnectionArgs} from '../util.js';
import {addressView} from './address.js';
import {variantView} from './product.js';

/** Shopify's order id carries the order's key: `gid://shopify/Order/<n>?key=<token>`; `node(id:)` needs it. */
export function orderGid(o: OrderRow): string {
  return gid('Order', o.id, `key=${o.key}`);
}

/** An order's shipping or billing address; like the order id it carries the order's key, which `node(id:)` checks. */
export function orderAddressGid(o: OrderRow, type: 'shipping' | 'billing'): string {
  return gid('MailingAddress', o.id, `model_name=Address&type=${type}&key=${o.key}`);
}

export function orderStatusUrl(ctx: PlatformContext, o: OrderRow): string {
  return `${ctx.origin}/orders/${o.id}/status?key=${o.key}`;
}

/** One discount of an order as Shopify's APIs show it (the Storefront and the Customer Account API alike). */
export function applicationView(a: OrderDiscountApplication) {
  const value = a.kind === 'fixed_amount' ? money(a.value) : {__typename: 'PricingPercentageValue', percentage: a.value};
  const base = {
    allocationMethod: a.allocationMethod,
    targetSelection: 'ALL',
    targetType: a.targetType,
    value,
  };
  return a.code
    ? {__typename: 'DiscountCodeApplication', ...base, code: a.code, applicable: true}
    : {__typename: 'AutomaticDiscountApplication', ...base, title: a.title};
}

export function orderView(ctx: PlatformContext, o: OrderRow): Record<string, unknown> {
  const d = o.doc;
  const apps = d.discountApplications.map(applicationView);
  const subtotal = d.lines.reduce((s, l) => s + l.discountedTotal, 0);
  return {
    __typename: 'Order',
    id: orderGid(o),
    name: `#${o.number}`,
    orderNumber: o.number,
    statusUrl: orderStatusUrl(ctx, o),
    customerUrl: orderStatusUrl(ctx, o),
    processedAt: o.processed_at,
    canceledAt: d.canceledAt,
    cancelReason: d.cancelReason,
    financialStatus: d.financialStatus,
    fulfillmentStatus: d.fulfillmentStatus,
    currencyCode: 'USD',
    customerLocale: 'en',
    edited: false,
    email: d.email,
    phone: d.phone,
    customAttributes: [],
    subtotalPrice: money(subtotal),
    subtotalPriceV2: money(subtotal),
    currentSubtotalPrice: money(subtotal),
    totalPrice: money(d.total),
    totalPriceV2: money(d.total),
    currentTotalPrice: money(d.total),
    originalTotalPrice: money(d.lines.reduce((s, l) => s + l.originalTotal, 0) + d.shipping),
    totalTax: money(d.tax),
    totalTaxV2: money(d.tax),
    currentTotalTax: money(d.tax),
    totalShippingPrice: money(d.shipping - d.shippingDiscount),
    totalShippingPriceV2: money(d.shipping - d.shippingDiscount),
    totalRefunded: money(d.financialStatus === 'REFUNDED' ? d.total : 0),
    totalRefundedV2: money(d.financialStatus === 'REFUNDED' ? d.total : 0),
    currentTotalDuties: null,
    originalTotalDuties: null,
    successfulFulfillments: () => [],
    shippingDiscountAllocations: d.shippingDiscount
      ? [{allocatedAmount: money(d.shippingDiscount), discountApplication: apps.find((a) => a.targetType === 'SHIPPING_LINE') ?? apps[0]}]
      : [],
    shippingAddress: d.shippingAddress ? addressView(orderAddressGid(o, 'shipping'), d.shippingAddress) : null,
    billingAddress: d.billingAddress ? addressView(orderAddressGid(o, 'billing'), d.billingAddress) : null,
    discountApplications: (args: ConnectionArgs) =>
      connection(
        apps,
        args,
        (a) => JSON.stringify(a.value) + a.targetType + ('code' in a ? a.code : ''),
        (a) => a,
      ),
    lineItems: (args: ConnectionArgs) =>
      connection(
        d.lines.map((l, i) => ({l, i})),
        args,
        ({i}) => String(i),
        ({l}) => {
          const variant = l.variantId != null ? ctx.catalog.variant(l.variantId) : undefined;
          return {
            __typename: 'OrderLineItem',
            title: l.title,
            quantity: l.quantity,
            currentQuantity: l.quantity,
            customAttributes: l.attributes,
            originalTotalPrice: money(l.originalTotal),
            discountedTotalPrice: money(l.discountedTotal),
            discountAllocations: l.allocations.map((a) => ({allocatedAmount: money(a.amount), discountApplication: apps[a.application]})),
            variant: variant ? () => variantView(ctx, variant) : null,
          };
        },
      ),
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
}
