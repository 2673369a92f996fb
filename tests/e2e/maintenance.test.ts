import {afterAll, beforeAll} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {ROOT, envFor, tempDir} from '../support/servers';
import {placeOrderAtCheckout} from '../support/checkout';
import {startWorkerdServer} from '../../scripts/lib/workerd-server';
import {describe, expect, test as base, useShop} from '../support/fixtures';

const BYPASS_SECRET = 'test-maintenance-bypass-secret-0123456789';
/** KV reaches every Cloudflare location within about 60 s: the switch must take effect inside that. */
const SWITCH_WITHIN_MS = 60_000;

/**
 * The shop on workerd as the edge runs it (one worker, the SHOP_FLAGS namespace), so the test
 * writes the flag straight into the running worker's KV, as `wrangler kv key put` does.
 */
let shop: Awaited<ReturnType<typeof startWorkerdServer>>;
beforeAll(async () => {
  shop = await startWorkerdServer({
    root: ROOT,
    port: TEST_PORTS.spareShop,
    assetsPort: TEST_PORTS.spareAssets,
    stateDir: tempDir('shop'),
    env: envFor(platformUrl(), {MAINTENANCE_BYPASS_SECRET: BYPASS_SECRET, MAINTENANCE_MODE: 'false'}),
  });
});
afterAll(async () => {
  await shop?.close();
});

/** A context that lives through the whole file, closed after its last test. */
async function fileContext(browser: Browser, options: BrowserContextOptions, use: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext(options);
  await use(context);
  await context.close();
}

// One shopper and one staff browser live through the switch on, the bypass and the switch off.
useShop(() => shop.url);
const test = base.extend<{shopper: BrowserContext; staff: BrowserContext}>({
  shopper: [({browser}, use) => fileContext(browser, {viewport: {width: 1280, height: 900}}, use), {scope: 'file'}],
  staff: [({browser}, use) => fileContext(browser, {viewport: {width: 390, height: 844}}, use), {scope: 'file'}],
});

/** Reloads `path` until `done` holds; the milliseconds it took. */
async function reloadUntil(page: Page, path: string, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    await page.goto(`${shop.url}${path}`);
    if (await done()) return Date.now() - started;
    if (Date.now() - started > SWITCH_WITHIN_MS) throw new Error(`not switched within ${SWITCH_WITHIN_MS} ms`);
    await page.waitForTimeout(1000);
  }
}

describe('maintenance switched with a KV put, no restart, no deploy', () => {
  test('a KV put turns maintenance on: every page redirects to /maintenance within 60 s', async ({shopper}) => {
    const page = await shopper.newPage();
    await page.goto(`${shop.url}/`);
    await expect.poll(() => page.getByTestId('home-page').isVisible()).toBe(true);

    await shop.kv('SHOP_FLAGS').then((kv) => kv.put('maintenance', 'on'));
    const took = await reloadUntil(page, '/', async () => new URL(page.url()).pathname === '/maintenance');
    expect(took).toBeLessThan(SWITCH_WITHIN_MS);
    expect(await page.getByTestId('maintenance-page').isVisible()).toBe(true);
    for (const path of ['/products', '/products/total-whitening-toothpaste', '/cart', '/account/login', '/nope']) {
      const response = await page.goto(`${shop.url}${path}`);
      expect(new URL(page.url()).pathname, path).toBe('/maintenance');
      expect(response?.status(), path).toBe(503);
    }
  });

  test('the secret bypass URL lets one staff browser browse and buy while other shoppers are redirected', async ({shopper, staff}) => {
    const page = await staff.newPage();
    await page.goto(`${shop.url}/maintenance/bypass?key=${BYPASS_SECRET}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByTestId('home-page').isVisible()).toBe(true);
    expect(await page.content()).not.toContain(BYPASS_SECRET);
    const [cookie] = (await staff.cookies()).filter((c) => c.name === 'maintenance_staff');
    expect(cookie).toMatchObject({httpOnly: true, secure: true, sameSite: 'Lax'});

    const response = await page.goto(`${shop.url}/products/total-whitening-toothpaste`);
    expect(response?.status()).toBe(200);
    // A staff page is for staff only: no shared cache may keep it.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent(), {timeout: 15_000}).toBe('1');

    // Meanwhile another shopper is still sent to the maintenance page.
    const other = await shopper.newPage();
    await other.goto(`${shop.url}/products/total-whitening-toothpaste`);
    expect(new URL(other.url()).pathname).toBe('/maintenance');

    // The drawer opens with the cart's answer; its link leads to the cart page (the count alone may be optimistic).
    await page.getByTestId('view-cart-page').click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('cart-line').count(), {timeout: 15_000}).toBe(1);
    await page.getByTestId('checkout').click();
    await page.waitForURL(/localhost:\d+\/checkouts\//);
    await placeOrderAtCheckout(page);
    expect(await page.locator('body').innerText()).toMatch(/#\d{4,}/);
  });

  test('a wrong key gives no cookie and the maintenance page', async ({context, page}) => {
    await page.goto(`${shop.url}/maintenance/bypass?key=not-the-secret`);
    expect(new URL(page.url()).pathname).toBe('/maintenance');
    expect((await context.cookies()).some((c) => c.name === 'maintenance_staff')).toBe(false);
  });

  test('turning it off restores the shop for everyone within 60 s', async ({shopper}) => {
    const page = await shopper.newPage();
    await shop.kv('SHOP_FLAGS').then((kv) => kv.put('maintenance', 'off'));
    const took = await reloadUntil(page, '/products', async () => new URL(page.url()).pathname === '/products');
    expect(took).toBeLessThan(SWITCH_WITHIN_MS);
    expect(await page.getByTestId('category-page').isVisible()).toBe(true);
    await page.goto(`${shop.url}/maintenance`);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
