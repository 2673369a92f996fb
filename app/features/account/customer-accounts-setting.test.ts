import {describe, expect, it} from 'vitest';
import {parseCustomerAccounts} from './customer-accounts-setting';

describe('the customer accounts setting', () => {
  it('is legacy by default, with nothing to report', () => {
    expect(parseCustomerAccounts({})).toMatchObject({mode: 'legacy', problems: []});
    expect(parseCustomerAccounts({CUSTOMER_ACCOUNTS: ' Legacy '})).toMatchObject({mode: 'legacy', problems: []});
  });

  it("takes a real store's Customer Account API URL: Shopify stays the provider", () => {
    const setting = parseCustomerAccounts({
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'c0ffee',
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/68829970454',
    });
    expect(setting).toEqual({
      mode: 'customer-account-api',
      clientId: 'c0ffee',
      shopId: '68829970454',
      providerBase: 'https://shopify.com',
      problems: [],
    });
  });

  it("takes Hydrogen's SHOP_ID alone as Shopify's URL for that shop", () => {
    const setting = parseCustomerAccounts({
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'c',
      SHOP_ID: '42',
    });
    expect(setting).toMatchObject({mode: 'customer-account-api', shopId: '42', providerBase: 'https://shopify.com'});
  });

  it('with the store on the local platform, CUSTOMER_ACCOUNTS=customer-account-api alone signs in at the platform', () => {
    expect(parseCustomerAccounts({CUSTOMER_ACCOUNTS: 'customer-account-api', PUBLIC_STORE_DOMAIN: 'http://localhost:4801'})).toEqual({
      mode: 'customer-account-api',
      clientId: 'local-customer-account-client',
      shopId: '1000000001',
      providerBase: 'http://localhost:4801/customer-accounts',
      problems: [],
    });
    // Legacy stays quiet: the defaults are no variables the operator set.
    expect(parseCustomerAccounts({PUBLIC_STORE_DOMAIN: 'http://localhost:3100'})).toMatchObject({mode: 'legacy', problems: []});
    // A real store has no such default: the missing values are named.
    expect(
      parseCustomerAccounts({CUSTOMER_ACCOUNTS: 'customer-account-api', PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com'}),
    ).toMatchObject({
      mode: 'legacy',
      problems: [
        'CUSTOMER_ACCOUNTS=customer-account-api is incomplete (PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing; PUBLIC_CUSTOMER_ACCOUNT_API_URL (or SHOP_ID) is missing); using legacy',
      ],
    });
  });

  it("takes the local platform's URL: its prefix becomes the provider base", () => {
    const setting = parseCustomerAccounts({
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'local-customer-account-client',
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'http://localhost:3100/customer-accounts/1000000001/',
    });
    expect(setting).toMatchObject({
      mode: 'customer-account-api',
      shopId: '1000000001',
      providerBase: 'http://localhost:3100/customer-accounts',
    });
  });

  it('names a wrong or incomplete combination and keeps legacy accounts', () => {
    const missing = parseCustomerAccounts({CUSTOMER_ACCOUNTS: 'customer-account-api'});
    expect(missing.mode).toBe('legacy');
    expect(missing.problems[0]).toContain('PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing');
    expect(missing.problems[0]).toContain('PUBLIC_CUSTOMER_ACCOUNT_API_URL (or SHOP_ID) is missing');
    const badUrl = parseCustomerAccounts({
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'x',
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/account/abc',
    });
    expect(badUrl.problems[0]).toContain('is not https://shopify.com/<shop id>');
    const otherShop = parseCustomerAccounts({
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'x',
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/1',
      SHOP_ID: '2',
    });
    expect(otherShop.problems[0]).toContain('SHOP_ID 2 is not the shop id 1');
    expect(parseCustomerAccounts({CUSTOMER_ACCOUNTS: 'new'}).problems).toEqual([
      'CUSTOMER_ACCOUNTS="new" is neither legacy nor customer-account-api; using legacy',
    ]);
    expect(parseCustomerAccounts({PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'x'}).problems[0]).toContain(
      'set but CUSTOMER_ACCOUNTS is legacy',
    );
  });
});
