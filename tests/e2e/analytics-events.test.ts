import type {BrowserContextOptions} from 'playwright-core';
import {layerEntries, waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {describe, expect, test, type Fixtures} from '../support/fixtures';

/**
 * The data layer's interaction events, each read from the data layer after
 * the shopper does the thing.
 * (`navigation` from the main menu: tests/e2e/header.test.ts.)
 */
const T = {timeout: 15_000};

/** A page whose visitor allows tracking; the first-order popup (an experiment) stays out of the way. */
async function newPage(visitorContext: Fixtures['visitorContext'], options: BrowserContextOptions = {}) {
  const context = await visitorContext({consent: 'granted', popup: false}, options);
  return {context, page: await context.newPage()};
}

describe('interaction events in the data layer', () => {
  test('custom_error when the 404 page is shown, by a full load and by a client navigation', async ({visitorContext, errors}) => {
    const {page} = await newPage(visitorContext);
    await page.goto(`${shopUrl()}/no-such-page-here`);
    await page.getByTestId('not-found-page').waitFor();
    // (An error page renders no route component, so `data-hydrated` is not set: poll the layer.)
    await expect
      .poll(() => layerEntries(page, 'custom_error'), T)
      .toEqual([{event: 'custom_error', error_type: 'not_found', error_code: 404, page_path: '/no-such-page-here'}]);
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    await page.evaluate(() => (window as unknown as {dataLayer: unknown[]}).dataLayer.splice(0));
    // A client navigation to a product that does not exist, through the History API as the back and
    // forward buttons make one: the router loads the address the history entry names.
    await page.evaluate(() => {
      history.pushState(null, '', '/products/no-such-product');
      dispatchEvent(new PopStateEvent('popstate', {state: null}));
    });
    await page.getByTestId('not-found-page').waitFor(T);
    await expect
      .poll(() => layerEntries(page, 'custom_error'), T)
      .toEqual([{event: 'custom_error', error_type: 'not_found', error_code: 404, page_path: '/products/no-such-product'}]);
    expect(errors).toEqual([]);
  });

  test('carousel when the shopper scrolls a product carousel, once per scroll', async ({visitorContext, errors}) => {
    const {page} = await newPage(visitorContext);
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    const track = page.getByTestId('carousel-track').first();
    await track.scrollIntoViewIfNeeded();
    const name = await track.getAttribute('aria-label');
    await track.evaluate((el) => el.scrollBy({left: el.clientWidth, behavior: 'instant'}));
    await expect
      .poll(() => layerEntries(page, 'carousel'), T)
      .toEqual([expect.objectContaining({event: 'carousel', carousel_name: name, carousel_action: 'next'})]);
    const [first] = await layerEntries(page, 'carousel');
    expect(first!.slide_index).toBeGreaterThan(1);
    await track.evaluate((el) => el.scrollTo({left: 0, behavior: 'instant'}));
    await expect
      .poll(async () => (await layerEntries(page, 'carousel')).map((e) => `${e.carousel_action} ${e.slide_index}`), T)
      .toEqual([`next ${first!.slide_index}`, 'previous 1']);
    expect(errors).toEqual([]);
  });

  test('add_to_wishlist when the shopper saves a product, and the save is kept', async ({visitorContext, errors}) => {
    const {page} = await newPage(visitorContext);
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    const save = page.getByTestId('save-for-later');
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed'), T).toBe('true');
    expect(await layerEntries(page, 'add_to_wishlist')).toEqual([
      {
        event: 'add_to_wishlist',
        ecommerce: {
          currency: 'USD',
          value: expect.any(Number),
          items: [expect.objectContaining({item_id: 'total-whitening-toothpaste', item_name: 'Total Whitening Toothpaste', quantity: 1})],
        },
      },
    ]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => save.getAttribute('aria-pressed'), T).toBe('true');
    // Unsaving pushes nothing.
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed'), T).toBe('false');
    expect(await layerEntries(page, 'add_to_wishlist')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('review when the shopper rates a product', async ({visitorContext, errors}) => {
    const {page} = await newPage(visitorContext);
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    await page.getByTestId('rate-product').getByRole('button', {name: '4 stars'}).click();
    expect(await layerEntries(page, 'review')).toEqual([
      {event: 'review', item_id: 'total-whitening-toothpaste', item_name: 'Total Whitening Toothpaste', rating: 4, review_action: 'rate'},
    ]);
    expect(await page.getByTestId('rate-product').getByRole('status').innerText()).toContain('4 out of 5');
    expect(errors).toEqual([]);
  });

  test('buy_now when the shopper buys straight away: the event, then the hosted checkout with the line', async ({
    visitorContext,
    errors,
  }) => {
    const {page} = await newPage(visitorContext);
    // The checkout is another page: keep the data layer's pushes as they happen.
    const pushed: Array<Record<string, unknown>> = [];
    await page.exposeFunction('recordPush', (entry: Record<string, unknown>) => pushed.push(entry));
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        for (const item of items) (window as unknown as {recordPush: (e: unknown) => void}).recordPush(item);
        return push(...items);
      };
      (window as unknown as {dataLayer: unknown[]}).dataLayer = layer;
    });
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    await page.locator('select[name="quantity"]').selectOption('2');
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/checkouts\//, T);
    expect(pushed.filter((e) => e.event === 'buy_now')).toEqual([
      {
        event: 'buy_now',
        ecommerce: {
          currency: 'USD',
          value: expect.any(Number),
          items: [expect.objectContaining({item_id: 'total-whitening-toothpaste', quantity: 2})],
        },
      },
    ]);
    expect(await page.locator('body').innerText()).toMatch(/Total Whitening Toothpaste/);
    expect(errors).toEqual([]);
  });

  test('buy-now works without JavaScript too (plain form post, then the checkout)', async ({visitorContext}) => {
    const {page} = await newPage(visitorContext, {javaScriptEnabled: false});
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/checkouts\//, T);
    expect(await page.locator('body').innerText()).toMatch(/Total Whitening Toothpaste/);
  });
});
