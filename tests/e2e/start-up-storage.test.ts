import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {describe, expect, test, useShop, type Fixtures} from '../support/fixtures';
import {shopUrl} from '../support/http';
import {FONT_SEEN_KEY} from '../../app/ui/late-font-script';

/**
 * A page opened by a new navigation makes no synchronous call to the browser process for storage
 * or cookies while it loads and hydrates, but the font script's: on a slow phone each such wait is
 * a long task. What opens a storage area (its first call) or reads `document.cookie` waits for the
 * browser process; later calls to an open area use the renderer's copy. So: no sessionStorage
 * (the router and Remix's route discovery leave it alone until a navigation or `pagehide`), no
 * cookie read (the consent banner asks the Cookie Store API), and localStorage first opened by the
 * font script in the head, before the first paint (app/ui/late-font-script.ts).
 */
useShop(() => shopUrl());

type Calls = {calls: string[]};

/** A phone-sized page that records every storage and `document.cookie` call until it has hydrated (`window.calls`). */
async function recordingPage(visitorContext: Fixtures['visitorContext'], consent?: 'granted'): Promise<Page> {
  const context = await visitorContext({popup: false, ...(consent ? {consent} : {})}, {viewport: {width: 390, height: 844}});
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as Calls).calls = calls;
    const record = (call: string) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) calls.push(call);
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      (Storage.prototype as unknown as Record<string, unknown>)[method] = function (this: Storage, ...args: unknown[]) {
        record(`${this === window.localStorage ? 'localStorage' : 'sessionStorage'}.${method}(${String(args[0] ?? '')})`);
        return original.apply(this, args);
      };
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        record('document.cookie read');
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        record('document.cookie write');
        cookie.set!.call(this, value);
      },
    });
  });
  return context.newPage();
}

/** The calls that waited for the browser process, but the font script's read that opens localStorage. */
async function blockingCalls(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(() => (window as unknown as Calls).calls);
  expect(recorded.find((call) => call.startsWith('localStorage.'))).toBe(`localStorage.getItem(${FONT_SEEN_KEY})`);
  return recorded.filter((call) => call.startsWith('sessionStorage.') || call === 'document.cookie read');
}

describe('no storage or cookie call to the browser process while a new page starts', () => {
  for (const path of ['/', '/products/total-whitening-toothpaste', '/products', '/search?q=whitening']) {
    test(`${path}: a first visit (the consent banner asks): no sessionStorage, no cookie read, localStorage opened by the font script`, async ({
      visitorContext,
    }) => {
      const page = await recordingPage(visitorContext);
      await page.goto(`${shopUrl()}${path}`, {waitUntil: 'load'});
      await waitForHydration(page);
      await page.getByTestId('consent-banner').waitFor({state: 'visible'});
      expect(await blockingCalls(page)).toEqual([]);
    });
  }

  test('a visitor who has answered: no such call either, and the banner stays away', async ({visitorContext}) => {
    const page = await recordingPage(visitorContext, 'granted');
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`, {waitUntil: 'load'});
    await waitForHydration(page);
    expect(await blockingCalls(page)).toEqual([]);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
  });
});

describe("the consent banner's asynchronous read", () => {
  test('an answer given while the stored decision is still being read stands when the stale read comes back', async ({visitorContext}) => {
    const context = await visitorContext({popup: false}, {viewport: {width: 390, height: 844}});
    // The Cookie Store answers as it would at once (no decision yet), but only 1.5 s later.
    await context.addInitScript(() => {
      if (typeof CookieStore === 'undefined') return; // about:blank
      const get = CookieStore.prototype.get;
      CookieStore.prototype.get = function (this: CookieStore, ...args: Parameters<CookieStore['get']>) {
        const answer = get.apply(this, args);
        return new Promise((resolve) => setTimeout(() => resolve(answer), 1500));
      } as CookieStore['get'];
    });
    const page = await context.newPage();
    await page.goto(`${shopUrl()}/`, {waitUntil: 'load'});
    await waitForHydration(page);
    const banner = page.getByTestId('consent-banner');
    await banner.locator('button[value="granted"]').click();
    expect(await banner.count()).toBe(0);
    await page.waitForTimeout(2000);
    expect(await banner.count()).toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'oc_consent')?.value).toBe('granted');
  });
});
