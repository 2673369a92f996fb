import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {platformToken, tokenJar, uniqueEmail, createCustomer} from '../support/account';
import {CookieJar} from '../support/cart';
import {HOSTILE_REDIRECTS} from '../support/hostile-inputs';
import {getPage, shopUrl} from '../support/http';
import {TEST_SECRETS} from '../support/secrets';
import {ROOT} from '../support/servers';
import {customerSnapshot, customerWithAddress} from '../support/snapshots';

/**
 * docs/security.md: redirects taken from input stay on the shop; another
 * customer's data is a 404; account and preview pages are never cacheable;
 * no secret reaches the client bundle.
 */
const SHOP_ORIGIN = () => new URL(shopUrl()).origin;

function expectOnShop(location: string | null, what: string) {
  expect(location, what).toBeTruthy();
  expect(location!, what).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex -- asserts that no control character is left
  expect(location!, what).not.toMatch(/[\u0000-\u001f]/);
  expect(new URL(location!, shopUrl()).origin, what).toBe(SHOP_ORIGIN());
}

describe('redirect targets from input stay on the shop', () => {
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  beforeAll(async () => {
    customer = await customerWithAddress('redirect');
  });

  it.each(HOSTILE_REDIRECTS)('%j', async (target) => {
    const login = new CookieJar();
    const [signedIn, consent, password, passwordPost, cart] = await Promise.all([
      login.post('/account/login', {email: customer.email, password: 'secret-123', redirect: target}),
      new CookieJar().post('/api/consent', {decision: 'denied', returnTo: target}),
      getPage(`/password?redirect=${encodeURIComponent(target)}`),
      new CookieJar().post('/password', {redirect: target, password: ''}),
      new CookieJar().post('/cart', {cartFormInput: JSON.stringify({action: 'NoteUpdate', inputs: {note: 'x'}}), redirectTo: target}),
    ]);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('Location')).toBe('/account');
    expect(consent.status).toBe(303);
    expect(consent.headers.get('Location')).toBe('/');
    expectOnShop(password.headers.get('Location'), 'password ?redirect');
    expectOnShop(passwordPost.headers.get('Location'), 'password form');
    expect(cart.status, 'cart redirectTo').toBe(200);
    expect(cart.headers.get('Location')).toBeNull();
    // Signed in, the login page itself sends the customer on, to the account.
    const viaQuery = await login.get(`/account/login?redirect=${encodeURIComponent(target)}`);
    expect(viaQuery.status, 'login ?redirect').toBeGreaterThanOrEqual(300);
    expect(viaQuery.status, 'login ?redirect').toBeLessThan(400);
    expectOnShop(viaQuery.headers.get('Location'), 'login ?redirect');
  });

  it('a ?discount= link on any path lands on the shop', async () => {
    for (const path of ['//evil.example/?discount=SAVE5', '/%2F%2Fevil.example/?discount=SAVE5', '/\\evil.example/?discount=SAVE5']) {
      const response = await getPage(path);
      expect([301, 302, 303, 307, 308], path).toContain(response.status);
      expectOnShop(response.headers.get('Location'), path);
    }
  });
});

describe('access control', () => {
  it("another customer's address id gives 404 for every intent and in ?edit=, changing nothing", async () => {
    const owner = await customerWithAddress('owner');
    const ownerBefore = await customerSnapshot(owner.token);
    const addressId = ownerBefore.addresses.nodes[0].id as string;
    const intruder = await customerWithAddress('intruder');
    const intruderBefore = await customerSnapshot(intruder.token);
    for (const intent of ['delete', 'default', 'update']) {
      const response = await intruder.jar.post('/account/address-book', {
        intent,
        addressId,
        firstName: 'X',
        lastName: 'Y',
        address1: '2 Side St',
        city: 'Hacked',
        province: 'MA',
        zip: '02110',
        country: 'United States',
      });
      expect(response.status, intent).toBe(404);
      expect(response.headers.get('Cache-Control')).toMatch(/no-store/);
    }
    const numeric = addressId.replace(/\D+/g, '').slice(0, 12);
    const edit = await intruder.jar.get(`/account/address-book?edit=${encodeURIComponent(numeric)}`);
    expect(edit.status).toBeLessThan(500);
    expect(await edit.text()).not.toContain('1 Main St, Boston');
    expect(await customerSnapshot(owner.token)).toEqual(ownerBefore);
    expect(await customerSnapshot(intruder.token)).toEqual(intruderBefore);
  });

  it("another customer's order number gives 404, no-store", async () => {
    const demo = await tokenJar(await platformToken('demo@oralcare.test', 'password123'));
    const list = await (await demo.get('/account/my-orders')).text();
    const number = /href="\/account\/my-orders\/(\d+)"/.exec(list)?.[1];
    expect(number).toBeTruthy();
    const other = await tokenJar(await createCustomer(uniqueEmail('peek')));
    for (const url of [`/account/my-orders/${number}`, `/account/my-orders/${number}.data`]) {
      const response = await other.get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('Cache-Control'), url).toMatch(/no-store/);
    }
  });

  it("every account page and data request is no-store, and one customer never sees another one's page", async () => {
    const a = await customerWithAddress('cache-a');
    const b = await customerWithAddress('cache-b');
    const pages = [
      '/account',
      '/account/address-book',
      '/account/contact-information',
      '/account/contact-information/profile',
      '/account/contact-information/password',
      '/account/my-orders',
      '/account/manage-subscriptions',
    ];
    for (const url of [...pages, ...pages.map((p) => `${p}.data`), '/account/login', '/account/create-account']) {
      for (const customer of [a, b]) {
        const response = await customer.jar.get(url);
        expect(response.status, url).toBeLessThan(500);
        expect(response.headers.get('Cache-Control'), url).toMatch(/no-store/);
        const body = await response.text();
        const other = customer === a ? b : a;
        expect(body, url).not.toContain(other.email);
      }
    }
    // Signed out, the same address is the login redirect, not a cached account page.
    const guest = await getPage('/account');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('Cache-Control')).toMatch(/no-store/);
  });

  it('preview responses are private, no-store, and the next visitor gets the published page', async () => {
    const draft = '/learn/whitening-with-sensitive-teeth';
    const accepted = await getPage(`${draft}?preview=local-content-preview-token`);
    expect(accepted.status).toBe(302);
    const cookie = accepted.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const preview = await getPage(draft, {headers: {Cookie: cookie}});
    expect(preview.status).toBe(200);
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await preview.text()).toContain('data-testid="preview-banner"');
    const published = await getPage(draft);
    expect(published.status).toBe(404);
    expect(await published.text()).not.toContain('data-testid="preview-banner"');
  });
});

describe('secrets', () => {
  /** Secret env vars (the local values of .env.example, and the test shops' own) that must stay on the server. */
  const envExample = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const SECRET_NAMES = [
    'SESSION_SECRET',
    'PRIVATE_STOREFRONT_API_TOKEN',
    'CONTENT_PREVIEW_TOKEN',
    'CONTENT_WEBHOOK_SECRET',
    'CONTENT_MANAGEMENT_TOKEN',
    'SUBSCRIPTIONS_AUTH_KEY',
    'STOREFRONT_PASSWORD',
    'EXPERIMENTS_REPORT_TOKEN',
    'MAINTENANCE_BYPASS_SECRET',
    'ERROR_REPORTING_DSN',
    'HEALTHZ_TOKEN',
  ];
  const secretValues = SECRET_NAMES.flatMap((name) => {
    const value = new RegExp(`^${name}\\s*=\\s*"?([^"\\n]+)"?`, 'm').exec(envExample)?.[1]?.trim();
    return value ? [value] : [];
  }).concat(Object.values(TEST_SECRETS));

  it('knows the local secret values', () => {
    expect(secretValues.length).toBeGreaterThanOrEqual(4);
  });

  it('no client asset holds a secret value or a secret env var name', () => {
    const dir = path.join(ROOT, 'dist/client');
    const files = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.(js|mjs|css|html|json|map|txt)$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const needle of [...secretValues, ...SECRET_NAMES]) if (text.includes(needle)) leaks.push(`${file}: ${needle}`);
    }
    expect(leaks).toEqual([]);
  });

  it('no rendered page or data response holds a secret value', async () => {
    const jar = new CookieJar();
    for (const url of [
      '/',
      '/products/colgate-toothpaste',
      '/learn',
      '/search?q=floss',
      '/account/login',
      '/_root.data',
      '/api/bundle-config',
      '/api/analytics/config',
      '/no-such-page',
    ]) {
      const body = await (await jar.get(url)).text();
      for (const value of secretValues) expect(body.includes(value), `${url} holds ${value}`).toBe(false);
    }
  });
});
