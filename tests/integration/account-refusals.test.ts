import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type Fault, type FaultProxy} from '../support/fault-proxy';
import {CookieJar, createCustomer, tokenJar, uniqueEmail} from '../support/account';
import {ADDRESS_FORM} from '../support/snapshots';

/**
 * Every account form when the store refuses the call for a reason other than an outage
 * (an HTTP 4xx that is not throttling, or a GraphQL error): the form again with the store's
 * message (or the form's fallback text) and what was typed, never the "Whoops!" error page;
 * an outage keeps the 503 page. The built shop on workerd behind the fault proxy.
 */
let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url));
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

const formError = (html: string) => /data-testid="form-error">([^<]*)</.exec(html)?.[1] ?? null;

/** Posts `fields` while the store answers `fault` to `operation`; the page the shopper gets. */
async function refused(jar: CookieJar, path: string, fields: Record<string, string>, operation: string, fault: Fault = '403') {
  const mark = proxy.mark();
  proxy.set({fault, operation});
  try {
    const response = await jar.post(path, fields, shop.url);
    const html = await response.text();
    // The store saw the call once (a write is never retried).
    expect(proxy.count(operation, mark), `${operation} calls`).toBe(1);
    return {status: response.status, html, message: formError(html)};
  } finally {
    proxy.clear();
  }
}

function expectAtForm(page: {status: number; html: string; message: string | null}, message: string, where: string) {
  expect(page.status, where).toBe(400);
  expect(page.message, where).toBe(message);
  // Not the generic error page ("Whoops!").
  expect(page.html, where).not.toContain('data-testid="error-page"');
}

/** The address ids the address book page holds. */
async function addressIds(jar: CookieJar) {
  const page = await (await jar.get('/account/address-book', shop.url)).text();
  return [...new Set([...page.matchAll(/name="addressId" value="([^"]+)"/g)].map((m) => m[1]!))];
}

const REFUSAL = 'Injected fault: HTTP 403';

describe('guest forms: the refusal at the form, with what was typed', () => {
  it('create account (regular and student)', async () => {
    const email = uniqueEmail('refused-register');
    const fields = {email, firstName: 'Rosa', lastName: 'Parks', password: 'secret-123', phone: '(415) 555-0134'};
    for (const path of ['/account/create-account', '/account/create-account/student']) {
      const page = await refused(new CookieJar(), path, fields, 'CreateCustomer');
      expectAtForm(page, REFUSAL, path);
      expect(page.html, path).toContain(`value="${email}"`);
      expect(page.html, path).toContain('value="Rosa"');
      expect(page.html, path).not.toContain('secret-123');
    }
  });

  it('sign in', async () => {
    const email = uniqueEmail('refused-login');
    await createCustomer(email);
    const page = await refused(new CookieJar(), '/account/login', {email, password: 'secret-123'}, 'CreateCustomerAccessToken', '401');
    expectAtForm(page, 'Injected fault: HTTP 401', 'login');
    expect(page.html).toContain(`value="${email}"`);
  });

  it('activate, and both steps of the password reset', async () => {
    const activationUrl = `${platformUrl()}/account/activate/1/abc`;
    const activate = await refused(
      new CookieJar(),
      `/account/activate?activationUrl=${encodeURIComponent(activationUrl)}`,
      {activationUrl, password: 'secret-123', passwordConfirmation: 'secret-123'},
      'ActivateCustomerByUrl',
    );
    expectAtForm(activate, REFUSAL, 'activate');

    const email = uniqueEmail('refused-reset');
    const request = await refused(new CookieJar(), '/account/reset-password', {email}, 'ResetCustomerPassword');
    expectAtForm(request, REFUSAL, 'reset request');
    expect(request.html).toContain(`value="${email}"`);

    const resetUrl = `${platformUrl()}/account/reset/1/abc`;
    const reset = await refused(
      new CookieJar(),
      `/account/reset-password?resetUrl=${encodeURIComponent(resetUrl)}`,
      {resetUrl, password: 'secret-123', passwordConfirmation: 'secret-123'},
      'CustomerResetByUrl',
      'bare-403',
    );
    // No message from the store: the status is all there is to say.
    expectAtForm(reset, 'GraphQL Error (Code: 403)', 'reset');
  });
});

describe('signed-in forms: the refusal at the form, the customer stays signed in', () => {
  it('profile and password', async () => {
    const email = uniqueEmail('refused-profile');
    const jar = await tokenJar(await createCustomer(email));
    const profile = await refused(
      jar,
      '/account/contact-information/profile',
      {firstName: 'Grace', lastName: 'Hopper', email, phone: '212-555-0199'},
      'UpdateCustomer',
    );
    expectAtForm(profile, REFUSAL, 'profile');
    expect(profile.html).toContain('value="Grace"');
    expect(profile.html).toContain('value="Hopper"');
    const password = await refused(
      jar,
      '/account/contact-information/password',
      {currentPassword: 'secret-123', password: 'secret-456', passwordConfirmation: 'secret-456'},
      'UpdateCustomer',
    );
    expectAtForm(password, REFUSAL, 'password');
    expect(jar.cookies.has('customerAccessToken')).toBe(true);
    expect((await jar.get('/account', shop.url)).status).toBe(200);
  });

  it('address book: add, edit, delete and set as default', async () => {
    const jar = await tokenJar(await createCustomer(uniqueEmail('refused-address')));
    const add = await refused(jar, '/account/address-book', {...ADDRESS_FORM, city: 'Springfield'}, 'AddAddress');
    expectAtForm(add, REFUSAL, 'add');
    for (const city of ['Boston', 'Austin'])
      expect((await jar.post('/account/address-book', {...ADDRESS_FORM, city}, shop.url)).status).toBe(302);
    const [first, second] = await addressIds(jar);
    const update = await refused(
      jar,
      '/account/address-book',
      {...ADDRESS_FORM, intent: 'update', addressId: first!, city: 'Cambridge'},
      'UpdateAddress',
    );
    expectAtForm(update, REFUSAL, 'update');
    // The edit form is still open with the message.
    expect(update.html).toContain('Edit address');
    expectAtForm(await refused(jar, '/account/address-book', {intent: 'delete', addressId: first!}, 'DeleteAddress'), REFUSAL, 'delete');
    expectAtForm(
      await refused(jar, '/account/address-book', {intent: 'default', addressId: second!}, 'UpdateCustomerDefaultAddress'),
      REFUSAL,
      'default',
    );
    expect(await addressIds(jar)).toHaveLength(2);
  });
});

describe('a GraphQL error and an outage', () => {
  it("a GraphQL error with no message gives the form's own fallback text", async () => {
    const email = uniqueEmail('graphql-error');
    const jar = await tokenJar(await createCustomer(email));
    const profile = await refused(
      jar,
      '/account/contact-information/profile',
      {firstName: 'Grace', lastName: 'Hopper', email, phone: ''},
      'UpdateCustomer',
      'empty-error',
    );
    expectAtForm(profile, 'Error Updating customer', 'profile');
    const add = await refused(jar, '/account/address-book', {...ADDRESS_FORM}, 'AddAddress', 'empty-error');
    expectAtForm(add, 'Error Adding Address', 'add');
    const register = await refused(
      new CookieJar(),
      '/account/create-account',
      {email: uniqueEmail('graphql-error-register'), firstName: 'A', lastName: 'B', password: 'secret-123', phone: ''},
      'CreateCustomer',
      'empty-error',
    );
    expectAtForm(register, 'Error Creating Customer', 'register');
  });

  it('an outage still gives the 503 page with Retry-After, not a message at the form', async () => {
    const email = uniqueEmail('outage-profile');
    const jar = await tokenJar(await createCustomer(email));
    const page = await refused(
      jar,
      '/account/contact-information/profile',
      {firstName: 'A', lastName: 'B', email, phone: ''},
      'UpdateCustomer',
      '503',
    );
    expect(page.status).toBe(503);
    expect(page.html).toContain('data-testid="unavailable-page"');
    expect(page.message).toBeNull();
  });
});
