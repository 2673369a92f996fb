import type {Page} from 'playwright-core';
import {waitForHydration, waitForNetworkQuiet} from '../support/browser';
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
 * font script in the head, before the first paint (app/ui/late-font-script.ts). Nor while the page
 * settles: the services mounted once the browser is idle (consent, analytics, the offer popup, the
 * CDP cart feed) read their cookies through the Cookie Store API too; only Shopify's own Customer
 * Privacy API script reads `document.cookie` once a returning visitor's decision reaches it.
 */
useShop(() => shopUrl());

type Calls = {calls: string[]; settling: string[]};

/**
 * A phone-sized page that records every storage and `document.cookie` call until it has hydrated
 * (`window.calls`), and every one after that (`window.settling`).
 */
async function recordingPage(visitorContext: Fixtures['visitorContext'], consent?: 'granted' | 'denied'): Promise<Page> {
  const context = await visitorContext({popup: false, ...(consent ? {consent} : {})}, {viewport: {width: 390, height: 844}});
  await context.addInitScript(() => {
    const calls: string[] = [];
    const settling: string[] = [];
    Object.assign(window, {calls, settling});
    const record = (call: string) => {
      (document.documentElement.hasAttribute('data-hydrated') ? settling : calls).push(call);
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
        // Shopify's Customer Privacy API (its script, not the shop's) reads its cookies itself once a
        // returning visitor's decision is handed to it: named apart, and not counted as the shop's.
        record(
          /\/shopifycloud\/consent-tracking-api\//.test(new Error().stack ?? '')
            ? "document.cookie read by Shopify's Customer Privacy API"
            : 'document.cookie read',
        );
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
  return recorded.filter(blocking);
}

const blocking = (call: string) => call.startsWith('sessionStorage.') || call === 'document.cookie read';

/** The calls that waited for the browser process from hydration until the idle services have mounted and the network is quiet. */
async function settlingCalls(page: Page): Promise<string[]> {
  await page.locator('[data-testid="edge-state"][data-idle="true"]').waitFor({state: 'attached'});
  await waitForNetworkQuiet(page);
  return (await page.evaluate(() => (window as unknown as Calls).settling)).filter(blocking);
}

describe('no storage or cookie call to the browser process while a new page starts', () => {
  for (const path of ['/', '/products/total-whitening-toothpaste', '/products', '/search?q=whitening']) {
    test(`${path}: a first visit (the consent banner asks): no sessionStorage, no cookie read, localStorage opened by the font script; no such call as it settles`, async ({
      visitorContext,
    }) => {
      const page = await recordingPage(visitorContext);
      await page.goto(`${shopUrl()}${path}`, {waitUntil: 'load'});
      await waitForHydration(page);
      await page.getByTestId('consent-banner').waitFor({state: 'visible'});
      expect(await blockingCalls(page)).toEqual([]);
      expect(await settlingCalls(page)).toEqual([]);
    });
  }

  for (const consent of ['granted', 'denied'] as const) {
    test(`a visitor who has ${consent === 'granted' ? 'accepted' : 'declined'}: no such call either, while it starts or as it settles, and the banner stays away`, async ({
      visitorContext,
    }) => {
      const page = await recordingPage(visitorContext, consent);
      await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`, {waitUntil: 'load'});
      await waitForHydration(page);
      expect(await blockingCalls(page)).toEqual([]);
      expect(await settlingCalls(page)).toEqual([]);
      expect(await page.getByTestId('consent-banner').count()).toBe(0);
    });
  }
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
