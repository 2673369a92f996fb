import type {Page, Route} from 'playwright-core';
import {DESKTOP_UA, waitForHydration} from '../support/browser';
import {describe, expect, test} from '../support/fixtures';
import {shopUrl} from '../support/http';

/** Page-data requests of the page, held `delayMs` each, with how many were open at once. */
async function watchPageData(page: Page, delayMs: number) {
  const seen: Array<{path: string; prefetch: boolean}> = [];
  let open = 0;
  let most = 0;
  await page.route(/\.data(\?|$)/, async (route: Route) => {
    const request = route.request();
    const prefetch = request.headers()['purpose'] === 'prefetch';
    seen.push({path: new URL(request.url()).pathname, prefetch});
    if (prefetch) most = Math.max(most, ++open);
    try {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({response});
    } finally {
      if (prefetch) open -= 1;
    }
  });
  return {seen, most: () => most, open: () => open};
}

async function productLinks(page: Page, count: number) {
  const hrefs = await page
    .locator('main a[data-prefetch="intent"][href^="/products/"]:visible')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThanOrEqual(count);
  return hrefs.slice(0, count);
}

/** The category listing, hydrated, with link prefetching installed (it is once the page starts hydrating). */
async function productsPage(page: Page) {
  await page.goto(`${shopUrl()}/products`);
  await waitForHydration(page);
  // Prefetching is installed once the page has started hydrating.
  await page.locator('html[data-prefetch="ready"]').waitFor({state: 'attached'});
  return page;
}

describe('link prefetching', () => {
  test.scoped({contextOptions: {viewport: {width: 1280, height: 900}, userAgent: DESKTOP_UA}});

  test('prefetches the page data of links pointed at, at most 4 at a time', {timeout: 60_000}, async ({page}) => {
    await productsPage(page);
    const watch = await watchPageData(page, 700);
    const hrefs = await productLinks(page, 8);
    // The pointer waits in the corner (no link there) while each link scrolls into view: resting on a
    // card, it would point at whichever link the scroll brought under it.
    expect(await page.evaluate(() => document.elementFromPoint(0, 0)?.closest('a')?.outerHTML ?? null)).toBeNull();
    for (const href of hrefs) {
      await page.mouse.move(0, 0);
      await page.locator(`main a[data-prefetch="intent"][href="${href}"]:visible`).first().hover();
    }
    await expect.poll(() => watch.seen.filter((s) => s.prefetch).length, {timeout: 20_000}).toBe(8);
    await expect.poll(() => watch.open(), {timeout: 10_000}).toBe(0);
    expect(watch.most()).toBe(4);
    expect(new Set(watch.seen.map((s) => s.path))).toEqual(new Set(hrefs.map((h) => `${h}.data`)));
  });

  test('a navigation after the prefetch uses it: one request for the page data, and the page shows', {timeout: 60_000}, async ({page}) => {
    await productsPage(page);
    const watch = await watchPageData(page, 0);
    const [href] = await productLinks(page, 1);
    const link = page.locator(`main a[data-prefetch="intent"][href="${href}"]:visible`).first();
    await link.hover();
    await expect.poll(() => watch.seen.length, {timeout: 10_000}).toBe(1);
    await expect.poll(() => watch.open(), {timeout: 10_000}).toBe(0);
    await link.click();
    await page.waitForURL(`${shopUrl()}${href}`);
    await page.getByTestId('product-page').waitFor({timeout: 15_000});
    expect(watch.seen.filter((s) => s.path === `${href}.data`)).toEqual([{path: `${href}.data`, prefetch: true}]);
  });

  test(
    'after a change (any submission) a navigation asks the server again instead of using an older prefetch',
    {timeout: 60_000},
    async ({page}) => {
      await productsPage(page);
      const watch = await watchPageData(page, 0);
      const [href] = await productLinks(page, 1);
      const link = page.locator(`main a[data-prefetch="intent"][href="${href}"]:visible`).first();
      await link.hover();
      await expect.poll(() => watch.seen.length, {timeout: 10_000}).toBe(1);
      await expect.poll(() => watch.open(), {timeout: 10_000}).toBe(0);
      // A write through the page's fetch, as a cart or account form sends it (this one is refused as unreadable).
      const status = await page.evaluate(() =>
        fetch('/cart', {method: 'POST', body: new URLSearchParams({cartFormInput: '{'})}).then((r) => r.status),
      );
      expect(status).toBe(400);
      await link.click();
      await page.waitForURL(`${shopUrl()}${href}`);
      await page.getByTestId('product-page').waitFor({timeout: 15_000});
      // The page data was asked for again after the change (by the navigation, or by a prefetch the click's
      // pointer started; on a busy host both, as the navigation can start before that prefetch answers).
      expect(watch.seen.slice(1).filter((s) => s.path === `${href}.data`).length).toBeGreaterThanOrEqual(1);
    },
  );
});
