import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {onTestFinished} from 'vitest';

export {CHROMIUM_PATH, launchChromium} from '../../scripts/lib/chromium';

/**
 * A desktop Chrome user agent. Headless Chromium announces itself as
 * `HeadlessChrome`, which the shop's bot detection treats as a bot.
 */
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A browser context that closes when the running test ends, whether it passed
 * or failed: a failing assertion must not leave a context (and its pages and
 * timers) open for the tests after it. Call it inside a test; a context shared
 * by a whole file is opened in `beforeAll` and closed in `afterAll` instead.
 */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  onTestFinished(() => context.close());
  return context;
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, set by the root route).
 * Before that, a click on a form button submits it the no-JavaScript way.
 */
export async function waitForHydration(page: Page, timeout = 30_000) {
  trackRequests(page);
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout});
}

/** One entry of the page's analytics data layer (`window.dataLayer`). */
export type LayerEntry = {event?: string} & Record<string, unknown>;

/** The page's analytics data layer as it is now: empty before the first push. */
export const dataLayer = (page: Page): Promise<LayerEntry[]> =>
  page.evaluate(() => (window as unknown as {dataLayer?: LayerEntry[]}).dataLayer ?? []);

/** The data layer's entries for the named events, in the order they were pushed. */
export async function layerEntries(page: Page, ...events: string[]): Promise<LayerEntry[]> {
  return (await dataLayer(page)).filter((entry) => events.includes(String(entry?.event)));
}

/** The names of the events pushed so far, in order. */
export async function layerEventNames(page: Page): Promise<string[]> {
  return (await dataLayer(page)).map((entry) => entry?.event).filter((name): name is string => Boolean(name));
}

/** The requests each page has open, tracked from the first `waitForHydration` on it. */
const openRequests = new WeakMap<Page, {open: Set<unknown>; lastChange: number}>();

function trackRequests(page: Page) {
  if (openRequests.has(page)) return;
  const state = {open: new Set<unknown>(), lastChange: Date.now()};
  openRequests.set(page, state);
  page.on('request', (request) => (state.open.add(request), (state.lastChange = Date.now())));
  const done = (request: unknown) => state.open.delete(request) && (state.lastChange = Date.now());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has had no request open for `quietMs` (after a click,
 * what `waitForLoadState('networkidle')` does not do: that one answers at once
 * once the page's load has been idle). Counts the requests started since the
 * page's first `waitForHydration`.
 */
export async function waitForNetworkQuiet(page: Page, quietMs = 500, timeout = 15_000) {
  const state = openRequests.get(page);
  if (!state) throw new Error('waitForNetworkQuiet needs waitForHydration on the page first');
  const deadline = Date.now() + timeout;
  while (state.open.size > 0 || Date.now() - state.lastChange < quietMs) {
    if (Date.now() > deadline) throw new Error(`the page still had ${state.open.size} request(s) open after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Holds back the page's requests whose URL matches `pattern` (JavaScript
 * chunks, say) until `release()`. `requested()` names the held files, without
 * their content hash (`ConsentManager-D5ovc89I.js` → `ConsentManager`).
 */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  const requested = new Set<string>();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested.add(new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0]!);
    await held;
    await route.continue();
  });
  return {requested: () => [...requested].sort(), release};
}
