import type {Page} from 'playwright-core';
import {layerEntries, waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {describe, expect, test, type Fixtures} from '../support/fixtures';

/**
 * Hydrogen's standard view events (product, collection, search, cart) are
 * published on the Analytics.Provider's bus and reach the data layer through
 * its `Analytics.subscribe` subscriber, as GA4's view_item,
 * view_item_list, search and view_cart — only for a visitor who may be tracked.
 */
const VIEW_EVENTS = ['view_item', 'view_item_list', 'search', 'view_cart'];
/** The provider loads once the browser is idle (up to 1.5 s), on a busy machine later still. */
const IDLE = {timeout: 15_000};

async function newPage(visitorContext: Fixtures['visitorContext'], consent?: 'granted' | 'denied') {
  const context = await visitorContext({consent});
  return {context, page: await context.newPage()};
}

const viewEvents = (page: Page) => layerEntries(page, ...VIEW_EVENTS);
const idle = (page: Page) => page.waitForSelector('[data-testid="edge-state"][data-idle="true"]', {state: 'attached', timeout: 15_000});

describe('standard view events in the data layer', () => {
  test('product, collection, search and cart views arrive once each, by client navigation too', async ({visitorContext, errors}) => {
    const {page} = await newPage(visitorContext, 'granted');
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    await expect
      .poll(() => viewEvents(page), IDLE)
      .toEqual([
        expect.objectContaining({
          event: 'view_item',
          ecommerce: expect.objectContaining({items: [expect.objectContaining({item_id: 'total-whitening-toothpaste'})]}),
        }),
      ]);

    await page.goto(`${shopUrl()}/products/colgate-teeth-whitening`);
    await waitForHydration(page);
    await expect.poll(async () => (await viewEvents(page)).map((e) => e.event), IDLE).toEqual(['view_item_list']);
    const [list] = await viewEvents(page);
    expect(list!.ecommerce).toMatchObject({item_list_id: 'colgate-teeth-whitening'});
    expect((list!.ecommerce as {items: unknown[]}).items.length).toBeGreaterThan(0);

    // A client navigation: the provider stays mounted and publishes the new page's view.
    await page.goto(`${shopUrl()}/search?q=whitening`);
    await waitForHydration(page);
    await expect.poll(async () => (await viewEvents(page)).map((e) => e.event), IDLE).toEqual(['search']);
    expect((await viewEvents(page))[0]).toMatchObject({search_term: 'whitening'});
    await page.locator('.search-page .product-card__link').first().click();
    await page.getByTestId('product-page').waitFor();
    await expect.poll(async () => (await viewEvents(page)).map((e) => e.event), IDLE).toEqual(['search', 'view_item']);

    await page.goto(`${shopUrl()}/cart`);
    await waitForHydration(page);
    await expect
      .poll(() => viewEvents(page), IDLE)
      .toEqual([expect.objectContaining({event: 'view_cart', ecommerce: expect.objectContaining({currency: 'USD', items: []})})]);
    expect(errors).toEqual([]);
  });

  test('nothing before consent; accepting on the page publishes its view; a refusal publishes none', async ({visitorContext, errors}) => {
    const {page} = await newPage(visitorContext);
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    await idle(page);
    await page.waitForTimeout(500);
    expect(await viewEvents(page)).toEqual([]);
    await page.getByTestId('consent-banner').getByRole('button', {name: 'Accept all'}).click();
    await expect.poll(async () => (await viewEvents(page)).map((e) => e.event), IDLE).toEqual(['view_item']);
    expect(errors).toEqual([]);

    const refused = await newPage(visitorContext, 'denied');
    await refused.page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(refused.page);
    await idle(refused.page);
    await refused.page.waitForTimeout(1_000);
    expect(await viewEvents(refused.page)).toEqual([]);
  });
});
