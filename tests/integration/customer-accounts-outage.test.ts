import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CookieJar} from '../support/cookie-jar';
import {LOCAL_CLIENT_ID, LOCAL_SHOP_ID} from '../support/customer-accounts';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';

// New customer accounts whose provider cannot be reached (nothing listens there); the Storefront API is up.
const DEAD = `http://localhost:${TEST_PORTS.deadPlatform}`;
let shop: Awaited<ReturnType<typeof startTestShop>>;
beforeAll(async () => {
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(platformUrl(), {
      CUSTOMER_ACCOUNTS: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: LOCAL_CLIENT_ID,
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: `${DEAD}/customer-accounts/${LOCAL_SHOP_ID}`,
    }),
  );
});
afterAll(() => shop?.close());

describe('new customer accounts with the provider down', () => {
  it('the sign-in callback answers the 503 page (not a refusal, never a stack trace)', async () => {
    const jar = new CookieJar();
    const login = await jar.get('/account/login?redirect=%2Faccount', shop.url);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.origin).toBe(DEAD);
    const state = authorize.searchParams.get('state')!;
    const callback = await jar.get(`/account/authorize?code=abc&state=${encodeURIComponent(state)}`, shop.url);
    expect(callback.status).toBe(503);
    expect(callback.headers.get('retry-after')).toBeTruthy();
    const html = await callback.text();
    expect(html).not.toContain('Sign-in could not be completed');
    expect(html).not.toMatch(/at \S+ \(|TypeError/);
  });
});
