import {startPlatform} from '../../scripts/lib/platform-process';
import {CookieJar} from './cookie-jar';
import {TEST_PORTS} from './ports';
import {ROOT, envFor, startTestShop, tempDir} from './servers';
import {TEST_SECRETS} from './secrets';

/** The platform's one shop and client (platform/src/customer-accounts/oauth.ts). */
export const LOCAL_SHOP_ID = '1000000001';
export const LOCAL_CLIENT_ID = 'local-customer-account-client';

export interface CustomerAccountShop {
  shopUrl: string;
  platformUrl: string;
  close: () => Promise<void>;
}

/**
 * A second shop with only CUSTOMER_ACCOUNTS=customer-account-api set, on the spare ports, with its own
 * platform whose registered redirect URI is that shop's. `accessTokenSeconds` shortens the
 * access tokens (Hydrogen refreshes 2 minutes before expiry: 122 s leaves 2 s).
 */
export async function startCustomerAccountShop({accessTokenSeconds}: {accessTokenSeconds?: number} = {}): Promise<CustomerAccountShop> {
  const shopUrl = `http://localhost:${TEST_PORTS.spareShop}`;
  const before = process.env.PLATFORM_ACCESS_TOKEN_SECONDS;
  if (accessTokenSeconds) process.env.PLATFORM_ACCESS_TOKEN_SECONDS = String(accessTokenSeconds);
  const platform = await startPlatform({
    root: ROOT,
    port: TEST_PORTS.sparePlatform,
    dataDir: tempDir('platform-ca'),
    storefrontUrl: shopUrl,
    quiet: true,
    subscriptionsAuthKey: TEST_SECRETS.SUBSCRIPTIONS_AUTH_KEY,
  }).finally(() => {
    if (before === undefined) delete process.env.PLATFORM_ACCESS_TOKEN_SECONDS;
    else process.env.PLATFORM_ACCESS_TOKEN_SECONDS = before;
  });
  const shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    // Only the mode, as a newcomer sets it: the client id and the API URL default to the
    // platform's because the store is the local platform.
    envFor(platform.url, {CUSTOMER_ACCOUNTS: 'customer-account-api'}),
  );
  return {
    shopUrl: shop.url,
    platformUrl: platform.url,
    close: async () => {
      await shop.close();
      await platform.stop();
    },
  };
}

/** The newest sign-in code mailed to `email` by the platform at `platformUrl`. */
export async function mailedLoginCode(platformUrl: string, email: string): Promise<string> {
  const response = await fetch(`${platformUrl}/outbox.json?kind=login_code&to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as {messages: Array<{text: string}>};
  const code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code mailed to ${email}`);
  return code;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: {'Content-Type': 'application/x-www-form-urlencoded'},
  body: new URLSearchParams(fields),
});

/**
 * The hosted login over HTTP, as a browser would do it: the shop's login redirect, the
 * platform's e-mail and code steps, then the shop's callback. Returns the callback's answer.
 */
export async function hostedSignIn(jar: CookieJar, site: CustomerAccountShop, email: string, path = '/account/login') {
  let login = await jar.get(path, site.shopUrl);
  // Without a return path the shop first names one (the account home).
  const first = login.headers.get('location');
  if (first?.startsWith('/account/login?')) login = await jar.get(first, site.shopUrl);
  const authorize = login.headers.get('location');
  if (login.status !== 302 || !authorize?.startsWith(`${site.platformUrl}/customer-accounts/`))
    throw new Error(`the login did not redirect to the platform: ${login.status} ${authorize}`);
  const codePage = await fetch(authorize, form({step: 'email', email}));
  const loginId = /name="login" value="([^"]+)"/.exec(await codePage.text())?.[1];
  if (!loginId) throw new Error('no code page');
  const back = await fetch(authorize, form({step: 'code', login: loginId, code: await mailedLoginCode(site.platformUrl, email)}));
  const callback = new URL(back.headers.get('location') ?? '');
  return {authorize: new URL(authorize), callback, response: await jar.get(`${callback.pathname}${callback.search}`, site.shopUrl)};
}
