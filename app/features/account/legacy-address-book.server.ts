import type {AppLoadContext} from '@shopify/remix-oxygen';
import {resolveAddressId} from './address-id';
import {toMailingAddressInput} from './address-input';
import type {AddressChange, AddressChangeResult, UserErrorLike} from './customer-account-data.server';
import {ACCOUNT_ERRORS} from './errors';

/**
 * The address book with legacy customer accounts: the same changes and answers as
 * `changeAccountAddress` (new customer accounts), through the Storefront API with the customer's
 * access token. The page holds address ids without the token; the full id is looked up among
 * the customer's own addresses, so an unknown or another customer's id changes nothing.
 */
export async function changeLegacyAddress(
  storefront: AppLoadContext['storefront'],
  customerAccessToken: string,
  change: AddressChange,
  maxAddresses: number,
): Promise<AddressChangeResult> {
  const {customer: own} = await storefront.query(ACCOUNT_ADDRESS_COUNT_QUERY, {
    variables: {customerAccessToken},
    cache: storefront.CacheNone(),
  });
  const ownIds = own?.addresses.nodes.map((node) => node.id) ?? [];
  const done = (errors: UserErrorLike[]): AddressChangeResult =>
    errors.some((e) => e.code === 'NOT_FOUND') ? {notFound: true} : {notFound: false, full: false, errors};

  /** A saved address (and, when asked, made the default); a save that returned no address failed. */
  async function saved(id: string | null | undefined, errors: UserErrorLike[], makeDefault: boolean, fallback: string) {
    if (errors.length) return done(errors);
    if (!id) return done([{message: fallback}]);
    if (!makeDefault) return done([]);
    const {customerDefaultAddressUpdate} = await storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken, addressId: id},
    });
    // The address is saved: a failed default is told above the form, not at a field.
    return done((customerDefaultAddressUpdate?.customerUserErrors ?? []).map((e) => ({...e, code: null, field: null})));
  }

  if (change.intent === 'create') {
    if (ownIds.length >= maxAddresses) return {notFound: false, full: true, errors: []};
    const {customerAddressCreate} = await storefront.mutate(CUSTOMER_ADDRESS_CREATE_MUTATION, {
      variables: {customerAccessToken, address: toMailingAddressInput(change.input)},
    });
    const errors = customerAddressCreate?.customerUserErrors ?? [];
    return saved(customerAddressCreate?.customerAddress?.id, errors, change.makeDefault, ACCOUNT_ERRORS.addAddress);
  }
  const addressId = resolveAddressId(change.addressId, ownIds);
  if (!addressId) return {notFound: true};
  if (change.intent === 'delete') {
    const {customerAddressDelete} = await storefront.mutate(CUSTOMER_ADDRESS_DELETE_MUTATION, {
      variables: {customerAccessToken, id: addressId},
    });
    const errors = customerAddressDelete?.customerUserErrors ?? [];
    return done(errors.length || customerAddressDelete?.deletedCustomerAddressId ? errors : [{message: ACCOUNT_ERRORS.updateAddress}]);
  }
  if (change.intent !== 'update') {
    const {customerDefaultAddressUpdate} = await storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken, addressId},
    });
    return done(customerDefaultAddressUpdate?.customerUserErrors ?? []);
  }
  const {customerAddressUpdate} = await storefront.mutate(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
    variables: {customerAccessToken, id: addressId, address: toMailingAddressInput(change.input)},
  });
  const errors = customerAddressUpdate?.customerUserErrors ?? [];
  return saved(customerAddressUpdate?.customerAddress?.id, errors, change.makeDefault, ACCOUNT_ERRORS.updateAddress);
}

const ACCOUNT_ADDRESS_COUNT_QUERY = `#graphql
  query AccountAddressCount($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      addresses(first: 5) { nodes { id } }
    }
  }
` as const;

const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation AddAddress($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress { id }
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation UpdateAddress($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress { id }
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation DeleteAddress($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors { code field message }
    }
  }
` as const;

const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation UpdateCustomerDefaultAddress($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer { id }
      customerUserErrors { code field message }
    }
  }
` as const;
