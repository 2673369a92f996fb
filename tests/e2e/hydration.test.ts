import type {Page} from 'playwright-core';
import {DESKTOP_UA, layerEventNames, waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {START_AFTER_PARSE_MS} from '../../app/ui/deferred-start';
import {describe, expect, test, watchErrors as watchProblems} from '../support/fixtures';

/**
 * An Add to cart clicked right after load must not raise React #425/#422 (the
 * header count hydrating with the add's optimistic quantity instead of the
 * server's), leave the drawer shut (the add's answer unseen) or show "Your
 * cart is empty" in it. The CPU is slowed four
 * times and each try clicks a little later after the button shows, so the
 * clicks land before, during and after hydration.
 */
describe('Add to cart clicked as soon as it shows', () => {
  test('raises no page error, never shows an empty drawer, and always lands the add (drawer, or the cart page before JavaScript runs)', async ({
    openContext,
  }) => {
    const outcomes: string[] = [];
    const problems: string[] = [];
    const tries = 10;
    for (let attempt = 0; attempt < tries; attempt++) {
      const context = await openContext({viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript(() => {
        const w = window as unknown as {emptyDrawerSeen?: boolean};
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="cart-drawer"] [data-testid="cart-empty"]')) w.emptyDrawerSeen = true;
        }).observe(document, {subtree: true, childList: true});
      });
      watchProblems(page, problems, `try ${attempt}: `);
      await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`, {waitUntil: 'commit'});
      const button = page.getByTestId('add-to-cart');
      await button.waitFor({state: 'visible'});
      // The last try clicks a page known to be hydrated: on a slow host, the timed tries may all land before.
      if (attempt === tries - 1) await waitForHydration(page);
      else if (attempt) await page.waitForTimeout(attempt * 150);
      await button.click();
      const drawerLine = page.getByTestId('cart-drawer').getByTestId('cart-line');
      const outcome = await Promise.race([
        drawerLine
          .first()
          .waitFor({timeout: 20_000})
          .then(() => 'drawer'),
        page.waitForURL('**/cart', {timeout: 20_000}).then(() => 'cart page'),
      ]).catch(() => 'nothing');
      if (outcome === 'cart page') await page.getByTestId('cart-page').getByTestId('cart-line').first().waitFor();
      await page.waitForTimeout(500);
      if (outcome === 'drawer') {
        expect(await page.getByTestId('cart-count').textContent(), `try ${attempt}`).toBe('1');
        expect(await drawerLine.count(), `try ${attempt}`).toBe(1);
      }
      if (await page.evaluate(() => (window as unknown as {emptyDrawerSeen?: boolean}).emptyDrawerSeen === true)) {
        problems.push(`try ${attempt}: the drawer showed "Your cart is empty"`);
      }
      outcomes.push(outcome);
      // Throttled tabs left open would slow the tries after them: each closes before the next opens.
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(outcomes).not.toContain('nothing');
    // A hydrated page answers in the drawer, not with the no-JavaScript cart page.
    expect(outcomes.at(-1), outcomes.join(', ')).toBe('drawer');
  });
});

/**
 * `useFetchers()` drops a fetcher once it is idle, so the drawer missed an add
 * whose page-data revalidation answered before React rendered the fetcher busy
 * (a fast shop, a slow phone): the drawer stayed shut. Here every revalidation
 * is answered at once from a copy taken before the add, with the CPU slowed six
 * times; before the fix the drawer stayed shut in 2 of 6 tries (six tries
 * catch that 91 times in 100).
 */
describe('an add whose page data answers at once', () => {
  test('still opens the drawer with the added line and counts it in the header', async ({openContext}) => {
    const outcomes: string[] = [];
    const tries = 6;
    for (let attempt = 0; attempt < tries; attempt++) {
      const context = await openContext({viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA});
      const page = await context.newPage();
      await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
      await waitForHydration(page);
      const copies = new Map<string, {body: Buffer; headers: Record<string, string>; status: number}>();
      await page.route(/\.data(\?|$)/, async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const copy = copies.get(route.request().url());
        if (copy) return route.fulfill(copy);
        const fresh = await route.fetch();
        copies.set(route.request().url(), {body: await fresh.body(), headers: fresh.headers(), status: fresh.status()});
        return route.fulfill({response: fresh});
      });
      // The copy the revalidation after the add will get, taken now (its cart is still empty).
      await page.evaluate(() => fetch('/products/total-whitening-toothpaste.data').then((r) => r.text()));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
      await page.getByTestId('add-to-cart').click();
      const drawerLine = page.getByTestId('cart-drawer').getByTestId('cart-line');
      const opened = await drawerLine
        .first()
        .waitFor({timeout: 10_000})
        .then(
          () => true,
          () => false,
        );
      outcomes.push(opened ? `drawer, count ${await page.getByTestId('cart-count').textContent()}` : 'drawer shut');
      // A revalidation the throttled page still has in flight would reach route.fetch after the
      // context closes (an unhandled rejection in the handler): its answer no longer matters.
      await page.unrouteAll({behavior: 'ignoreErrors'});
      // As above: one throttled tab at a time.
      await context.close();
    }
    expect(outcomes).toEqual(Array(tries).fill('drawer, count 1'));
  });
});

/** Waits for the error page's effect (one custom_error event), which runs once it has hydrated. */
const errorPageHydrated = (page: Page) => expect.poll(() => layerEventNames(page), {timeout: 15_000}).toContain('custom_error');

/**
 * Error pages' code is a split part: a page the server rendered as an error
 * must load it before hydrating and hydrate in place, not re-render on the
 * client (React's recoverable hydration errors) or leave its links inert.
 */
describe('an error page loaded in full', () => {
  test('loads its own code before hydrating, hydrates without a React error, and its links navigate in the browser', async ({
    openContext,
  }) => {
    const context = await openContext({viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA});
    const page = await context.newPage();
    const problems: string[] = [];
    watchProblems(page, problems);
    const response = await page.goto(`${shopUrl()}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('template[data-split-part="RouteErrorBoundary"]').count()).toBe(1);
    await page.getByTestId('not-found-page').waitFor();
    // Its effect (one custom_error event) runs once the page has hydrated: on a busy host, seconds after it shows.
    await errorPageHydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.getByTestId('not-found-page').locator('a[href="/products/colgate-toothpaste"]').first().click();
    await page.waitForURL(/\/products\/colgate-toothpaste$/);
    await page.locator('h1').first().waitFor();
    expect({problems, documents}).toEqual({problems: [], documents: []});
  });
});

/**
 * The error page's CMS picture is a split part defined in the error page's
 * own chunk, so the entry did not know it when it preloaded the parts on the
 * page, and hydration started without its code: its boundary stayed
 * dehydrated until the chunk arrived, and an urgent update reaching it
 * meanwhile makes React drop its server HTML (error #421, seen once in CI on
 * this page). Its chunk is held back here: hydration must wait for it.
 */
describe('an error page whose nested part loads slowly', () => {
  test("hydrates only once the nested part's code is in, with no React error", async ({openContext}) => {
    const context = await openContext({viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA});
    const page = await context.newPage();
    const problems: string[] = [];
    watchProblems(page, problems);
    let delivered = false;
    await page.route(/\/CmsErrorPicture-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      delivered = true;
      await route.fallback();
    });
    await page.goto(`${shopUrl()}/no-such-page-here`);
    expect(await page.locator('template[data-split-part="CmsErrorPicture"]').count()).toBe(1);
    await errorPageHydrated(page);
    expect(delivered, 'hydrated before the chunk of the part on the page arrived').toBe(true);
    await page.getByTestId('not-found-page').locator('img').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The page's ready state, when its document was parsed and loaded, and when each script request started (ms). */
function startTimes(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      state: document.readyState,
      parsed: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    };
  });
}

describe('start-up after load', () => {
  test("requests the page's JavaScript only once the page has loaded, then hydrates", async ({openContext}) => {
    const context = await openContext({viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    const problems: string[] = [];
    watchProblems(page, problems);
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    const timing = await startTimes(page);
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('starts on a first key press, before load and before the wait after parsing runs out', async ({openContext}) => {
    const context = await openContext({viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    // Every image hangs, so the page does not load: only the key press (or the wait) can start it.
    await page.route(/\.(?:jpe?g|png|webp|avif|svg)(?:\?|$)/, () => undefined);
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`, {waitUntil: 'domcontentloaded'});
    await page.keyboard.press('Shift');
    await waitForHydration(page);
    const timing = await startTimes(page);
    expect(timing.state).toBe('interactive');
    expect(Math.min(...timing.scripts)).toBeLessThan(timing.parsed + START_AFTER_PARSE_MS);
    await context.close();
  });
});

/**
 * React hydrates each Suspense boundary after the page's first commit, and a
 * render reaching one not yet hydrated at an urgent priority makes React drop
 * its server HTML (error #421, raised on the page). Remix set the location of
 * a finished navigation urgently, and a deferred value (the header's cart, the
 * home carousels) suspended on its first render even when settled, so a
 * navigation right after hydration could meet such a boundary. Here each try
 * navigates (by the History API, as the back button does) the moment the page
 * reports itself hydrated, with the CPU slowed four times; before the fix one
 * try in five raised #421 (six tries catch that 74 times in 100).
 */
describe('a client navigation the moment the page has hydrated', () => {
  test('raises no React error, to a missing product or to a product', async ({openContext}) => {
    const problems: string[] = [];
    const targets = ['/products/no-such-product', '/products/total-whitening-toothpaste'];
    for (let attempt = 0; attempt < 6; attempt++) {
      const target = targets[attempt % targets.length];
      const context = await openContext({viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA});
      const page = await context.newPage();
      watchProblems(page, problems, `try ${attempt} (${target}): `);
      await page.addInitScript((path) => {
        if (location.pathname !== '/') return;
        new MutationObserver((_, observer) => {
          if (!document.documentElement.dataset.hydrated) return;
          observer.disconnect();
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate', {state: null}));
        }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-hydrated']});
      }, target);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(`${shopUrl()}/`);
      await page.waitForURL(`**${target}`, {timeout: 20_000});
      await page.getByTestId(target.includes('no-such') ? 'not-found-page' : 'product-page').waitFor({timeout: 20_000});
      // The boundaries left hydrate, or are dropped, within the next second.
      await page.waitForTimeout(1000);
      // As above: one throttled tab at a time.
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
