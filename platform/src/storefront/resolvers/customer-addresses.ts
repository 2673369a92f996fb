import type {PlatformContext} from '../../context.js';
import {buildAddress, type AddressInput} from '../customer/address-input.js';
import {cue, tokenInvalid, withErrors} from '../customer/checks.js';
import {numericGid} from '../util.js';
import {addressView} from '../views/address.js';
import {customerAddressGid, customerView} from '../views/customer.js';

export function customerAddressMutations(ctx: PlatformContext) {
  const tx = <T>(fn: () => T): T => ctx.db.transaction(fn)();
  const ownAddress = (customerId: number, id: string) => {
    const addressId = numericGid(id, 'MailingAddress');
    const address = addressId != null ? ctx.customers.address(addressId) : undefined;
    return address && address.customer_id === customerId ? address : undefined;
  };
  const notFound = (field: string[]) => [cue('NOT_FOUND', field, 'Address does not exist')];

  return {
    customerAddressCreate: (args: {address: AddressInput; customerAccessToken: string}) =>
      tx(() => {
        const customer = ctx.customers.customerForToken(args.customerAccessToken);
        if (!customer) return withErrors({customerAddress: null}, tokenInvalid());
        const {doc, errors} = buildAddress(args.address);
        if (errors.length) return withErrors({customerAddress: null}, errors);
        const id = ctx.customers.createAddress(customer.id, doc);
        return withErrors({customerAddress: addressView(customerAddressGid(id, args.customerAccessToken), doc)}, []);
      }),

    customerAddressUpdate: (args: {address: AddressInput; customerAccessToken: string; id: string}) =>
      tx(() => {
        const customer = ctx.customers.customerForToken(args.customerAccessToken);
        if (!customer) return withErrors({customerAddress: null}, tokenInvalid());
        const existing = ownAddress(customer.id, args.id);
        if (!existing) return withErrors({customerAddress: null}, notFound(['id']));
        const {doc, errors} = buildAddress(args.address, existing.doc);
        if (errors.length) return withErrors({customerAddress: null}, errors);
        ctx.customers.updateAddress(existing.id, doc);
        return withErrors({customerAddress: addressView(customerAddressGid(existing.id, args.customerAccessToken), doc)}, []);
      }),

    customerAddressDelete: (args: {customerAccessToken: string; id: string}) =>
      tx(() => {
        const customer = ctx.customers.customerForToken(args.customerAccessToken);
        if (!customer) return withErrors({deletedCustomerAddressId: null}, tokenInvalid());
        const existing = ownAddress(customer.id, args.id);
        if (!existing) return withErrors({deletedCustomerAddressId: null}, notFound(['id']));
        ctx.customers.deleteAddress(customer.id, existing.id);
        return withErrors({deletedCustomerAddressId: args.id}, []);
      }),

    customerDefaultAddressUpdate: (args: {addressId: string; customerAccessToken: string}) =>
      tx(() => {
        const customer = ctx.customers.customerForToken(args.customerAccessToken);
        if (!customer) return withErrors({customer: null}, tokenInvalid());
        const existing = ownAddress(customer.id, args.addressId);
        if (!existing) return withErrors({customer: null}, notFound(['addressId']));
        ctx.customers.update(customer.id, {default_address_id: existing.id});
        return withErrors({customer: customerView(ctx, ctx.customers.byId(customer.id)!, args.customerAccessToken)}, []);
      }),
  };
}
