import type {PlatformContext} from '../../context.js';
import type {CustomerRow} from '../../store/customers.js';
import {connection, gid, type ConnectionArgs} from '../util.js';
import {addressView} from './address.js';
import {orderView} from './order.js';

export function customerAddressGid(addressId: number, accessToken: string | null): string {
  const query = `model_name=CustomerAddress${accessToken ? `&customer_access_token=${accessToken}` : ''}`;
  return gid('MailingAddress', addressId, query);
}

export function customerView(ctx: PlatformContext, c: CustomerRow, accessToken: string | null): Record<string, unknown> {
  const addresses = () => ctx.customers.addresses(c.id);
  const displayName = [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email;
  const self: Record<string, unknown> = {
    __typename: 'Customer',
    id: gid('Customer', c.id),
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    firstName: c.first_name,
    lastName: c.last_name,
    displayName,
    email: c.email,
    phone: c.phone,
    tags: JSON.parse(c.tags) as string[],
    acceptsMarketing: c.accepts_marketing === 1,
    lastIncompleteCheckout: null,
    numberOfOrders: () => String(ctx.orders.countForCustomer(c.id)),
    defaultAddress: () => {
      const a = c.default_address_id != null ? ctx.customers.address(c.default_address_id) : undefined;
      return a ? addressView(customerAddressGid(a.id, accessToken), a.doc) : null;
    },
    addresses: (args: ConnectionArgs) =>
      connection(
        addresses(),
        args,
        (a) => String(a.id),
        (a) => addressView(customerAddressGid(a.id, accessToken), a.doc),
      ),
    orders: (args: ConnectionArgs & {sortKey?: string | null; query?: string | null}) => {
      let list = ctx.orders.forCustomer(c.id);
      if (args.sortKey === 'TOTAL_PRICE') list = [...list].sort((a, b) => a.doc.total - b.doc.total || a.id - b.id);
      else if (args.sortKey === 'ID') list = [...list].sort((a, b) => a.id - b.id);
      return connection(
        list,
        args,
        (o) => String(o.id),
        (o) => orderView(ctx, o),
      );
    },
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
  return self;
}
