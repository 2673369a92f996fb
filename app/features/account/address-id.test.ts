import {describe, expect, it} from 'vitest';
import {publicAddressId, resolveAddressId, withPublicAddressIds} from './address-id';

const TOKEN = '0123456789abcdef0123456789abcdef';
const full = (n: number, token = TOKEN) => `gid://shopify/MailingAddress/${n}?model_name=CustomerAddress&customer_access_token=${token}`;

describe('address ids without the access token', () => {
  it('drops the query, keeping the id', () => {
    expect(publicAddressId(full(7))).toBe('gid://shopify/MailingAddress/7');
    expect(publicAddressId('gid://shopify/MailingAddress/7')).toBe('gid://shopify/MailingAddress/7');
  });
  it("maps a public id back only to one of the customer's own addresses", () => {
    const own = [full(7), full(8)];
    expect(resolveAddressId('gid://shopify/MailingAddress/8', own)).toBe(full(8));
    expect(resolveAddressId(full(8, 'someone-elses-token'), own)).toBe(full(8));
    expect(resolveAddressId('gid://shopify/MailingAddress/9', own)).toBeNull();
    expect(resolveAddressId('gid://shopify/MailingAddress/70', own)).toBeNull();
    expect(resolveAddressId('', own)).toBeNull();
  });
  it('gives the page a customer whose address ids hold no token', () => {
    const customer = {
      email: 'a@example.com',
      defaultAddress: {id: full(7), city: 'Boston'},
      addresses: {nodes: [{id: full(7)}, {id: full(8)}]},
    };
    const shown = withPublicAddressIds(customer);
    expect(JSON.stringify(shown)).not.toContain(TOKEN);
    expect(shown.defaultAddress).toEqual({id: 'gid://shopify/MailingAddress/7', city: 'Boston'});
    expect(shown.addresses.nodes.map((a) => a.id)).toEqual(['gid://shopify/MailingAddress/7', 'gid://shopify/MailingAddress/8']);
    expect(withPublicAddressIds({defaultAddress: null, addresses: {nodes: []}})).toEqual({defaultAddress: null, addresses: {nodes: []}});
  });
});
