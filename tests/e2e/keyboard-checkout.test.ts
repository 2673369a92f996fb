import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {describe, expect, test} from '../support/fixtures';

/**
 * docs/security.md, "Accessibility": a shopper who uses only the keyboard
 * buys a product from the home page to the placed order. Tab moves focus,
 * Enter/Space activate, typing fills fields — no mouse, no clicks, no
 * navigation by URL after the first page.
 */

interface Focused {
  tag: string;
  type: string;
  testid: string;
  label: string;
  href: string;
  value: string;
  inCard: boolean;
  inDialog: boolean;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const el = document.activeElement as HTMLInputElement | null;
    const labels = el && 'labels' in el && el.labels ? Array.from(el.labels, (l) => l.textContent ?? '').join(' ') : '';
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? '',
      testid: el?.getAttribute('data-testid') ?? '',
      label:
        `${labels} ${el?.getAttribute('aria-label') ?? ''} ${el?.getAttribute('name') ?? ''} ${el?.getAttribute('autocomplete') ?? ''} ${el?.textContent ?? ''}`.trim(),
      href: el?.getAttribute('href') ?? '',
      value: el && 'value' in el ? String(el.value ?? '') : '',
      inCard: Boolean(el?.closest('.product-card')),
      inDialog: Boolean(el?.closest('[role="dialog"]')),
    };
  });

/** Presses Tab until the focused element matches, failing after `max` presses. */
async function tabTo(page: Page, what: string, match: (f: Focused) => boolean, max = 250) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (match(f)) return f;
  }
  throw new Error(`Tab never reached ${what}`);
}

const CHECKOUT_VALUES: Array<[RegExp, string]> = [
  [/e-?mail/i, 'keyboard.shopper@example.com'],
  [/first name|given-name/i, 'Kay'],
  [/last name|family-name/i, 'Board'],
  [/card number|cc-number/i, '4242 4242 4242 4242'],
  [/expir|cc-exp/i, '12 / 34'],
  [/security code|cvc|cc-csc/i, '123'],
  [/zip|postal/i, '02110'],
  [/city|address-level2/i, 'Boston'],
  [/apartment|address2|address-line2/i, ''],
  [/address|address-line1/i, '1 Main Street'],
  [/^\s*name\b|cc-name|full name/i, 'Kay Board'],
];

describe('keyboard only', () => {
  test('buys a product from / to the placed order with Tab, Enter, Space and typing', {timeout: 240_000}, async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted', popup: false});
    const page = await context.newPage();
    await page.goto(shopUrl());
    await waitForHydration(page);

    // Home → a product card.
    const card = await tabTo(page, 'a product card link', (f) => f.tag === 'a' && f.inCard && /^\/products\/[a-z0-9-]+$/.test(f.href));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${card.href}**`);
    await page.getByTestId('product-page').waitFor();
    await waitForHydration(page);

    // Product → add to cart (Space on the button), the drawer opens.
    await tabTo(page, 'Add to cart', (f) => f.testid === 'add-to-cart');
    await page.keyboard.press('Space');
    // One unit of the product; the count may include a free gift the product earns (which card comes
    // first on the home page depends on what earlier tests bought).
    const handle = card.href.split('/').pop()!;
    const line = page.locator(`[role="dialog"] [data-testid="cart-line"][data-handle="${handle}"]`);
    await expect
      .poll(async () => ((await line.count()) ? await line.getByTestId('cart-line-quantity').innerText() : ''), {timeout: 20_000})
      .toMatch(/^\D*1\D*$/);
    expect(Number(await page.getByTestId('cart-count').textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole('dialog', {name: /cart/i}).waitFor();

    // Drawer → checkout on the platform's hosted page.
    await tabTo(page, 'Checkout', (f) => f.testid === 'checkout', 80);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkouts\//, {timeout: 20_000});
    await page.waitForLoadState('load');

    // Checkout: Tab through the form, typing each field; Enter on "Place order".
    let placed = false;
    for (let i = 0; i < 80 && !placed; i += 1) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f.tag === 'button' && /place order/i.test(f.label)) {
        await page.keyboard.press('Enter');
        placed = true;
      } else if (f.tag === 'select' && /state|province|address-level1/i.test(f.label)) {
        await page.keyboard.type('Massachusetts');
      } else if (f.tag === 'input' && !['checkbox', 'radio', 'hidden', 'submit'].includes(f.type) && !f.value) {
        const value = CHECKOUT_VALUES.find(([pattern]) => pattern.test(f.label))?.[1];
        if (value) await page.keyboard.type(value);
      }
    }
    expect(placed).toBe(true);
    await expect.poll(() => page.locator('body').innerText(), {timeout: 20_000}).toMatch(/thank you/i);
    expect(await page.locator('body').innerText()).toMatch(/#\d{4,}/);
  });
});
