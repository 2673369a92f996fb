import type {CustomerAccount} from '@shopify/hydrogen';
import {
  CA_ADDRESS_CREATE_MUTATION,
  CA_ADDRESS_DELETE_MUTATION,
  CA_ADDRESS_UPDATE_MUTATION,
  CA_CUSTOMER_ID_QUERY,
  CA_CUSTOMER_QUERY,
  CA_CUSTOMER_UPDATE_MUTATION,
  CA_ORDERS_QUERY,
  CA_ORDER_QUERY,
} from '~/clients/customer-account/documents';
import type {AddressFormInput} from './address-input';
import {customerNumericId} from './og-auth';
import {
  apiErrorText,
  ownAddressId,
  toAccountCustomer,
  toCustomerAddressInput,
  toOrderDetails,
  toOrderSummary,
} from './customer-account-view';

/**
 * The account pages' reads and writes with new customer accounts, through Hydrogen's client.
 * Every document runs on the signed-in customer's own token, so it only ever reaches that
 * customer's data; an address id from a page is first matched among the customer's own.
 */

export interface UserErrorLike {
  code?: string | null;
  field?: readonly string[] | null;
  message: string;
}

export async function accountCustomer(ca: CustomerAccount) {
  const {data} = await ca.query(CA_CUSTOMER_QUERY);
  return data?.customer ? toAccountCustomer(data.customer) : null;
}

export async function accountCustomerId(ca: CustomerAccount): Promise<string | null> {
  const {data} = await ca.query(CA_CUSTOMER_ID_QUERY);
  return data?.customer ? customerNumericId(data.customer.id) : null;
}

/** The newest `first` orders (75 at most, the order list's limit). */
export async function accountOrders(ca: CustomerAccount, first: number) {
  const {data} = await ca.query(CA_ORDERS_QUERY, {variables: {first: Math.min(first, 75)}});
  return data?.customer ? data.customer.orders.nodes.map(toOrderSummary) : null;
}

/** One of the customer's 75 newest orders by its number, with its details; null when it is not theirs. */
export async function accountOrder(ca: CustomerAccount, orderNumber: string) {
  const {data} = await ca.query(CA_ORDERS_QUERY, {variables: {first: 75}});
  const summary = data?.customer?.orders.nodes.find((o) => String(o.number) === orderNumber);
  if (!summary) return null;
  const {data: detail} = await ca.query(CA_ORDER_QUERY, {variables: {id: summary.id}});
  if (!detail?.order) return null;
  return {order: {...toOrderSummary(detail.order), statusUrl: detail.order.statusPageUrl}, details: toOrderDetails(detail.order)};
}

/**
 * A mutation's user errors; a GraphQL error in a 200 answer (the API refused the call itself)
 * is told at the form as the first of them, never taken for a saved change.
 */
function mutationErrors(errors: readonly {message: string}[] | undefined, userErrors: UserErrorLike[] | undefined): UserErrorLike[] {
  if (errors?.length) return [{message: apiErrorText(errors[0]!.message)}];
  return userErrors ?? [];
}

export async function updateAccountName(ca: CustomerAccount, input: {firstName: string; lastName: string}): Promise<UserErrorLike[]> {
  const {data, errors} = await ca.mutate(CA_CUSTOMER_UPDATE_MUTATION, {variables: {input}});
  return mutationErrors(errors, data?.customerUpdate?.userErrors);
}

/** The customer's own address ids, for matching a page's id. */
async function ownAddressIds(ca: CustomerAccount): Promise<string[]> {
  const {data} = await ca.query(CA_CUSTOMER_QUERY);
  return data?.customer?.addresses.nodes.map((a) => a.id) ?? [];
}

export type AddressChange =
  | {intent: 'create'; input: AddressFormInput; makeDefault: boolean}
  | {intent: 'update'; addressId: string; input: AddressFormInput; makeDefault: boolean}
  | {intent: 'delete' | 'default'; addressId: string};

/**
 * What one address-book change came to: `notFound` when the page's id is none of the customer's
 * addresses, `full` when the book holds the most addresses already, else the user errors.
 */
export type AddressChangeResult = {notFound: true} | {notFound: false; full: boolean; errors: UserErrorLike[]};

/** Applies one address-book change (legacy accounts: `changeLegacyAddress`, legacy-address-book.server.ts). */
export async function changeAccountAddress(ca: CustomerAccount, change: AddressChange, maxAddresses: number): Promise<AddressChangeResult> {
  const own = await ownAddressIds(ca);
  if (change.intent === 'create') {
    if (own.length >= maxAddresses) return {notFound: false, full: true, errors: []};
    const {data, errors} = await ca.mutate(CA_ADDRESS_CREATE_MUTATION, {
      variables: {address: toCustomerAddressInput(change.input), defaultAddress: change.makeDefault},
    });
    return {notFound: false, full: false, errors: mutationErrors(errors, data?.customerAddressCreate?.userErrors)};
  }
  const addressId = ownAddressId(change.addressId, own);
  if (!addressId) return {notFound: true};
  if (change.intent === 'delete') {
    const {data, errors} = await ca.mutate(CA_ADDRESS_DELETE_MUTATION, {variables: {addressId}});
    return {notFound: false, full: false, errors: mutationErrors(errors, data?.customerAddressDelete?.userErrors)};
  }
  const variables =
    change.intent === 'update'
      ? {addressId, address: toCustomerAddressInput(change.input), defaultAddress: change.makeDefault || null}
      : {addressId, defaultAddress: true};
  const {data, errors} = await ca.mutate(CA_ADDRESS_UPDATE_MUTATION, {variables});
  return {notFound: false, full: false, errors: mutationErrors(errors, data?.customerAddressUpdate?.userErrors)};
}
