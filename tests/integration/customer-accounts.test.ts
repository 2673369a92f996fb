import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {verifyOgAuth} from '../../app/features/account/og-auth';
import {CookieJar} from '../support/cookie-jar';
import {TEST_SECRETS} from '../support/secrets';
import {hostedSignIn, startCustomerAccountShop, type CustomerAccountShop} from '../support/customer-accounts';

let site: CustomerAccountShop;
beforeAll(async () => {
  site = await startCustomerAccountShop({accessTokenSeconds: 122});
});
afterAll(() => site?.close());

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('new customer accounts (CUSTOMER_ACCOUNTS=customer-account-api) against the local platform', () => {
  it('a guest on an account page goes to the hosted login with PKCE, state and nonce, and lands back on that page', async () => {
    const jar = new CookieJar();
    const guarded = await jar.get('/account/address-book', site.shopUrl);
    expect(guarded.status).toBe(302);
    const loginPath = guarded.headers.get('location')!;
    expect(loginPath).toBe('/account/login?redirect=%2Faccount%2Faddress-book');

    const email = unique('ca-login');
    const {authorize, callback, response} = await hostedSignIn(jar, site, email, loginPath);
    expect(authorize.pathname).toBe('/customer-accounts/authentication/1000000001/oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'local-customer-account-client',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${site.shopUrl.replace('http:', 'https:')}/account/authorize`,
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(name)).toBeTruthy();
    expect(callback.origin).toBe(site.shopUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/address-book');

    const page = await jar.get('/account/address-book', site.shopUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(email);
    // Tokens stay server-side: never in the HTML or the page data.
    expect(html).not.toMatch(/shca?t_|shcrt_|eyJhbGciOi/);
    const data = await jar.get('/account/address-book.data', site.shopUrl);
    expect(await data.text()).not.toMatch(/shca?t_|shcrt_|eyJhbGciOi/);
  });

  it('a callback whose state is not this browser’s is refused (400) and signs nobody in', async () => {
    const jar = new CookieJar();
    await jar.get('/account/login', site.shopUrl);
    const res = await jar.get('/account/authorize?code=abc&state=not-the-one', site.shopUrl);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sign-in could not be completed');
    expect((await jar.get('/account', site.shopUrl)).status).toBe(302);
  });

  it('profile and address book write through the Customer Account API with the same validation rules', async () => {
    const jar = new CookieJar();
    await hostedSignIn(jar, site, unique('ca-profile'));
    const saved = await jar.post('/account/contact-information/profile', {firstName: 'Dana', lastName: 'Demo'}, site.shopUrl);
    expect(saved.status).toBe(302);
    expect(await (await jar.get('/account/contact-information', site.shopUrl)).text()).toContain('Dana Demo');

    const address = {
      intent: 'create',
      firstName: 'Dana',
      lastName: 'Demo',
      address1: '1 Main St',
      city: 'Brooklyn',
      province: 'NY',
      country: 'United States',
      zip: '11201',
      phone: '(555) 123-4567',
    };
    for (let i = 0; i < 5; i++)
      expect((await jar.post('/account/address-book', {...address, address1: `${i} Main St`}, site.shopUrl)).status).toBe(302);
    const sixth = await jar.post('/account/address-book', address, site.shopUrl);
    expect(sixth.status).toBe(400);
    expect(await sixth.text()).toContain('Your address book holds up to 5 addresses');
    const book = await (await jar.get('/account/address-book', site.shopUrl)).text();
    // The phone was normalised before it was sent.
    expect(book).toContain('+15551234567');
    // Another customer's (or an unknown) address: 404, nothing changes.
    const foreign = await jar.post(
      '/account/address-book',
      {intent: 'delete', addressId: 'gid://shopify/MailingAddress/999999'},
      site.shopUrl,
    );
    expect(foreign.status).toBe(404);
  });

  it('an access token about to expire is refreshed, and the refreshed session keeps working', async () => {
    const jar = new CookieJar();
    await hostedSignIn(jar, site, unique('ca-refresh'));
    const before = jar.cookies.get('session');
    await new Promise((r) => setTimeout(r, 2200));
    expect((await jar.get('/account', site.shopUrl)).status).toBe(200);
    // The session now holds the new (rotated) tokens, which work after the next expiry too.
    expect(jar.cookies.get('session')).not.toBe(before);
    await new Promise((r) => setTimeout(r, 2200));
    expect((await jar.get('/account', site.shopUrl)).status).toBe(200);
  });

  it('a refresh the provider refuses (the session ended there) signs the shopper out cleanly', async () => {
    const jar = new CookieJar();
    await hostedSignIn(jar, site, unique('ca-refresh-out'));
    const other = new CookieJar();
    for (const [k, v] of jar.cookies) other.cookies.set(k, v);
    // Signed out in one tab: the provider ends the session and its refresh token.
    const out = await jar.post('/account/logout', {}, site.shopUrl);
    await fetch(out.headers.get('location')!, {redirect: 'manual'});
    await new Promise((r) => setTimeout(r, 2200));
    // The other tab's expired access token cannot be refreshed: a guest, sent to sign in, session keys gone.
    const page = await other.get('/account', site.shopUrl);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/account\/login/);
    expect((await other.get('/account', site.shopUrl)).status).toBe(302);
  });

  it('an order shows its discounts, as with legacy accounts (code, amount off, line savings)', async () => {
    const jar = new CookieJar();
    // The seeded customer whose second oldest order used WELCOME10.
    await hostedSignIn(jar, site, 'demo@oralcare.test');
    const list = await (await jar.get('/account/my-orders', site.shopUrl)).text();
    const numbers = [...list.matchAll(/href="\/account\/my-orders\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(numbers).toHaveLength(5);
    const detail = await jar.get(`/account/my-orders/${numbers[3]}`, site.shopUrl);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('data-testid="order-details"');
    expect(html).toMatch(/WELCOME10 \(10% off\)/);
  });

  it("og_auth carries the signed-in customer's id, a different one per customer", async () => {
    const ids: Array<string | null> = [];
    for (const prefix of ['ca-og-a', 'ca-og-b']) {
      const jar = new CookieJar();
      await hostedSignIn(jar, site, unique(prefix));
      expect((await jar.get('/account/manage-subscriptions', site.shopUrl)).status).toBe(200);
      const cookie = jar.cookies.get('og_auth');
      expect(cookie).toBeTruthy();
      ids.push(await verifyOgAuth(decodeURIComponent(cookie!), TEST_SECRETS.SUBSCRIPTIONS_AUTH_KEY));
    }
    expect(ids[0]).toMatch(/^\d+$/);
    expect(ids[1]).toMatch(/^\d+$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sign-out ends the session at the provider and returns to the home page', async () => {
    const jar = new CookieJar();
    await hostedSignIn(jar, site, unique('ca-logout'));
    const out = await jar.post('/account/logout', {}, site.shopUrl);
    expect(out.status).toBe(302);
    const provider = new URL(out.headers.get('location')!);
    expect(`${provider.origin}${provider.pathname}`).toBe(`${site.platformUrl}/customer-accounts/authentication/1000000001/logout`);
    expect(provider.searchParams.get('id_token_hint')).toBeTruthy();
    const home = await fetch(provider, {redirect: 'manual'});
    expect(home.headers.get('location')).toBe(`${site.shopUrl}/`);
    expect((await jar.get('/account', site.shopUrl)).status).toBe(302);
  });

  it('register, activate and reset go to the hosted login; the student page says the flag cannot be set', async () => {
    for (const path of ['/account/create-account', '/account/activate', '/account/reset-password']) {
      const res = await fetch(`${site.shopUrl}${path}`, {redirect: 'manual'});
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 302, '/account/login']);
    }
    const student = await fetch(`${site.shopUrl}/account/create-account/student`);
    expect(await student.text()).toContain('Student status cannot be added during sign-in');
  });
});
