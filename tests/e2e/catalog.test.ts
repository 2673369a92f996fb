import type {BrowserContext, Page} from 'playwright-core';
import {holdRequests, layerEntries, waitForHydration} from '../support/browser';
import {getPage, shopUrl, storefrontApi} from '../support/http';
import {describe, expect, test} from '../support/fixtures';

/** The cart behind the browser's `ss.cartId` cookie, read straight from the platform. */
async function platformCart(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'ss.cartId');
  expect(cookie, 'cart cookie').toBeTruthy();
  const {body} = await storefrontApi(
    `query($id: ID!) { cart(id: $id) { totalQuantity cost { subtotalAmount { amount } totalAmount { amount } }
      lines(first: 20) { nodes { quantity attributes { key value } sellingPlanAllocation { sellingPlan { name } }
        discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } } } } } }`,
    {id: `gid://shopify/Cart/${decodeURIComponent(cookie!.value)}`},
  );
  return body.data.cart;
}

const cardHandles = (page: Page) =>
  page.locator('.product-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.replace('/products/', '')));

/** The card order the server renders for a path (what a shared link or a reload shows). */
async function serverCardHandles(path: string) {
  const html = await (await getPage(path)).text();
  return [...html.matchAll(/<a\b[^>]*\bclass="[^"]*\bproduct-card__link\b[^"]*"[^>]*>/g)].map((m) =>
    /\bhref="([^"]+)"/.exec(m[0])![1]!.replace('/products/', ''),
  );
}

describe('catalog in Chromium', () => {
  test('every main-menu entry opens a non-empty page', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/`);
    const hrefs = await page
      .locator('nav[aria-label="Main"] a[href^="/products"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    for (const href of hrefs) {
      await page.goto(`${shopUrl()}${href}`, {waitUntil: 'domcontentloaded'});
      await expect
        .poll(() => page.locator('[data-testid="category-page"], [data-testid="product-page"], [data-testid="bundle-builder"]').count(), {
          message: href,
        })
        .toBe(1);
      expect(await page.locator('.product-card, [data-testid="add-to-cart"], .bundle-option').count(), href).toBeGreaterThan(0);
    }
    // A real click through the header's drop-down uses client-side navigation.
    await page.goto(`${shopUrl()}/`);
    await page.locator('.header-nav summary', {hasText: 'Bundles'}).first().click();
    await page.locator('.header-nav__panel a', {hasText: 'Freshening Bundles'}).first().click();
    await page.waitForURL('**/products/freshening-bundles');
    await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`the student and bundle values filter the catalog, and the student sign-up lists student picks (${width} px)`, async ({
      openContext,
      errors,
    }) => {
      const page = await (await openContext({viewport: {width, height: 900}})).newPage();
      await page.goto(`${shopUrl()}/products`);
      await waitForHydration(page);
      const all = await cardHandles(page);
      await page.locator('.filter-chip', {hasText: 'Bundles'}).click();
      await page.waitForURL(/offer=bundle/);
      const bundles = await serverCardHandles('/products?offer=bundle');
      expect(bundles.length).toBeLessThan(all.length);
      await expect.poll(() => cardHandles(page)).toEqual(bundles);
      await page.locator('.filter-chip', {hasText: 'Student picks'}).scrollIntoViewIfNeeded();
      await page.screenshot({path: `${process.env.SCREENSHOT_DIR ?? '.cache/screenshots'}/catalog-offers-${width}.png`});

      await page.goto(`${shopUrl()}/account/create-account/student`);
      const picks = page.getByTestId('student-products');
      await picks.waitFor();
      expect(await picks.locator('.product-card').count()).toBeGreaterThan(0);
      await picks.scrollIntoViewIfNeeded();
      await page.screenshot({path: `${process.env.SCREENSHOT_DIR ?? '.cache/screenshots'}/student-picks-${width}.png`});
      expect(errors).toEqual([]);
    });
  }

  test('filters and sorts a category, keeps it in the URL and survives a reload', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/products/colgate-toothpaste`);
    // The category page is a split part: its filters act instantly once it has hydrated
    // (before that, they are the plain GET form).
    await waitForHydration(page);
    const all = await cardHandles(page);
    await page.locator('.filter-chip', {hasText: 'Kids'}).click();
    await page.waitForURL(/audience=kids/);
    await expect.poll(async () => (await cardHandles(page)).every((h) => h.startsWith('kids-'))).toBe(true);
    const kids = await cardHandles(page);
    expect(kids.length).toBeLessThan(all.length);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    expect(page.url()).toContain('audience=kids');
    // The URL can change a moment before the list re-renders: wait for the order the server gives that URL.
    const url = new URL(page.url());
    const sorted = await serverCardHandles(url.pathname + url.search);
    expect(sorted).not.toEqual(kids);
    await expect.poll(() => cardHandles(page)).toEqual(sorted);
    await page.reload();
    expect(await cardHandles(page)).toEqual(sorted);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-desc');
    expect(await page.locator('input[name="audience"][value="kids"]').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('picking a variant updates price and stock; a sold-out variant has no add button', async ({page}) => {
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await expect.poll(() => page.locator('.product-price .price').first().innerText()).toBe('$5.99');
    await page.locator('.option-value', {hasText: '2-pack'}).click();
    await page.waitForURL(/Size=2-pack/);
    await expect.poll(() => page.locator('.product-price .price').first().innerText()).toBe('$10.99');
    expect(await page.locator('.product-price .price--compare').innerText()).toContain('$11.98');
    expect(await page.getByTestId('add-to-cart').isVisible()).toBe(true);

    await page.locator('.option-value', {hasText: '3-pack'}).click();
    await page.waitForURL(/Size=3-pack/);
    await expect.poll(() => page.getByTestId('sold-out').isVisible()).toBe(true);
    expect(await page.getByTestId('add-to-cart').count()).toBe(0);
    expect(await page.getByTestId('stock-status').innerText()).toContain('Out of stock');
  });

  test('adds a subscription with its selling plan', async ({context, page}) => {
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    const plan = page.locator('.purchase-option', {hasText: 'Deliver every'}).first();
    const planName = (await plan.locator('span').first().innerText()).split('·')[0]!.trim();
    await plan.locator('input').check();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(async () => (await platformCart(context))?.totalQuantity ?? 0, {timeout: 15_000}).toBe(1);
    const cart = await platformCart(context);
    expect(cart.lines.nodes[0].sellingPlanAllocation.sellingPlan.name).toBe(planName);
  });

  test('builds a bundle and adds it as lines sharing one bundle id, priced with the bundle saving', async ({context, page, errors}) => {
    await page.goto(`${shopUrl()}/products/create-your-bundle`);
    await waitForHydration(page); // the bundle builder is a split part
    const add = page.getByTestId('add-bundle');
    await expect.poll(() => add.isDisabled()).toBe(true);
    await page.getByTestId('bundle-option-total-whitening-toothpaste').click();
    await page.getByTestId('bundle-option-charcoal-manual-toothbrush').click();
    await page.getByTestId('bundle-option-dental-floss-picks').click();
    await expect.poll(() => page.getByTestId('bundle-saving').innerText()).not.toContain('$0.00');
    const shownTotal = Number((await page.getByTestId('bundle-total').innerText()).replace(/[^\d.]/g, ''));
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();

    await expect.poll(async () => (await platformCart(context))?.totalQuantity ?? 0, {timeout: 15_000}).toBe(3);
    const cart = await platformCart(context);
    const ids = new Set(cart.lines.nodes.map((l: any) => l.attributes.find((a: any) => a.key === '_bundle_id')?.value));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^bundle-/);
    for (const line of cart.lines.nodes) {
      expect(line.attributes).toContainEqual({key: '_bundle_name', value: 'Create Your Own Bundle'});
      expect(line.discountAllocations[0].title).toBe('Bundle savings');
    }
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(shownTotal, 2);

    // The cart page lists the bundle's lines.
    await page.goto(`${shopUrl()}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  test('predictive search reaches a product with the keyboard only', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/products`);
    const input = page.getByTestId('predictive-search-input');
    await input.focus();
    // Empty box: trending searches (also when the focus came before hydration).
    await expect.poll(() => page.locator('[role="option"]', {hasText: 'whitening pen'}).count(), {timeout: 10_000}).toBe(1);
    await page.keyboard.type('express pen');
    await expect
      .poll(() => page.locator('[role="option"]', {hasText: 'Optic White Express Whitening Pen'}).count(), {timeout: 10_000})
      .toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products/optic-white-express-pen');
    await expect.poll(() => page.getByTestId('product-page').isVisible()).toBe(true);

    // The search is remembered as a recent search.
    await page.getByTestId('predictive-search-input').focus();
    await expect.poll(() => page.locator('[role="option"]', {hasText: 'express pen'}).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('predictive search keeps what was typed before its code arrived, and suggests for it once it has', async ({page, errors}) => {
    // Hold the predictive part back: the page hydrates without it, the box is a plain form meanwhile.
    const {requested, release} = await holdRequests(page, '**/assets/PredictiveSuggestions-*.js');
    await page.goto(`${shopUrl()}/products`, {waitUntil: 'domcontentloaded'});
    const input = page.getByTestId('predictive-search-input');
    await input.focus();
    await page.keyboard.type('express');
    await waitForHydration(page);
    // Focus is intent: the part is on its way, and what is typed while it is held stays in the box.
    await expect.poll(requested).toEqual(['PredictiveSuggestions']);
    await page.keyboard.type(' pen');
    expect(await input.inputValue()).toBe('express pen');
    expect(await page.locator('[role="option"]').count()).toBe(0);
    release();
    await expect
      .poll(() => page.locator('[role="option"]', {hasText: 'Optic White Express Whitening Pen'}).count(), {timeout: 10_000})
      .toBe(1);
    expect(await input.inputValue()).toBe('express pen');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    // Cleared, the focused box offers the trending searches.
    await input.fill('');
    await expect.poll(() => page.locator('[role="option"]', {hasText: 'whitening pen'}).count(), {timeout: 10_000}).toBe(1);
    expect(errors).toEqual([]);
  });

  test('Enter in the search box before its predictive part has arrived searches for the text', async ({page, errors}) => {
    await holdRequests(page, '**/assets/PredictiveSuggestions-*.js');
    await page.goto(`${shopUrl()}/products`);
    await waitForHydration(page);
    const input = page.getByTestId('predictive-search-input');
    await input.focus();
    await page.keyboard.type('dental floss');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=dental\+floss$/);
    await expect.poll(() => page.locator('.search-page .product-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('/search shows results, and a helpful message when nothing matches', async ({openContext}) => {
    const context = await openContext({viewport: {width: 390, height: 900}});
    const page = await context.newPage();
    // The search view reaches the data layer through Hydrogen's analytics, for a visitor who accepted (decision 97).
    await context.addCookies([{name: 'oc_consent', value: 'granted', url: shopUrl()}]);
    await page.goto(`${shopUrl()}/search`);
    await page.locator('#search-page-input').fill('mouthwash');
    await page.locator('#search-page-input').press('Enter');
    await page.waitForURL(/q=mouthwash/);
    await expect.poll(() => page.locator('.search-page .product-card').count()).toBeGreaterThan(0);
    const searchEvents = async () => (await layerEntries(page, 'search')).length;
    await expect.poll(searchEvents, {timeout: 15_000}).toBeGreaterThan(0);

    await page.goto(`${shopUrl()}/search?q=xylophone`);
    await expect.poll(() => page.getByTestId('search-no-results').isVisible()).toBe(true);
  });
});
