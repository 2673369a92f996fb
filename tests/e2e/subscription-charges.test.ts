import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll} from 'vitest';
import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {ROOT} from '../support/servers';
import {describe, expect, test} from '../support/fixtures';

/**
 * What a prepaid plan (several deliveries paid up front) and a deposit plan (part now, the rest
 * later) cost today: said on the product page for the chosen plan and in the cart per line and in
 * total, on a phone and on a desktop. Screenshots go to .cache/screenshots/.
 */
const SHOTS = path.join(ROOT, '.cache', 'screenshots');
const T = {timeout: 20_000};

beforeAll(() => {
  mkdirSync(SHOTS, {recursive: true});
});

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

async function choosePlan(page: Page, handle: string, plan: RegExp) {
  await page.goto(`${shopUrl()}/products/${handle}`);
  await page.getByTestId('product-page').waitFor();
  await waitForHydration(page);
  await page.getByRole('radio', {name: plan}).check();
}

async function addToCart(page: Page) {
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-drawer').waitFor(T);
}

describe('subscription charges in Chromium', () => {
  for (const width of [390, 1280]) {
    test(`a prepaid and a deposit plan say what is due today and later (${width} px)`, async ({openContext, errors}) => {
      const page = await (await openContext({viewport: {width, height: 900}})).newPage();
      // Prepaid: 3 × $8.99 at 20 % off, all of it at checkout.
      await choosePlan(page, 'enamel-repair-mouthwash', /Prepay 3 monthly deliveries/);
      await expect.poll(async () => flat(await text(page, 'plan-due')), T).toBe('$21.58 today for 3 deliveries ($7.19 each)');
      await page.getByTestId('plan-due').scrollIntoViewIfNeeded();
      await page.screenshot({path: path.join(SHOTS, `subscription-charges-${width}-prepaid-product.png`)});
      await addToCart(page);
      const prepaidLine = page.getByTestId('cart-drawer').locator('[data-testid="cart-line"][data-handle="enamel-repair-mouthwash"]');
      await expect
        .poll(async () => flat(await prepaidLine.getByTestId('line-due').innerText()), T)
        .toMatch(/3 deliveries prepaid ?\$21\.58 today/);

      // Deposit: 25 % of $99.99 now, the rest later.
      await choosePlan(page, 'optic-white-pro-led-kit', /Pre-order with a 25% deposit/);
      await expect.poll(async () => flat(await text(page, 'plan-due')), T).toBe('$25.00 today, $74.99 later');
      // The fixed deposit says its own amounts.
      await page.getByRole('radio', {name: /Pre-order with a \$20 deposit/}).check();
      await expect.poll(async () => flat(await text(page, 'plan-due')), T).toBe('$20.00 today, $79.99 later');
      await page.getByRole('radio', {name: /Pre-order with a 25% deposit/}).check();
      await expect.poll(async () => flat(await text(page, 'plan-due')), T).toBe('$25.00 today, $74.99 later');
      await page.getByTestId('plan-due').scrollIntoViewIfNeeded();
      await page.screenshot({path: path.join(SHOTS, `subscription-charges-${width}-deposit-product.png`)});
      await addToCart(page);

      // The cart: per line, and for the cart (total $121.57: $46.58 today, $74.99 later).
      await page.goto(`${shopUrl()}/cart`);
      await page.getByTestId('cart-page').waitFor();
      const depositLine = page.locator('[data-testid="cart-page"] [data-testid="cart-line"][data-handle="optic-white-pro-led-kit"]');
      await expect.poll(async () => flat(await depositLine.getByTestId('line-due').innerText()), T).toBe('$25.00 today, $74.99 later');
      // A pre-order delivers once: no price per delivery.
      expect(await depositLine.getByTestId('subscription-price').count()).toBe(0);
      const mouthwash = page.locator('[data-testid="cart-page"] [data-testid="cart-line"][data-handle="enamel-repair-mouthwash"]');
      await expect
        .poll(async () => flat(await mouthwash.getByTestId('line-due').innerText()), T)
        .toMatch(/3 deliveries prepaid ?\$21\.58 today/);
      const cartPage = page.getByTestId('cart-page');
      await expect.poll(async () => flat(await cartPage.getByTestId('cart-total').innerText()), T).toBe('$121.57');
      expect(flat(await cartPage.getByTestId('cart-due-today').innerText())).toBe('$46.58');
      expect(flat(await cartPage.getByTestId('cart-due-later').innerText())).toBe('$74.99');
      await cartPage.getByTestId('cart-due-today').scrollIntoViewIfNeeded();
      await page.screenshot({path: path.join(SHOTS, `subscription-charges-${width}-cart.png`), fullPage: true});

      // The hosted checkout charges what is due today.
      await cartPage.getByTestId('checkout').click();
      await page.getByTestId('charge-today').waitFor(T);
      expect(flat(await page.getByTestId('charge-today').innerText())).toBe(
        'Your card is charged USD $46.58 today; the remaining $74.99 is charged later.',
      );
      await page.screenshot({path: path.join(SHOTS, `subscription-charges-${width}-checkout.png`), fullPage: true});
      // Page errors and React's errors, all of them (the fixtures would also fail the test after it).
      expect(errors).toEqual([]);
    });
  }
});
