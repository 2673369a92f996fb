import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {changeLegacyAddress} from './legacy-address-book.server';
import {ACCOUNT_ERRORS} from './errors';
import type {AddressFormInput} from './address-input';

const OWN = 'gid://shopify/MailingAddress/1?model_name=CustomerAddress&customer_access_token=secret';
const INPUT: AddressFormInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  province: 'MA',
  country: 'United States',
  zip: '02110',
  phone: '',
};

/** The Storefront API as the address book uses it: the customer's own ids, and each mutation's answer by name. */
function fakeStorefront(own: string[], answers: Record<string, unknown> = {}) {
  const calls: Array<{name: string; variables: Record<string, unknown>}> = [];
  const storefront = {
    CacheNone: () => ({}),
    query: async () => ({customer: {id: 'gid://shopify/Customer/1', addresses: {nodes: own.map((id) => ({id}))}}}),
    mutate: async (document: string, {variables}: {variables: Record<string, unknown>}) => {
      const name = /mutation (\w+)/.exec(document)![1]!;
      calls.push({name, variables});
      return answers[name] ?? {};
    },
  } as unknown as AppLoadContext['storefront'];
  return {storefront, calls};
}

const created = (id: string | null, customerUserErrors: unknown[] = []) => ({
  AddAddress: {customerAddressCreate: {customerAddress: id ? {id} : null, customerUserErrors}},
});

describe('changeLegacyAddress', () => {
  it('adds an address, and makes it the default when asked', async () => {
    const {storefront, calls} = fakeStorefront([], created('gid://shopify/MailingAddress/2?t=x'));
    const result = await changeLegacyAddress(storefront, 'token', {intent: 'create', input: INPUT, makeDefault: true}, 5);
    expect(result).toEqual({notFound: false, full: false, errors: []});
    expect(calls.map((c) => c.name)).toEqual(['AddAddress', 'UpdateCustomerDefaultAddress']);
    expect(calls[0]!.variables).toMatchObject({customerAccessToken: 'token', address: {city: 'Boston', province: 'MA'}});
    expect(calls[1]!.variables).toEqual({customerAccessToken: 'token', addressId: 'gid://shopify/MailingAddress/2?t=x'});
  });

  it('adds nothing to a full address book', async () => {
    const {storefront, calls} = fakeStorefront([OWN, '2', '3', '4', '5']);
    expect(await changeLegacyAddress(storefront, 'token', {intent: 'create', input: INPUT, makeDefault: false}, 5)).toEqual({
      notFound: false,
      full: true,
      errors: [],
    });
    expect(calls).toEqual([]);
  });

  it('passes on the platform’s user errors, and fails a save that returned no address', async () => {
    const error = {code: 'INVALID', field: ['address', 'zip'], message: 'Zip is invalid'};
    const invalid = fakeStorefront([], created(null, [error]));
    expect(await changeLegacyAddress(invalid.storefront, 't', {intent: 'create', input: INPUT, makeDefault: true}, 5)).toEqual({
      notFound: false,
      full: false,
      errors: [error],
    });
    expect(invalid.calls).toHaveLength(1);
    const silent = fakeStorefront([], created(null));
    expect(await changeLegacyAddress(silent.storefront, 't', {intent: 'create', input: INPUT, makeDefault: false}, 5)).toEqual({
      notFound: false,
      full: false,
      errors: [{message: ACCOUNT_ERRORS.addAddress}],
    });
  });

  it('tells a failed default after a save above the form, not at a field', async () => {
    const {storefront} = fakeStorefront([OWN], {
      UpdateAddress: {customerAddressUpdate: {customerAddress: {id: OWN}, customerUserErrors: []}},
      UpdateCustomerDefaultAddress: {
        customerDefaultAddressUpdate: {customerUserErrors: [{code: 'INVALID', field: ['addressId'], message: 'Not allowed'}]},
      },
    });
    const result = await changeLegacyAddress(
      storefront,
      't',
      {intent: 'update', addressId: 'gid://shopify/MailingAddress/1', input: INPUT, makeDefault: true},
      5,
    );
    expect(result).toEqual({notFound: false, full: false, errors: [{code: null, field: null, message: 'Not allowed'}]});
  });

  it('changes the customer’s own address by the id the page holds (without the token)', async () => {
    const {storefront, calls} = fakeStorefront([OWN], {
      DeleteAddress: {customerAddressDelete: {deletedCustomerAddressId: OWN, customerUserErrors: []}},
      UpdateCustomerDefaultAddress: {customerDefaultAddressUpdate: {customerUserErrors: []}},
    });
    expect(await changeLegacyAddress(storefront, 't', {intent: 'default', addressId: 'gid://shopify/MailingAddress/1'}, 5)).toEqual({
      notFound: false,
      full: false,
      errors: [],
    });
    expect(await changeLegacyAddress(storefront, 't', {intent: 'delete', addressId: 'gid://shopify/MailingAddress/1'}, 5)).toEqual({
      notFound: false,
      full: false,
      errors: [],
    });
    expect(calls.map((c) => c.variables)).toEqual([
      {customerAccessToken: 't', addressId: OWN},
      {customerAccessToken: 't', id: OWN},
    ]);
  });

  it('fails a delete that deleted nothing', async () => {
    const {storefront} = fakeStorefront([OWN], {
      DeleteAddress: {customerAddressDelete: {deletedCustomerAddressId: null, customerUserErrors: []}},
    });
    expect(await changeLegacyAddress(storefront, 't', {intent: 'delete', addressId: 'gid://shopify/MailingAddress/1'}, 5)).toEqual({
      notFound: false,
      full: false,
      errors: [{message: ACCOUNT_ERRORS.updateAddress}],
    });
  });

  it('is not found, changing nothing, for an id that is not the customer’s or that the platform does not know', async () => {
    const foreign = fakeStorefront([OWN]);
    for (const intent of ['delete', 'default'] as const) {
      expect(await changeLegacyAddress(foreign.storefront, 't', {intent, addressId: 'gid://shopify/MailingAddress/9'}, 5)).toEqual({
        notFound: true,
      });
    }
    expect(foreign.calls).toEqual([]);
    const gone = fakeStorefront([OWN], {
      UpdateAddress: {
        customerAddressUpdate: {
          customerAddress: null,
          customerUserErrors: [{code: 'NOT_FOUND', field: ['id'], message: 'Address not found'}],
        },
      },
    });
    const update = {intent: 'update', addressId: 'gid://shopify/MailingAddress/1', input: INPUT, makeDefault: false} as const;
    expect(await changeLegacyAddress(gone.storefront, 't', update, 5)).toEqual({notFound: true});
  });
});
