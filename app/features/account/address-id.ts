/**
 * Address ids without the customer's access token. The
 * Storefront API names a customer's address
 * `gid://shopify/MailingAddress/<n>?model_name=CustomerAddress&customer_access_token=<token>`;
 * sent to the page, that would put the HttpOnly token into the HTML and the
 * page data. Pages only see the id without its query; an action maps it back
 * to the full id among the signed-in customer's own addresses, server-side.
 */
export function publicAddressId(id: string): string {
  const query = id.indexOf('?');
  return query === -1 ? id : id.slice(0, query);
}

/** The full Storefront API id of one of the customer's own addresses, or null (unknown or another customer's). */
export function resolveAddressId(publicId: string, ownIds: readonly string[]): string | null {
  const wanted = publicAddressId(publicId.trim());
  if (!wanted) return null;
  return ownIds.find((id) => publicAddressId(id) === wanted) ?? null;
}

/** A customer as the pages get it: every address id without its query. */
export function withPublicAddressIds<C extends {defaultAddress?: {id: string} | null; addresses: {nodes: Array<{id: string}>}}>(
  customer: C,
): C {
  return {
    ...customer,
    defaultAddress: customer.defaultAddress
      ? {...customer.defaultAddress, id: publicAddressId(customer.defaultAddress.id)}
      : customer.defaultAddress,
    addresses: {...customer.addresses, nodes: customer.addresses.nodes.map((address) => ({...address, id: publicAddressId(address.id)}))},
  };
}
