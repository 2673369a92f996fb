import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {describe, expect, test, useShop, type Fixtures} from '../support/fixtures';
import {shopUrl} from '../support/http';
import {SCROLL_POSITIONS_KEY} from '../../app/framework/scroll-restoration';

/**
 * Scroll positions come back as a shopper expects (Back within the shop,
 * a reload, Back across full page loads), and a page opened by a new
 * navigation makes no synchronous storage read for them while it loads.
 */
useShop(() => shopUrl());

const P = {timeout: 10_000};

/** A new phone-sized page that counts sessionStorage reads of the saved positions (`window.positionReads`). */
async function countingPage(visitorContext: Fixtures['visitorContext']): Promise<Page> {
  const context = await visitorContext({popup: false}, {viewport: {width: 390, height: 844}});
  await context.addInitScript((key) => {
    const read = Storage.prototype.getItem;
    (window as unknown as {positionReads: number}).positionReads = 0;
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (this === window.sessionStorage && name === key) (window as unknown as {positionReads: number}).positionReads++;
      return read.call(this, name);
    };
  }, SCROLL_POSITIONS_KEY);
  return context.newPage();
}

const positionReads = (page: Page) => page.evaluate(() => (window as unknown as {positionReads: number}).positionReads);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const storedPositions = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, number>, SCROLL_POSITIONS_KEY);

async function open(page: Page, path: string) {
  await page.goto(`${shopUrl()}${path}`, {waitUntil: 'load'});
  await waitForHydration(page);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page), P).toBe(y);
}

describe('scroll restoration', () => {
  test('a new page reads no saved positions while it loads and hydrates, and Back within the shop restores its position', async ({
    visitorContext,
  }) => {
    const page = await countingPage(visitorContext);
    await open(page, '/products');
    expect(await positionReads(page)).toBe(0);

    const link = page.locator('main a[href^="/products/"]').nth(5);
    await link.scrollIntoViewIfNeeded();
    const y = await scrollY(page);
    expect(y).toBeGreaterThan(200);
    await link.click();
    await page.waitForURL(/\/products\/[^/?]+/);
    await expect.poll(() => scrollY(page), P).toBe(0);
    await page.goBack();
    await page.waitForURL('**/products');
    await expect.poll(() => scrollY(page), P).toBe(y);
    expect(await positionReads(page)).toBe(0);
  });

  test('a reload comes back at the position it left', async ({visitorContext}) => {
    const page = await countingPage(visitorContext);
    await open(page, '/products');
    await scrollTo(page, 900);
    await page.reload({waitUntil: 'load'});
    await waitForHydration(page);
    await expect.poll(() => scrollY(page), P).toBe(900);
    // The reload's entry has a key: the start-up script and the hook read what the page stored.
    expect(await positionReads(page)).toBeGreaterThan(0);
  });

  test('a new page keeps the positions earlier pages stored when it saves its own, so Back across page loads finds them', async ({
    visitorContext,
  }) => {
    const page = await countingPage(visitorContext);
    await open(page, '/products');
    const first = await page.evaluate(() => (history.state as {key: string}).key);
    await scrollTo(page, 700);
    await open(page, '/learn');
    const second = await page.evaluate(() => (history.state as {key: string}).key);
    await scrollTo(page, 300);
    await open(page, '/');
    // The second page read nothing while it loaded, and merged the first page's position in when it left.
    expect(await storedPositions(page)).toMatchObject({[first]: 700, [second]: 300});

    await page.goBack({waitUntil: 'load'});
    await waitForHydration(page);
    await expect.poll(() => scrollY(page), P).toBe(300);
    await page.goBack({waitUntil: 'load'});
    await waitForHydration(page);
    await expect.poll(() => scrollY(page), P).toBe(700);
  });
});
