import {expect} from 'vitest';
import type {Page} from 'playwright-core';

async function fillIfPresent(page: Page, label: RegExp, value: string) {
  const field = page.getByLabel(label);
  if (await field.count()) await field.first().fill(value);
}

/**
 * Fills the local platform's hosted checkout (a Boston address and the test
 * card 4242…), places the order and waits for the thank-you page. An e-mail
 * already filled from the cart's buyer identity is kept.
 */
export async function placeOrderAtCheckout(page: Page, {email = 'shopper@example.com'} = {}) {
  const emailField = page.getByLabel(/e-?mail/i).first();
  if (!(await emailField.inputValue())) await emailField.fill(email);
  await fillIfPresent(page, /first name/i, 'Ada');
  await fillIfPresent(page, /last name/i, 'Lovelace');
  await fillIfPresent(page, /^name$/i, 'Ada Lovelace');
  await page
    .getByLabel(/address/i)
    .first()
    .fill('1 Main Street');
  await page.getByLabel(/city/i).first().fill('Boston');
  const state = page.getByLabel(/state|province/i).first();
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption({label: 'Massachusetts'});
  else await state.fill('MA');
  await page
    .getByLabel(/zip|postal/i)
    .first()
    .fill('02110');
  await page.getByLabel(/card number/i).fill('4242 4242 4242 4242');
  await page.getByLabel(/expiration/i).fill('12 / 34');
  await page.getByLabel(/security code/i).fill('123');
  await page.getByRole('button', {name: /place order/i}).click();
  await expect.poll(() => page.locator('body').innerText(), {timeout: 15_000}).toMatch(/thank you/i);
}

/**
 * The order `placeOrderAtCheckout` placed, seen from the signed-in account:
 * the newest row of My orders is paid and unfulfilled, and its page shows the
 * line and the Boston shipping address. Leaves the page on the order.
 */
export async function expectPlacedOrderInAccount(page: Page, base: string) {
  await page.goto(`${base}/account/my-orders`);
  const row = page.getByTestId('order-row').first();
  await expect.poll(() => row.isVisible()).toBe(true);
  expect(await row.getByTestId('financial-status').innerText()).toBe('paid');
  expect(await row.getByTestId('fulfillment-status').innerText()).toBe('unfulfilled');
  await row.getByRole('link').click();
  await page.waitForURL(/\/account\/my-orders\/\d+$/);
  await expect.poll(() => page.getByTestId('order-details').isVisible()).toBe(true);
  expect(await page.getByTestId('order-line').first().innerText()).toContain('Total Whitening Toothpaste');
  expect(await page.getByTestId('order-shipping-address').innerText()).toContain('Boston');
}
