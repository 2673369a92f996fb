import {describe, expect, it, vi} from 'vitest';
import {parseShopConfig, shopConfig} from './env';

const env = (values: Partial<Env>) => values as Env;

describe('shop settings parsed from the bindings', () => {
  it('applies the defaults of an unset binding', () => {
    const config = parseShopConfig(env({}));
    expect(config).toMatchObject({
      storeOrigin: null,
      isRealShopify: false,
      backendTimeoutMs: 5000,
      maintenance: false,
      studentRegistration: false,
      storefrontPassword: undefined,
      testHooks: false,
      clientIpHeader: undefined,
      supportOrigin: null,
      edgeCache: {data: true, pages: true},
      content: {environment: 'master', host: 'https://cdn.contentful.com', origin: 'https://cdn.contentful.com'},
    });
  });

  it('reads flags, the timeout, origins and tokens as the shop uses them', () => {
    const config = parseShopConfig(
      env({
        PUBLIC_STORE_DOMAIN: 'http://localhost:3100',
        MAINTENANCE_MODE: ' Yes ',
        STUDENT_REGISTRATION_ENABLED: 'false',
        BACKEND_TIMEOUT_MS: '900000',
        CONTENT_API_HOST: 'http://localhost:3100/',
        CLIENT_IP_HEADER: ' CF-Connecting-IP ',
        SUBSCRIPTIONS_API_URL: 'https://subs.example.com/x',
        PAGE_CACHE_PURGE_TOKEN: '',
      }),
    );
    expect(config).toMatchObject({
      storeOrigin: 'http://localhost:3100',
      maintenance: true,
      studentRegistration: false,
      backendTimeoutMs: 5000,
      clientIpHeader: 'CF-Connecting-IP',
      supportOrigin: 'http://localhost:3100',
      subscriptions: {origin: 'https://subs.example.com'},
      tokens: {pageCachePurge: undefined},
      content: {origin: 'http://localhost:3100'},
    });
    expect(parseShopConfig(env({PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com'})).isRealShopify).toBe(true);
    expect(parseShopConfig(env({BACKEND_TIMEOUT_MS: '1500'})).backendTimeoutMs).toBe(1500);
  });

  it('parses each env object once', () => {
    const bindings = env({MAINTENANCE_MODE: 'on'});
    expect(shopConfig(bindings)).toBe(shopConfig(bindings));
    expect(shopConfig(env({MAINTENANCE_MODE: 'on'}))).not.toBe(shopConfig(bindings));
  });
});

describe('the customer accounts setting at start-up', () => {
  it('names a wrong or incomplete combination in the log once, when the settings are first read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bindings = env({CUSTOMER_ACCOUNTS: 'customer-account-api', PUBLIC_CUSTOMER_ACCOUNT_API_URL: 'https://shopify.com/1'});
    expect(shopConfig(bindings).customerAccounts.mode).toBe('legacy');
    shopConfig(bindings);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[config] customer accounts: CUSTOMER_ACCOUNTS=customer-account-api is incomplete (PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is missing); using legacy',
    ]);
    warn.mockRestore();
  });
});
