import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type PlatformProcess} from '../../scripts/lib/platform-process';
import {CookieJar} from '../support/cookie-jar';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID, hostedSignIn, type CustomerAccountShop} from '../support/customer-accounts';
import {startFaultProxy, type FaultProxy} from '../support/fault-proxy';
import {TEST_PORTS} from '../support/ports';
import {ROOT, envFor, startTestShop, tempDir} from '../support/servers';

/**
 * New customer accounts with the provider behind the fault proxy: its Customer Account API and
 * token endpoint get the shop's backend timeout (1 s here) and the outage page, as Storefront
 * calls do, and a refresh that fails because the provider is down keeps the session.
 * Access tokens live 122 s, which Hydrogen counts as expired 2 s after sign-in.
 */
const TIMEOUT_MS = 1000;
let platform: PlatformProcess;
let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;
let site: CustomerAccountShop;

beforeAll(async () => {
  const shopUrl = `http://localhost:${TEST_PORTS.spareShop}`;
  process.env.PLATFORM_ACCESS_TOKEN_SECONDS = '122';
  try {
    platform = await startPlatform({
      root: ROOT,
      port: TEST_PORTS.sparePlatform,
      dataDir: tempDir('platform-ca-faults'),
      storefrontUrl: shopUrl,
      quiet: true,
    });
  } finally {
    delete process.env.PLATFORM_ACCESS_TOKEN_SECONDS;
  }
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platform.url);
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(platform.url, {
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: LOCAL_CLIENT_ID,
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${proxy.url}/customer-accounts/${LOCAL_SHOP_ID}`,
      BACKEND_TIMEOUT_MS: String(TIMEOUT_MS),
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
const TOKEN_EXPIRED = () => new Promise((r) => setTimeout(r, 2200));

async function expectOutagePage(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  const html = await response.text();
  expect(html).toContain('data-testid="unavailable-page"');
  expect(html).toContain('Try again');
  expect(html).not.toMatch(/at \S+ \(|TypeError/);
}

describe('Customer Account API calls and the shop backend timeout', () => {
  it('a Customer Account API call that hangs is the 503 page within the timeout; the session stays', async () => {
    const jar = new CookieJar();
    await hostedSignIn(jar, site, unique('ca-hang'));
    expect((await jar.get('/account', shop.url)).status).toBe(200);
    proxy.set({fault: 'hang', targets: ['graphql']});
    try {
      const started = Date.now();
      const page = await jar.get('/account', shop.url);
      // One attempt for a timed-out read (the time budget is spent), whatever the machine's load adds.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
      await expectOutagePage(page);
    } finally {
      proxy.set();
    }
    expect((await jar.get('/account', shop.url)).status).toBe(200);
  });

  it.each(['503', 'hang'] as const)(
    'a token refresh the provider cannot answer (%s) keeps the session: the 503 page, then the account',
    async (fault) => {
      const jar = new CookieJar();
      await hostedSignIn(jar, site, unique(`ca-refresh-${fault}`));
      await TOKEN_EXPIRED();
      // The token endpoint is neither GraphQL nor content: the proxy's `other` target.
      proxy.set({fault, targets: ['other']});
      const session = jar.cookies.get('session');
      try {
        const page = await jar.get('/account', shop.url);
        await expectOutagePage(page);
        // Not signed out: the session cookie is neither cleared nor rewritten.
        expect(jar.cookies.get('session')).toBe(session);
      } finally {
        proxy.set();
      }
      // The retry, with the provider back: refreshed, still signed in.
      const retried = await jar.get('/account', shop.url);
      expect(retried.status).toBe(200);
      expect(await retried.text()).toContain('data-testid="account');
    },
  );
});
