import {describe, expect, it, vi} from 'vitest';
import {SETTING_CHECKS, parseShopConfig, settingProblems, shopConfig} from './env.server';

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

  it('points the contact form and subscriptions at the local platform only when the store is one, and off for a real store', () => {
    const local = parseShopConfig(env({PUBLIC_STORE_DOMAIN: 'http://localhost:3100', SUBSCRIPTIONS_AUTH_KEY: 'key'}));
    expect(local).toMatchObject({contactOrigin: 'http://localhost:3100', subscriptions: {enabled: true, origin: 'http://localhost:3100'}});
    const real = parseShopConfig(env({PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com', SUBSCRIPTIONS_AUTH_KEY: 'key'}));
    expect(real).toMatchObject({contactOrigin: null, subscriptions: {enabled: false, origin: null}});
    const configured = parseShopConfig(
      env({
        PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com',
        CONTACT_API_URL: 'https://mail.example.com/x',
        SUBSCRIPTIONS_API_URL: 'https://subs.example.com',
      }),
    );
    // Without the key the service cannot be signed in to: off.
    expect(configured).toMatchObject({contactOrigin: 'https://mail.example.com', subscriptions: {enabled: false}});
  });

  it('hands consent to Shopify on the checkout domain: PUBLIC_CHECKOUT_DOMAIN, else the myshopify host; the platform stands in locally', () => {
    expect(parseShopConfig(env({PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com'}))).toMatchObject({
      checkoutDomain: 'oral-care.myshopify.com',
      customerPrivacyStandIn: null,
    });
    expect(
      parseShopConfig(env({PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com', PUBLIC_CHECKOUT_DOMAIN: 'checkout.oral-care.example'})),
    ).toMatchObject({checkoutDomain: 'checkout.oral-care.example'});
    expect(parseShopConfig(env({PUBLIC_STORE_DOMAIN: 'http://localhost:3100'}))).toMatchObject({
      checkoutDomain: '',
      customerPrivacyStandIn: {
        scriptUrl: 'http://localhost:3100/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js',
        checkoutRootDomain: 'localhost:3100',
      },
    });
  });
});

describe('settings checks', () => {
  const complete = {
    PUBLIC_STORE_DOMAIN: 'oral-care.myshopify.com',
    PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
    SESSION_SECRET: 'a-session-secret',
    CONTENT_SPACE_ID: 'space',
    CONTENT_DELIVERY_TOKEN: 'delivery',
  };

  it('names each required setting that is missing, and nothing for a complete set', () => {
    expect(settingProblems(env(complete))).toEqual([]);
    for (const name of Object.keys(complete)) {
      expect(settingProblems(env({...complete, [name]: ''}))).toEqual([`${name} (missing)`]);
      expect(settingProblems(env({...complete, [name]: '  '}))).toEqual([`${name} (missing)`]);
    }
  });

  it('names an optional setting only when set to something unusable, never with its value', () => {
    const problems = settingProblems(
      env({
        ...complete,
        CONTENT_API_HOST: 'cdn.contentful.com',
        BACKEND_TIMEOUT_MS: 'soon',
        MAINTENANCE_BYPASS_SECRET: 'short',
        ERROR_REPORTING_DSN: 'https://sentry.example.com',
        CONTACT_API_URL: 'https://mail.example.com',
      }),
    );
    expect(problems).toEqual([
      'CONTENT_API_HOST (not an http(s) URL)',
      'BACKEND_TIMEOUT_MS (not a positive number of ms)',
      'MAINTENANCE_BYPASS_SECRET (shorter than 32 characters)',
      'ERROR_REPORTING_DSN (not a DSN (https://key@host/project))',
    ]);
    expect(problems.join(' ')).not.toMatch(/soon|short\b|sentry\.example/);
    expect(settingProblems(env({...complete, ERROR_REPORTING_DSN: 'https://abc123@o1.ingest.sentry.io/42'}))).toEqual([]);
  });

  it('is a table another setting joins with one line', () => {
    expect(settingProblems(env(complete), {...SETTING_CHECKS, NEW_SETTING: (value) => (value ? null : 'missing')})).toEqual([
      'NEW_SETTING (missing)',
    ]);
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
