import type {Browser, Page} from 'playwright-core';
import {launchChromium} from '../lib/chromium';
import {launchedAboveServers} from '../lib/priority';
import {BROWSER_UA} from './load';

/** The interactions measured, each on the page where a shopper does it. */
export const INTERACTIONS = [
  'add to cart',
  'quantity +',
  'quantity −',
  'variant change',
  'open menu',
  'apply filter',
  'type in search',
] as const;
export type InteractionName = (typeof INTERACTIONS)[number];

/** Interaction to next paint, in milliseconds, per interaction: every sample and their 75th percentile. */
export type InteractionResults = Record<string, {samples: number[]; p75: number}>;

/**
 * The Event Timing API reports interactions of 16 ms or more (its smallest
 * threshold); a shorter one is counted as 16 ms.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** The 75th percentile (nearest rank) of the samples; NaN for none. */
export function p75(samples: readonly number[]): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]!;
}

/** One interaction's latency from its event entries: the longest entry of each interaction id. */
export function interactionLatencies(entries: ReadonlyArray<{interactionId: number; duration: number}>): number[] {
  const byId = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byId.set(entry.interactionId, Math.max(byId.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...byId.values()];
}

/** Records every event entry that belongs to an interaction, from the first byte of the page on. */
const OBSERVE_EVENTS = `(() => {
  const entries = (window.__benchInteractions = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) entries.push({interactionId: e.interactionId, duration: e.duration, name: e.name});
  }).observe({type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true});
})();`;

interface Options {
  /** Chromium's CPU slowdown: the bench's calibrated device. */
  cpuSlowdown: number;
  /** Fresh page loads per interaction. */
  runs: number;
  log?: (message: string) => void;
}

/**
 * Interaction to next paint on the calibrated device (a phone's viewport, the
 * CPU slowed as for Lighthouse), measured in the browser with the Event Timing
 * API for what a shopper does most: add to cart, the quantity stepper, a
 * variant, the menu, a category filter and typing in search. Each interaction
 * runs on `runs` fresh page loads, after the page has hydrated and its network
 * has gone quiet; the figure per interaction is the 75th percentile, as for
 * the INP field metric.
 */
export async function measureInteractions(shopUrl: string, options: Options): Promise<InteractionResults> {
  const browser = await launchedAboveServers(launchChromium);
  const samples = new Map<InteractionName, number[]>(INTERACTIONS.map((name) => [name, []]));
  const add = (name: InteractionName, values: number[]) => samples.get(name)!.push(...values);
  try {
    for (let run = 0; run < options.runs; run++) {
      options.log?.(`interactions, run ${run + 1} of ${options.runs}`);
      await onPage(browser, options, `${shopUrl}/products/total-whitening-toothpaste`, async (page, measure) => {
        add(
          'variant change',
          await measure(
            () => page.locator('.option-value', {hasText: '2-pack'}).click(),
            () => page.waitForURL(/Size=2-pack/),
          ),
        );
        add(
          'add to cart',
          await measure(
            () => page.getByTestId('add-to-cart').click(),
            () => page.getByTestId('cart-line').first().waitFor(),
          ),
        );
        const quantity = page.getByTestId('cart-line-quantity').first();
        add(
          'quantity +',
          await measure(
            () => page.getByTestId('qty-increase').first().click(),
            () => quantity.filter({hasText: '2'}).waitFor(),
          ),
        );
        add(
          'quantity −',
          await measure(
            () => page.getByTestId('qty-decrease').first().click(),
            () => quantity.filter({hasText: '1'}).waitFor(),
          ),
        );
      });
      await onPage(browser, options, `${shopUrl}/products/colgate-toothpaste`, async (page, measure) => {
        add(
          'open menu',
          await measure(
            () => page.getByTestId('menu-toggle').click(),
            () => page.getByRole('navigation', {name: 'Main'}).waitFor(),
          ),
        );
        await page.keyboard.press('Escape');
        add(
          'apply filter',
          await measure(
            () => page.locator('.filter-chip', {hasText: 'Kids'}).click(),
            () => page.waitForURL(/audience=kids/),
          ),
        );
      });
      await onPage(browser, options, `${shopUrl}/learn`, async (page, measure) => {
        const input = page.getByTestId('predictive-search-input');
        await input.focus();
        add(
          'type in search',
          await measure(
            () => page.keyboard.type('whitening', {delay: 120}),
            () => page.locator('[role="option"]').first().waitFor(),
          ),
        );
      });
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries([...samples].map(([name, values]) => [name, {samples: values, p75: p75(values)}]));
}

type Measure = (act: () => Promise<unknown>, settled: () => Promise<unknown>) => Promise<number[]>;

/** The phone the interactions run on: Lighthouse's mobile screen. */
export const PHONE_VIEWPORT = {width: 412, height: 823};

/**
 * Headless Chromium keeps about 85 px of its window for a frame of its own,
 * and Playwright sizes the window to the viewport: the phone's bottom 85 px
 * are painted but never presented. An interaction whose only answer showed
 * there (add to cart's busy button) counted until something higher up changed
 * (the header's cart count), 250–300 ms instead of 80. The page still lays out
 * at the phone's size; only the window around it grows.
 */
const WINDOW_FRAME_ALLOWANCE = 200;

/**
 * A fresh phone-sized page slowed to the device's CPU, whose interactions are
 * recorded from its first byte (`recordedLatencies`) and whose whole screen is
 * presented. `close` closes its context.
 */
export async function openPhonePage(browser: Browser, cpuSlowdown: number): Promise<{page: Page; close: () => Promise<void>}> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: BROWSER_UA,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_EVENTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const {windowId} = await cdp.send('Browser.getWindowForTarget');
    await cdp.send('Browser.setWindowBounds', {windowId, bounds: {height: PHONE_VIEWPORT.height + WINDOW_FRAME_ALLOWANCE}});
    return {page, close: () => context.close()};
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The page's recorded interaction count, to read the latencies of what follows with `recordedLatencies`. */
export const recordedCount = (page: Page) =>
  page.evaluate(() => (window as unknown as {__benchInteractions: unknown[]}).__benchInteractions.length);

/** The latency of each interaction recorded after the first `from` entries. */
export async function recordedLatencies(page: Page, from: number): Promise<number[]> {
  const entries = await page.evaluate(
    (start) =>
      (window as unknown as {__benchInteractions: Array<{interactionId: number; duration: number}>}).__benchInteractions.slice(start),
    from,
  );
  return interactionLatencies(entries);
}

/** A fresh phone page at `url`, hydrated and quiet. */
async function onPage(browser: Browser, options: Options, url: string, body: (page: Page, measure: Measure) => Promise<void>) {
  const {page, close} = await openPhonePage(browser, options.cpuSlowdown);
  try {
    await page.goto(url, {waitUntil: 'load', timeout: 60_000});
    await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
    // The consent banner covers the page's foot on a phone; a shopper answers it first.
    const decline = page.getByRole('button', {name: 'Decline'});
    if (await decline.isVisible().catch(() => false)) await decline.click();
    const measure: Measure = async (act, settled) => {
      const before = await recordedCount(page);
      await act();
      await settled();
      // Event entries are queued after the next paint: give the observer time to hear of them.
      await page.waitForTimeout(400);
      const latencies = await recordedLatencies(page, before);
      return latencies.length ? latencies : [EVENT_TIMING_THRESHOLD_MS];
    };
    await body(page, measure);
  } finally {
    await close();
  }
}
