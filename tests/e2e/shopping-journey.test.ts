import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {placeOrderAtCheckout} from '../support/checkout';
import {describe, expect, test} from '../support/fixtures';

async function cartCount(page: Page) {
  return Number(await page.getByTestId('cart-count').textContent());
}

describe('shopping journey in Chromium', () => {
  test('browses, picks a variant, adds to cart, checks out and sees the thank-you page', async ({page, errors: pageErrors}) => {
    await page.goto(shopUrl());
    await expect.poll(() => page.getByTestId('home-page').isVisible()).toBe(true);
    await waitForHydration(page);
    expect(await cartCount(page)).toBe(0);

    // Navigation: open the header's Toothpaste drop-down and follow a subcategory link.
    await page.locator('.header-nav summary', {hasText: 'Toothpaste'}).first().click();
    await page.locator('.header-nav__panel a', {hasText: 'Adult Toothpaste'}).first().click();
    await page.waitForURL('**/products/adult-toothpaste');
    await expect.poll(() => page.getByTestId('category-page').isVisible()).toBe(true);

    // Open a product with several variants.
    await page.locator('a[href="/products/total-whitening-toothpaste"]').first().click();
    await page.waitForURL('**/products/total-whitening-toothpaste**');
    await expect.poll(() => page.getByTestId('product-page').isVisible()).toBe(true);

    // Pick another variant: the URL and the selected option change.
    const choice = page.locator('.option-value:not(.option-value--selected):not(.option-value--unavailable)').first();
    const chosenText = (await choice.innerText()).trim();
    await choice.click();
    await expect.poll(() => page.url()).toContain('?');
    await expect.poll(() => page.locator('.option-value--selected', {hasText: chosenText}).count()).toBeGreaterThan(0);

    // Add to cart: the header count changes without a page load.
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => cartCount(page), {timeout: 15_000}).toBe(1);

    // The cart drawer opens on add; its link leads to the cart page, then the platform's hosted checkout.
    await page.getByTestId('view-cart-page').click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('cart-line').count(), {timeout: 15_000}).toBe(1);
    await page.getByTestId('checkout').click();
    await page.waitForURL(/localhost:\d+\/checkouts\//);

    await placeOrderAtCheckout(page);
    expect(await page.locator('body').innerText()).toMatch(/#\d{4,}/);
    expect(pageErrors).toEqual([]);
  });

  test('adds to cart with JavaScript disabled (progressive enhancement)', async ({openContext}) => {
    const context = await openContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${shopUrl()}/products/total-sensitive-toothpaste`);
    expect(await page.getByTestId('product-page').isVisible()).toBe(true);
    await page.getByTestId('add-to-cart').click();
    await page.waitForLoadState('load');
    expect(await cartCount(page)).toBeGreaterThanOrEqual(1);
    await page.goto(`${shopUrl()}/cart`);
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('cart-line').innerText()).toMatch(/Sensitive/i);
  });
});
