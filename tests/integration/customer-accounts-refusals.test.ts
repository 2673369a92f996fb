import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type PlatformProcess} from '../../scripts/lib/platform-process';
import {CookieJar} from '../support/cookie-jar';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID, hostedSignIn, type CustomerAccountShop} from '../support/customer-accounts';
import {startFaultProxy, type Fault, type FaultProxy} from '../support/fault-proxy';
import {TEST_PORTS} from '../support/ports';
import {ROOT, envFor, startTestShop, tempDir} from '../support/servers';

/**
 * New customer accounts with the Customer Account API behind the fault proxy: a refusal by the
 * API that is not an outage (a 4xx other than throttling and an expired token, or a GraphQL
 * error) is said at the profile and address-book forms with status 400, as with legacy
 * accounts; an outage keeps the 503 page.
 */
let platform: PlatformProcess;
let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;
let site: CustomerAccountShop;

beforeAll(async () => {
  const shopUrl = `http://localhost:${TEST_PORTS.spareShop}`;
  platform = await startPlatform({
    root: ROOT,
    port: TEST_PORTS.sparePlatform,
    dataDir: tempDir('platform-ca-refusals'),
    storefrontUrl: shopUrl,
    quiet: true,
  });
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platform.url);
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(platform.url, {
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: LOCAL_CLIENT_ID,
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${proxy.url}/customer-accounts/${LOCAL_SHOP_ID}`,
    }),
  );
  site = {shopUrl: shop.url, platformUrl: proxy.url, close: async () => {}};
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
  await platform?.stop();
});

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const formError = (html: string) => /data-testid="form-error">([^<]*)</.exec(html)?.[1] ?? null;

async function signedIn(prefix: string) {
  const jar = new CookieJar();
  await hostedSignIn(jar, site, unique(prefix));
  return jar;
}

/** Posts `fields` while the API answers `fault` to `operation`; the page the shopper gets. */
async function refused(jar: CookieJar, path: string, fields: Record<string, string>, operation: string, fault: Fault) {
  const mark = proxy.mark();
  proxy.set({fault, operation, targets: ['graphql']});
  try {
    const response = await jar.post(path, fields, shop.url);
    const html = await response.text();
    // The API saw the call once (a write is never retried).
    expect(proxy.count(operation, mark), `${operation} calls`).toBe(1);
    return {status: response.status, html, message: formError(html)};
  } finally {
    proxy.clear();
  }
}

function expectAtForm(page: {status: number; html: string; message: string | null}, message: string) {
  expect(page.status).toBe(400);
  expect(page.message).toBe(message);
  expect(page.html).not.toContain('data-testid="unavailable-page"');
  expect(page.html).not.toContain('data-testid="error-page"');
}

const ADDRESS = {
  intent: 'create',
  firstName: 'Dana',
  lastName: 'Demo',
  address1: '1 Main St',
  city: 'Brooklyn',
  province: 'NY',
  country: 'United States',
  zip: '11201',
  phone: '',
};

describe('a Customer Account API refusal at the form', () => {
  it.each(['403', '400'] as const)('profile save refused (%s): the message, the typed name, 400; still signed in', async (fault) => {
    const jar = await signedIn(`ca-refused-profile-${fault}`);
    const page = await refused(
      jar,
      '/account/contact-information/profile',
      {firstName: 'Grace', lastName: 'Hopper'},
      'CustomerAccountCustomerUpdate',
      fault,
    );
    expectAtForm(page, `Injected fault: HTTP ${fault}`);
    expect(page.html).toContain('value="Grace"');
    expect(page.html).toContain('value="Hopper"');
    expect((await jar.get('/account', shop.url)).status).toBe(200);
  });

  it('address add refused: the message at the add form, 400, nothing added', async () => {
    const jar = await signedIn('ca-refused-address');
    const page = await refused(jar, '/account/address-book', ADDRESS, 'CustomerAccountAddressCreate', '403');
    expectAtForm(page, 'Injected fault: HTTP 403');
    expect(page.html).toContain('Add an address');
    const book = await (await jar.get('/account/address-book', shop.url)).text();
    expect(book).not.toContain('data-testid="address-item"');
  });

  it("a GraphQL error with no message in a 200 answer: the form's fallback text, nothing saved", async () => {
    const jar = await signedIn('ca-graphql-error');
    const profile = await refused(
      jar,
      '/account/contact-information/profile',
      {firstName: 'Grace', lastName: 'Hopper'},
      'CustomerAccountCustomerUpdate',
      'empty-error',
    );
    expectAtForm(profile, 'Error Updating customer');
    const add = await refused(jar, '/account/address-book', ADDRESS, 'CustomerAccountAddressCreate', 'empty-error');
    expectAtForm(add, 'Error Adding Address');
  });

  it('a 503 from the API is still the outage page, not a message at the form', async () => {
    const jar = await signedIn('ca-outage-profile');
    const page = await refused(
      jar,
      '/account/contact-information/profile',
      {firstName: 'Grace', lastName: 'Hopper'},
      'CustomerAccountCustomerUpdate',
      '503',
    );
    expect(page.status).toBe(503);
    expect(page.html).toContain('data-testid="unavailable-page"');
    expect(page.message).toBeNull();
  });
});
