import {afterAll, afterEach, beforeAll} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type Fault, type FaultProxy} from '../support/fault-proxy';
import {createCustomer, tokenJar, uniqueEmail} from '../support/account';
import {ADDRESS_FORM} from '../support/snapshots';
import {describe, expect, test, useShop, type Fixtures} from '../support/fixtures';

/**
 * Every account form the store refuses (a 4xx that is not an outage), in Chromium (adding an
 * address and the profile at phone and desktop widths, the others at desktop width): the store's message at the form, every typed value still in its field, and
 * not the generic error page. Screenshots go to SCREENSHOT_DIR when it is set.
 */
let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url));
});
afterEach(() => proxy?.clear());
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

// The visitor's cookies go to the shop behind the proxy.
useShop(() => shop.url);

const REFUSAL = 'Injected fault: HTTP 403';
const T = {timeout: 15_000};

async function signedInPage(visitorContext: Fixtures['visitorContext'], width: number) {
  return (await signedIn(visitorContext, width)).page;
}

/** A new customer's page (and cookie jar, to set up their data over HTTP), signed in at `width` px. */
async function signedIn(visitorContext: Fixtures['visitorContext'], width: number) {
  const jar = await tokenJar(await createCustomer(uniqueEmail(`refusal-${width}`)));
  // Signed in, and the first-order popup stays closed.
  const context = await visitorContext({signedIn: jar.cookies.get('customerAccessToken')!, popup: false}, {viewport: {width, height: 900}});
  return {jar, page: await context.newPage()};
}

/** A guest's page at desktop width, the first-order popup closed. */
async function guestPage(visitorContext: Fixtures['visitorContext']) {
  const context = await visitorContext({popup: false}, {viewport: {width: 1280, height: 900}});
  return context.newPage();
}

/** Fills `typed` (field name to value) into `form`. */
async function fill(form: Locator, typed: Record<string, string>) {
  for (const [name, value] of Object.entries(typed)) await form.locator(`[name="${name}"]`).fill(value);
}

/**
 * Submits with the store refusing `operation`, then polls for `message` at the form: not the
 * error page nor the outage page, and every field in `kept` still holds what was typed.
 */
async function expectRefusedAtForm(
  page: Page,
  form: Locator,
  submit: Locator,
  operation: string,
  {message = REFUSAL, kept = {}, fault = '403'}: {message?: string; kept?: Record<string, string>; fault?: Fault} = {},
) {
  const mark = proxy.mark();
  proxy.set({fault, operation});
  await submit.click();
  await expect.poll(() => page.getByTestId('form-error').textContent(), T).toBe(message);
  // The store saw the call once: one click, one write, never retried.
  expect(proxy.count(operation, mark), `${operation} calls`).toBe(1);
  expect(await page.getByTestId('error-page').count(), 'error page').toBe(0);
  expect(await page.getByTestId('unavailable-page').count(), 'outage page').toBe(0);
  for (const [name, value] of Object.entries(kept)) expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(value);
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({path: `${dir}/${name}.png`, fullPage: false});
}

describe('a store refusal is said at the form, with what was typed kept', () => {
  for (const width of [390, 1280]) {
    test(`adding an address (${width} px)`, {timeout: 120_000}, async ({visitorContext}) => {
      const page = await signedInPage(visitorContext, width);
      await page.goto(`${shop.url}/account/address-book`);
      await waitForHydration(page);
      const form = page.getByTestId('address-form-create');
      const typed = {firstName: 'Ada', lastName: 'Owner', address1: '12 Harbour Road', city: 'Springfield', zip: '02110'};
      for (const [name, value] of Object.entries(typed)) await form.locator(`[name="${name}"]`).fill(value);
      await form.locator('[name="province"]').selectOption('MA');
      proxy.set({fault: '403', operation: 'AddAddress'});
      await form.getByRole('button', {name: /save|add/i}).click();

      const message = page.getByTestId('form-error');
      await expect.poll(() => message.textContent(), T).toBe(REFUSAL);
      expect(await page.getByTestId('error-page').count()).toBe(0);
      for (const [name, value] of Object.entries(typed)) expect(await form.locator(`[name="${name}"]`).inputValue(), name).toBe(value);
      expect(await form.locator('[name="province"]').inputValue()).toBe('MA');
      // The message sits just above the form it is about.
      const [messageBox, formBox] = await Promise.all([message.boundingBox(), form.boundingBox()]);
      expect(formBox!.y - (messageBox!.y + messageBox!.height)).toBeLessThan(40);
      await message.scrollIntoViewIfNeeded();
      await screenshot(page, `address-refused-${width}`);
    });

    test(`saving the profile (${width} px)`, {timeout: 120_000}, async ({visitorContext}) => {
      const page = await signedInPage(visitorContext, width);
      await page.goto(`${shop.url}/account/contact-information/profile`);
      await waitForHydration(page);
      const form = page.getByTestId('profile-page').locator('form');
      await form.locator('[name="firstName"]').fill('Grace');
      await form.locator('[name="lastName"]').fill('Hopper');
      await form.locator('[name="phone"]').fill('(212) 555-0199');
      proxy.set({fault: '403', operation: 'UpdateCustomer'});
      await form.getByRole('button', {name: 'Save profile'}).click();

      await expect.poll(() => page.getByTestId('form-error').textContent(), T).toBe(REFUSAL);
      expect(await page.getByTestId('error-page').count()).toBe(0);
      expect(await form.locator('[name="firstName"]').inputValue()).toBe('Grace');
      expect(await form.locator('[name="lastName"]').inputValue()).toBe('Hopper');
      expect(await form.locator('[name="phone"]').inputValue()).toBe('(212) 555-0199');
      await screenshot(page, `profile-refused-${width}`);
    });
  }

  // One width is enough for the other forms: the layout of a message at a form is the same.
  const PASSWORD = {password: 'secret-456', passwordConfirmation: 'secret-456'};

  test('signing in (1280 px)', {timeout: 120_000}, async ({visitorContext}) => {
    const email = uniqueEmail('refusal-login');
    await createCustomer(email);
    const page = await guestPage(visitorContext);
    await page.goto(`${shop.url}/account/login`);
    await waitForHydration(page);
    const form = page.getByTestId('login-page').locator('form');
    await fill(form, {email, password: 'secret-123'});
    await expectRefusedAtForm(page, form, form.getByRole('button', {name: 'Sign in'}), 'CreateCustomerAccessToken', {
      fault: '401',
      message: 'Injected fault: HTTP 401',
      kept: {email, password: 'secret-123'},
    });
  });

  for (const [path, testId, button] of [
    ['/account/create-account', 'create-account-page', 'Create account'],
    ['/account/create-account/student', 'student-sign-up-page', 'Create student account'],
  ] as const) {
    test(`creating an account at ${path} (1280 px)`, {timeout: 120_000}, async ({visitorContext}) => {
      const page = await guestPage(visitorContext);
      await page.goto(`${shop.url}${path}`);
      await waitForHydration(page);
      // The student page is the test shop's (its flag is on), not the regular page it redirects to when off.
      const form = page.getByTestId(testId).locator('form');
      const typed = {
        email: uniqueEmail('refusal-register'),
        firstName: 'Rosa',
        lastName: 'Parks',
        password: 'secret-123',
        phone: '(415) 555-0134',
      };
      await fill(form, typed);
      await expectRefusedAtForm(page, form, form.getByRole('button', {name: button}), 'CreateCustomer', {kept: typed});
    });
  }

  test('activating an account (1280 px)', {timeout: 120_000}, async ({visitorContext}) => {
    const page = await guestPage(visitorContext);
    const activationUrl = `${platformUrl()}/account/activate/1/abc`;
    await page.goto(`${shop.url}/account/activate?activationUrl=${encodeURIComponent(activationUrl)}`);
    await waitForHydration(page);
    const form = page.getByTestId('activate-page').locator('form');
    await fill(form, PASSWORD);
    await expectRefusedAtForm(page, form, form.getByRole('button', {name: 'Activate account'}), 'ActivateCustomerByUrl', {
      kept: {...PASSWORD, activationUrl},
    });
  });

  test('asking for a password reset link (1280 px)', {timeout: 120_000}, async ({visitorContext}) => {
    const page = await guestPage(visitorContext);
    await page.goto(`${shop.url}/account/reset-password`);
    await waitForHydration(page);
    const form = page.getByTestId('reset-password-page').locator('form');
    const email = uniqueEmail('refusal-reset');
    await fill(form, {email});
    await expectRefusedAtForm(page, form, form.getByRole('button', {name: 'Send reset link'}), 'ResetCustomerPassword', {kept: {email}});
  });

  test('choosing a new password from a reset link (1280 px)', {timeout: 120_000}, async ({visitorContext}) => {
    const page = await guestPage(visitorContext);
    const resetUrl = `${platformUrl()}/account/reset/1/abc`;
    await page.goto(`${shop.url}/account/reset-password?resetUrl=${encodeURIComponent(resetUrl)}`);
    await waitForHydration(page);
    const form = page.getByTestId('reset-password-page').locator('form');
    await fill(form, PASSWORD);
    // No message from the store: the status is all there is to say.
    await expectRefusedAtForm(page, form, form.getByRole('button', {name: 'Reset password'}), 'CustomerResetByUrl', {
      fault: 'bare-403',
      message: 'GraphQL Error (Code: 403)',
      kept: {...PASSWORD, resetUrl},
    });
  });

  test('changing the password (1280 px)', {timeout: 120_000}, async ({visitorContext}) => {
    const page = await signedInPage(visitorContext, 1280);
    await page.goto(`${shop.url}/account/contact-information/password`);
    await waitForHydration(page);
    const form = page.getByTestId('password-page').locator('form');
    const typed = {currentPassword: 'secret-123', ...PASSWORD};
    await fill(form, typed);
    await expectRefusedAtForm(page, form, form.getByRole('button', {name: 'Change password'}), 'UpdateCustomer', {kept: typed});
    // Still signed in: the page is the password page, not the sign-in page.
    expect(page.url()).toBe(`${shop.url}/account/contact-information/password`);
  });

  /** A signed-in customer with two saved addresses (Boston and Austin) on the address book page. */
  async function addressBook(visitorContext: Fixtures['visitorContext']) {
    const {jar, page} = await signedIn(visitorContext, 1280);
    for (const city of ['Boston', 'Austin'])
      expect((await jar.post('/account/address-book', {...ADDRESS_FORM, city}, shop.url)).status, city).toBe(302);
    await page.goto(`${shop.url}/account/address-book`);
    await waitForHydration(page);
    const items = page.getByTestId('address-item');
    await expect.poll(() => items.count(), T).toBe(2);
    return {page, items};
  }

  test('editing an address (1280 px)', {timeout: 120_000}, async ({visitorContext}) => {
    const {page, items} = await addressBook(visitorContext);
    await items.first().getByRole('link', {name: 'Edit'}).click();
    const form = page.getByTestId('address-form-update');
    await expect.poll(() => form.count(), T).toBe(1);
    const typed = {address1: '7 Quincy Market', city: 'Cambridge', zip: '02139'};
    await fill(form, typed);
    await expectRefusedAtForm(page, form, form.getByRole('button', {name: /save/i}), 'UpdateAddress', {kept: typed});
    // The edit form stays open with the message just above it.
    expect(await page.getByRole('heading', {name: 'Edit address'}).count()).toBe(1);
  });

  for (const [button, operation, name] of [
    ['Delete', 'DeleteAddress', 'deleting an address'],
    ['Set as default', 'UpdateCustomerDefaultAddress', 'setting the default address'],
  ] as const) {
    test(`${name} (1280 px)`, {timeout: 120_000}, async ({visitorContext}) => {
      const {page, items} = await addressBook(visitorContext);
      // An address that is not the default, so it has both buttons.
      const item = items.filter({has: page.getByRole('button', {name: 'Set as default'})}).first();
      const defaults = () => items.evaluateAll((all) => all.map((li) => `${li.textContent}:${li.getAttribute('data-default')}`));
      const before = await defaults();
      await expectRefusedAtForm(page, item.locator('form').last(), item.getByRole('button', {name: button}), operation);
      // Nothing changed: both addresses, the same one the default.
      expect(await defaults()).toEqual(before);
    });
  }
});
