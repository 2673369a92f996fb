import type {
  CustomerAccountAddressFragment,
  CustomerAccountCustomerQuery,
  CustomerAccountOrderQuery,
  CustomerAccountOrderSummaryFragment,
} from 'customer-accountapi.generated';
import type {AddressFormInput} from './address-input';
import {normalizePhone} from './phone';
import {COUNTRIES, US_STATES} from './reference-data';

/**
 * New customer accounts show on the same account pages as legacy ones: the Customer Account
 * API's answers are mapped here to the shapes those pages read (the Storefront API's names).
 */

const numeric = (gid: string) => /\/(\d+)(?:\?|$)/.exec(gid)?.[1] ?? '';

/**
 * The API's own text of a GraphQL error as Hydrogen's client hands it over: without the
 * `[h2:error:customerAccount.mutation]` tag and the trailing request id it adds for its logs,
 * which mean nothing to a shopper.
 */
export function apiErrorText(message: string): string {
  return message
    .replace(/^\[h2:error:[^\]]*\]\s*/, '')
    .replace(/\s*- Request ID: \S*$/, '')
    .trim();
}

/** The page's address id (`gid://shopify/MailingAddress/<n>`, as legacy pages use) for a Customer Account API address. */
export function pageAddressId(customerAddressId: string): string {
  return `gid://shopify/MailingAddress/${numeric(customerAddressId)}`;
}

/** The Customer Account API id of one of `ownIds` that a page's address id names, or null (unknown, another customer's). */
export function ownAddressId(pageId: string, ownIds: readonly string[]): string | null {
  const wanted = /^gid:\/\/shopify\/MailingAddress\/(\d+)$/.exec(pageId.trim())?.[1];
  if (!wanted) return null;
  return ownIds.find((id) => numeric(id) === wanted) ?? null;
}

export function toMailingAddress(address: CustomerAccountAddressFragment) {
  const code = address.territoryCode ?? null;
  const state = US_STATES.find((s) => s.code === address.zoneCode);
  return {
    id: pageAddressId(address.id),
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: state?.name ?? address.zoneCode ?? null,
    provinceCode: address.zoneCode ?? null,
    country: COUNTRIES.find((c) => c.code === code)?.name ?? code,
    countryCodeV2: code,
    zip: address.zip ?? null,
    phone: address.phoneNumber ?? null,
    formatted: address.formatted,
  };
}

type CaCustomer = NonNullable<CustomerAccountCustomerQuery['customer']>;

/** The account layout's customer. */
export function toAccountCustomer(customer: CaCustomer) {
  return {
    id: customer.id,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    email: customer.emailAddress?.emailAddress ?? null,
    phone: customer.phoneNumber?.phoneNumber ?? null,
    tags: customer.tags,
    createdAt: customer.creationDate,
    defaultAddress: customer.defaultAddress ? toMailingAddress(customer.defaultAddress) : null,
    addresses: {nodes: customer.addresses.nodes.map(toMailingAddress)},
  };
}

/**
 * The order's fulfillment status in the Storefront API's words, from its fulfillments (the
 * Customer Account API has no such field): none or none done is unfulfilled, all done is
 * fulfilled, some is partially fulfilled. Cancelled and failed fulfillments do not count.
 */
export function fulfillmentStatusOf(
  statuses: ReadonlyArray<string | null | undefined>,
): 'UNFULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED' {
  const live = statuses.filter((s) => s && !['CANCELLED', 'ERROR', 'FAILURE'].includes(s));
  const done = live.filter((s) => s === 'SUCCESS').length;
  if (!live.length || !done) return 'UNFULFILLED';
  return done === live.length ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

export function toOrderSummary(order: CustomerAccountOrderSummaryFragment) {
  return {
    id: order.id,
    name: order.name,
    orderNumber: order.number,
    processedAt: order.processedAt,
    canceledAt: order.cancelledAt ?? null,
    // An expired authorization has no shopper-facing label (order-status.ts) (the Storefront API has no such status).
    financialStatus: order.financialStatus === 'EXPIRED' ? null : (order.financialStatus ?? null),
    fulfillmentStatus: fulfillmentStatusOf(order.fulfillments.nodes.map((f) => f.status)),
    totalPrice: order.totalPrice,
    lineItems: order.lineItems,
  };
}

type CaOrder = NonNullable<CustomerAccountOrderQuery['order']>;

/** The order page's details (lines, discounts, address, totals), in the shape the legacy accounts' order query gives. */
export function toOrderDetails(order: CaOrder) {
  const lines = order.lines.nodes;
  const zero = {amount: '0.0', currencyCode: order.totalPrice.currencyCode};
  const address = order.shippingAddress;
  return {
    id: order.id,
    subtotalPrice: order.subtotal ?? null,
    totalShippingPrice: order.totalShipping,
    totalTax: order.totalTax ?? null,
    totalPrice: order.totalPrice,
    originalTotalPrice: order.subtotal ?? order.totalPrice,
    shippingAddress: address
      ? {
          name: address.name ?? null,
          company: address.company ?? null,
          address1: address.address1 ?? null,
          address2: address.address2 ?? null,
          city: address.city ?? null,
          province: US_STATES.find((s) => s.code === address.zoneCode)?.name ?? address.zoneCode ?? null,
          provinceCode: address.zoneCode ?? null,
          zip: address.zip ?? null,
          country: address.country ?? null,
        }
      : null,
    discountApplications: {nodes: order.discountApplications.nodes},
    lineItems: {
      nodes: lines.map((line) => ({
        title: line.title,
        quantity: line.quantity,
        originalTotalPrice: line.totalPriceBeforeDiscounts ?? line.totalPrice ?? zero,
        discountedTotalPrice: line.totalPrice ?? zero,
        discountAllocations: line.discountAllocations,
        variant: line.variantId
          ? {
              id: line.variantId,
              title: line.variantTitle ?? 'Default Title',
              image: line.image ?? null,
              price: line.price ?? zero,
              compareAtPrice: null,
            }
          : null,
      })),
    },
  };
}

/**
 * The CustomerAddressInput for the address form: country and state as codes, the phone
 * normalised as for every account change (+1 in front, separators removed), empty optional
 * fields as null.
 */
export function toCustomerAddressInput(input: AddressFormInput) {
  const territoryCode = COUNTRIES.find((c) => c.name === input.country || c.code === input.country)?.code ?? input.country;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company || null,
    address1: input.address1,
    address2: input.address2 || null,
    city: input.city,
    zoneCode: territoryCode === 'US' ? input.province : null,
    territoryCode,
    zip: input.zip,
    phoneNumber: normalizePhone(input.phone) || null,
  };
}
