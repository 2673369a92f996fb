import {describe, expect, it} from 'vitest';
import {createCookie} from '@shopify/remix-oxygen';
import {getPage, storefrontApi} from '../support/http';
import {CookieJar, createCustomer, signInJar, uniqueEmail} from '../support/account';
import {TEST_SECRETS} from '../support/secrets';

const SECRET = TEST_SECRETS.SESSION_SECRET;

/** A customerAccessToken cookie signed like the shop signs it. */
async function forgedTokenCookie(accessToken: string, expiresAt: string) {
  const cookie = createCookie('customerAccessToken', {secrets: [SECRET], path: '/'});
  return (await cookie.serialize({accessToken, expiresAt})).split(';')[0]!;
}

describe('account guards', () => {
  it('sends a guest to login, keeping the page to return to, with no-store', async () => {
    const home = await getPage('/account');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/account/login');
    const orders = await getPage('/account/my-orders');
    expect(orders.headers.get('location')).toBe('/account/login?redirect=%2Faccount%2Fmy-orders');
    const login = await getPage('/account/login');
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const unknown = await getPage('/account/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
  });

  it('returns to the page after login, only to same-origin paths', async () => {
    const email = uniqueEmail('guard');
    await createCustomer(email);
    const jar = new CookieJar();
    const ok = await jar.post('/account/login?redirect=%2Faccount%2Fmy-orders', {
      email,
      password: 'secret-123',
      redirect: '/account/my-orders',
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/account/my-orders');
    const evil = await new CookieJar().post('/account/login', {email, password: 'secret-123', redirect: '//evil.example/x'});
    expect(evil.headers.get('location')).toBe('/account');
  });

  it('sends a signed-in customer from guest pages to /account and serves account pages no-store', async () => {
    const email = uniqueEmail('signedin');
    await createCustomer(email);
    const jar = await signInJar(email);
    for (const path of ['/account/login', '/account/create-account', '/account/reset-password', '/account/activate']) {
      const response = await jar.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/account');
    }
    const home = await jar.get('/account');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(await home.text()).toContain('Hi, Test!');
  });

  it('stores the token in a signed HttpOnly cookie whose Max-Age ends at the token expiry', async () => {
    const email = uniqueEmail('cookie');
    await createCustomer(email);
    const jar = await signInJar(email);
    const header = jar.last.get('customerAccessToken')!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(header)?.[1]);
    // The platform's tokens live 30 days (Shopify's default).
    expect(maxAge).toBeGreaterThan(29 * 86400);
    expect(maxAge).toBeLessThanOrEqual(30 * 86400);
    expect(jar.cookies.get('customerAccessToken')).not.toContain(jar.cookies.get('session') ?? '#');
  });

  it('signs out an expired token cleanly on the next request', async () => {
    const email = uniqueEmail('expired');
    const token = await createCustomer(email);
    const cookie = await forgedTokenCookie(token, new Date(Date.now() - 1000).toISOString());
    const response = await getPage('/account', {headers: {Cookie: cookie}});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/login');
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('customerAccessToken='));
    expect(cleared).toMatch(/Max-Age=0/i);
  });

  it('signs out when the account refresh finds no customer, with the no-customer message', async () => {
    const jar = new CookieJar();
    jar.cookies.set(
      'customerAccessToken',
      (await forgedTokenCookie('deadbeef', new Date(Date.now() + 3600_000).toISOString())).split('=').slice(1).join('='),
    );
    const response = await jar.get('/account');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/login');
    expect(jar.cookies.has('customerAccessToken')).toBe(false);
    const login = await jar.get('/account/login');
    expect(await login.text()).toContain('Error fetching account: no customer found');
  });

  it('logout deletes the token at the platform, clears the cookies, keeps the cart', async () => {
    const email = uniqueEmail('logout');
    await createCustomer(email);
    // A guest cart first: signing in switches it to the customer, signing out takes the identity off.
    const jar = new CookieJar();
    const added = await jar.post('/cart', {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/102001', quantity: 1}]},
      }),
    });
    expect(added.status).toBeLessThan(400);
    const cartId = `gid://shopify/Cart/${decodeURIComponent(jar.cookies.get('ss.cartId')!)}`;
    const cartIdentity = async () =>
      (
        await storefrontApi<any>(`query ($id: ID!) { cart(id: $id) { totalQuantity buyerIdentity { email customer { id } } } }`, {
          id: cartId,
        })
      ).body.data.cart;
    expect((await cartIdentity()).buyerIdentity.customer).toBeNull();
    expect((await jar.post('/account/login', {email, password: 'secret-123'})).status).toBe(302);
    expect((await cartIdentity()).buyerIdentity).toMatchObject({email, customer: {id: expect.any(String)}});
    const before = await jar.get('/account');
    expect(before.status).toBe(200);
    const og = await jar.post('/api/og-cookie', {});
    expect(og.status).toBe(200);
    expect(jar.cookies.has('og_auth')).toBe(true);
    const tokenCookie = jar.cookies.get('customerAccessToken')!;
    const response = await jar.post('/account/logout', {});
    expect(response.status).toBe(302);
    expect(jar.cookies.has('customerAccessToken')).toBe(false);
    expect(jar.cookies.has('og_auth')).toBe(false);
    // The old cookie no longer works: the platform deleted the token.
    const reused = new CookieJar();
    reused.cookies.set('customerAccessToken', tokenCookie);
    const again = await reused.get('/account');
    expect(again.status).toBe(302);
    const cart = await cartIdentity();
    expect(cart.totalQuantity).toBe(1);
    expect(cart.buyerIdentity.customer).toBeNull();
  });
});

describe('carts created while signed in', () => {
  it('belong to the customer from the first add', async () => {
    const email = uniqueEmail('signed-in-cart');
    await createCustomer(email);
    const jar = new CookieJar();
    expect((await jar.post('/account/login', {email, password: 'secret-123'})).status).toBe(302);
    expect(jar.cookies.has('ss.cartId')).toBe(false);
    const added = await jar.post('/cart', {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/102001', quantity: 1}]},
      }),
    });
    expect(added.status).toBeLessThan(400);
    const {body} = await storefrontApi<any>(`query ($id: ID!) { cart(id: $id) { buyerIdentity { email customer { id } } } }`, {
      id: jar.cartGid,
    });
    expect(body.data.cart.buyerIdentity).toMatchObject({email, customer: {id: expect.any(String)}});
  });
});

describe('login throttling', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    const email = uniqueEmail('same');
    await createCustomer(email);
    const wrong = await new CookieJar().post('/account/login', {email, password: 'not-it'});
    const unknown = await new CookieJar().post('/account/login', {email: uniqueEmail('nobody'), password: 'not-it'});
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = (html: string) => /data-testid="form-error">([^<]*)</.exec(html)?.[1];
    expect(message(await wrong.text())).toBe(message(await unknown.text()));
  });

  it('refuses further attempts after 5 failures in 15 minutes, even with the right password', async () => {
    const email = uniqueEmail('throttle');
    await createCustomer(email);
    for (let i = 0; i < 4; i++) {
      expect((await new CookieJar().post('/account/login', {email, password: `wrong-${i}`})).status).toBe(401);
    }
    const fifth = await new CookieJar().post('/account/login', {email, password: 'wrong-5'});
    expect(fifth.status).toBe(429);
    const right = await new CookieJar().post('/account/login', {email, password: 'secret-123'});
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Too many attempts');
    // The local server trusts no client-address header: a rotated one is still locked out.
    const rotated = await getPage('/account/login', {
      method: 'POST',
      body: new URLSearchParams({email, password: 'secret-123'}),
      headers: {'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '203.0.113.9'},
    });
    expect(rotated.status).toBe(429);
  });
});

describe('og-cookie', () => {
  it('sets og_auth for 7200 s, Secure, holding the customer id', async () => {
    const email = uniqueEmail('og');
    const token = await createCustomer(email);
    const {body} = await storefrontApi<any>(`query ($t: String!) { customer(customerAccessToken: $t) { id } }`, {t: token});
    const id = body.data.customer.id.split('/').pop();
    const response = await getPage('/api/og-cookie', {
      method: 'POST',
      body: JSON.stringify({customerAccessToken: token}),
      headers: {'Content-Type': 'application/json'},
    });
    expect(response.status).toBe(200);
    const header = response.headers.getSetCookie().find((c) => c.startsWith('og_auth='))!;
    expect(header).toMatch(/Max-Age=7200/);
    expect(header).toMatch(/Secure/);
    const json = (await response.json()) as {cookie: string};
    expect(json.cookie.split('|')[0]).toBe(id);
    const bad = await getPage('/api/og-cookie', {
      method: 'POST',
      body: JSON.stringify({customerAccessToken: 'nope'}),
      headers: {'Content-Type': 'application/json'},
    });
    expect(bad.status).toBe(401);
  });
});
