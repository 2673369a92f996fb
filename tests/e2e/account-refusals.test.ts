import {afterAll, afterEach, beforeAll} from 'vitest';
import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type FaultProxy} from '../support/fault-proxy';
import {createCustomer, tokenJar, uniqueEmail} from '../support/account';
import {describe, expect, test, useShop, type Fixtures} from '../support/fixtures';

/**
 * An account form the store refuses (a 403 that is not an outage), in Chromium at phone and
 * desktop widths: the store's message at the form, every typed value still in its field, and
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
  const jar = await tokenJar(await createCustomer(uniqueEmail(`refusal-${width}`)));
  // Signed in, and the first-order popup stays closed.
  const context = await visitorContext({signedIn: jar.cookies.get('customerAccessToken')!, popup: false}, {viewport: {width, height: 900}});
  return context.newPage();
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
});
