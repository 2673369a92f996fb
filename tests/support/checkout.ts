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
