/**
 * What the Customer Account API shows its customer: the customer, their addresses and their
 * orders. Only the signed-in customer's own data is reachable from these views.
 */
import type {PlatformContext} from '../context.js';
import type {AddressDoc, CustomerRow} from '../store/customers.js';
import type {OrderRow} from '../store/orders.js';
import {connection, gid, money, type ConnectionArgs} from '../storefront/util.js';
import {addressView as storefrontAddressView} from '../storefront/views/address.js';
import {applicationView} from '../storefront/views/order.js';

/**
 * The Customer Account API's address: the Storefront API's view of the same stored address
 * (storefront/views/address.ts) under this API's field names. A stored address without a
 * country is a US one (the shop's only market).
 */
export function addressView(id: string, doc: AddressDoc) {
  const view = storefrontAddressView(id, doc.country?.trim() ? doc : {...doc, country: 'US'});
  return {
    id,
    firstName: view.firstName,
    lastName: view.lastName,
    name: view.name,
    company: view.company,
    address1: view.address1,
    address2: view.address2,
    city: view.city,
    province: view.province,
    zoneCode: view.provinceCode,
    country: view.country,
    territoryCode: view.countryCode,
    zip: view.zip,
    phoneNumber: view.phone,
    formattedArea: view.formattedArea,
    formatted: view.formatted,
  };
}

export const addressGid = (id: number) => gid('CustomerAddress', id);

/** An order as the Customer Account API shows it to its own customer. */
export function orderView(ctx: PlatformContext, o: OrderRow) {
  const d = o.doc;
  const apps = d.discountApplications.map(applicationView);
  const subtotal = d.lines.reduce((s, l) => s + l.discountedTotal, 0);
  const fulfilled = d.fulfillmentStatus === 'FULFILLED';
  return {
    id: gid('Order', o.id),
    name: `#${o.number}`,
    number: o.number,
    confirmationNumber: o.key.slice(0, 9).toUpperCase(),
    processedAt: o.processed_at,
    createdAt: o.processed_at,
    updatedAt: o.processed_at,
    cancelledAt: d.canceledAt,
    cancelReason: d.cancelReason,
    financialStatus: d.financialStatus,
    fulfillmentStatus: fulfilled ? 'DELIVERED' : 'CONFIRMED',
    currencyCode: 'USD',
    email: d.email,
    phone: d.phone,
    statusPageUrl: `${ctx.origin}/orders/${o.id}/status?key=${o.key}`,
    subtotal: money(subtotal),
    totalPrice: money(d.total),
    totalTax: money(d.tax),
    totalShipping: money(d.shipping - d.shippingDiscount),
    totalRefunded: money(d.financialStatus === 'REFUNDED' ? d.total : 0),
    shippingAddress: d.shippingAddress ? addressView(gid('CustomerAddress', `${o.id}-shipping`), d.shippingAddress) : null,
    discountApplications: (args: ConnectionArgs) =>
      connection(
        apps,
        args,
        (a) => JSON.stringify(a.value) + a.targetType + ('code' in a ? a.code : ''),
        (a) => a,
      ),
    billingAddress: d.billingAddress ? addressView(gid('CustomerAddress', `${o.id}-billing`), d.billingAddress) : null,
    fulfillments: (args: ConnectionArgs) =>
      connection(
        fulfilled ? [o] : [],
        args,
        () => String(o.id),
        () => ({
          id: gid('Fulfillment', o.id),
          status: 'SUCCESS',
          createdAt: o.processed_at,
          updatedAt: o.processed_at,
          requiresShipping: true,
          isPickedUp: false,
          trackingInformation: [],
        }),
      ),
    lineItems: (args: ConnectionArgs) =>
      connection(
        d.lines.map((l, i) => ({l, i})),
        args,
        ({i}) => String(i),
        ({l, i}) => {
          const variant = l.variantId != null ? ctx.catalog.variant(l.variantId) : undefined;
          return {
            id: gid('LineItem', `${o.id}-${i}`),
            title: l.title,
            name: l.title,
            quantity: l.quantity,
            variantId: l.variantId != null ? gid('ProductVariant', l.variantId) : null,
            variantTitle: variant && variant.title !== 'Default Title' ? variant.title : null,
            sku: variant?.sku ?? null,
            price: money(Math.round(l.originalTotal / Math.max(1, l.quantity))),
            totalPrice: money(l.discountedTotal),
            totalPriceBeforeDiscounts: money(l.originalTotal),
            totalDiscount: money(l.originalTotal - l.discountedTotal),
            customAttributes: l.attributes,
            giftCard: false,
            requiresShipping: true,
            discountAllocations: l.allocations.map((a) => ({allocatedAmount: money(a.amount), discountApplication: apps[a.application]})),
          };
        },
      ),
  };
}

/** Shopify's customer shape for its own customer; nothing reachable from here belongs to anyone else. */
export function customerView(ctx: PlatformContext, c: CustomerRow) {
  const addresses = () => ctx.customers.addresses(c.id);
  return {
    id: gid('Customer', c.id),
    firstName: c.first_name,
    lastName: c.last_name,
    displayName: [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email,
    emailAddress: {emailAddress: c.email, marketingState: c.accepts_marketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED'},
    phoneNumber: c.phone ? {phoneNumber: c.phone, marketingState: 'NOT_SUBSCRIBED'} : null,
    tags: JSON.parse(c.tags) as string[],
    createdAt: c.created_at,
    creationDate: c.created_at,
    imageUrl: `${ctx.origin}/favicon.ico`,
    defaultAddress: () => {
      const row = c.default_address_id != null ? ctx.customers.address(c.default_address_id) : undefined;
      return row && row.customer_id === c.id ? addressView(addressGid(row.id), row.doc) : null;
    },
    addresses: (args: ConnectionArgs & {skipDefault?: boolean}) =>
      connection(
        addresses().filter((a) => !(args.skipDefault && a.id === c.default_address_id)),
        args,
        (a) => String(a.id),
        (a) => addressView(addressGid(a.id), a.doc),
      ),
    orders: (args: ConnectionArgs & {sortKey?: string}) => {
      const list = ctx.orders.forCustomer(c.id);
      if (args.sortKey === 'ID' || args.sortKey === 'ORDER_NUMBER') list.sort((a, b) => a.id - b.id);
      return connection(
        list,
        args,
        (o) => String(o.id),
        (o) => orderView(ctx, o),
      );
    },
  };
}
