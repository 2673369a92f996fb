import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {DESKTOP_UA, launchChromium, waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {createCustomer, tokenJar, uniqueEmail} from '../support/account';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const T = {timeout: 15_000};

async function fresh(options: Parameters<Browser['newContext']>[0] = {}): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA, ...options});
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {context, page, errors};
}

const menuOpen = (page: Page) => page.getByTestId('main-menu').evaluate((el) => (el as HTMLDetailsElement).open);

/** The main menu's `navigation` entries in the data layer. */
const navigationEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: Array<Record<string, unknown>>}).dataLayer ?? []).filter((e) => e?.event === 'navigation'),
  );

/** Boxes of the header's row controls: menu button, logo, account link, cart. */
async function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        left: Math.round(r.left),
        right: Math.round(r.right),
        height: Math.round(r.height),
      };
    };
    return {
      header: box('.site-header'),
      menu: box('[data-testid="menu-toggle"]'),
      logo: box('.site-logo'),
      search: box('.predictive-search'),
      account: box('[data-testid="header-account-link"]'),
      cart: box('.cart-icon'),
      viewport: document.documentElement.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe('site header in Chromium', () => {
  it('keeps menu button, logo, account and cart on one row from 320 px, and the whole header on one row from 1024 px', async () => {
    const {context, page} = await fresh();
    await page.goto(`${shopUrl()}/`);
    await page.getByTestId('home-page').waitFor();
    for (const width of [320, 390, 744, 1024, 1280, 1920]) {
      await page.setViewportSize({width, height: 800});
      const b = await headerBoxes(page);
      const row = [b.menu, b.logo, b.account, b.cart];
      // One row: every control's vertical middle inside the menu button's box, and none taller than a line.
      for (const control of row) {
        expect(
          Math.abs((control.top + control.bottom) / 2 - (b.menu.top + b.menu.bottom) / 2),
          `${width}px ${JSON.stringify(b)}`,
        ).toBeLessThan(4);
        expect(control.height, `${width}px ${JSON.stringify(b)}`).toBeLessThanOrEqual(48);
      }
      expect(b.pageWidth, `${width}px: nothing sticks out sideways`).toBe(b.viewport);
      expect(b.cart.right, `${width}px`).toBeLessThanOrEqual(b.viewport);
      if (width >= 1024) {
        expect(b.header.height, `${width}px`).toBeLessThanOrEqual(72);
        expect(b.search.top).toBeLessThan(b.menu.bottom);
      } else {
        // The search box gets its own row under them; the header stays small.
        expect(b.search.top).toBeGreaterThanOrEqual(b.menu.bottom);
        expect(b.header.height, `${width}px`).toBeLessThanOrEqual(120);
      }
    }
    // "Sign in" is one line of text on desktop.
    await page.setViewportSize({width: 1280, height: 800});
    expect(await page.getByTestId('header-account-link').innerText()).toBe('Sign in');
    await context.close();
  });

  it('opens the menu from its button and closes it on Escape, on a click beside it and on navigation', async () => {
    const {context, page, errors} = await fresh();
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    // The consent banner holds its own scroll lock: answer it first.
    await page.getByRole('button', {name: 'Decline'}).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock), T).toBeUndefined();
    const toggle = page.getByTestId('menu-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBeNull(); // a <details> summary: its state is native

    // Keyboard: Enter opens, focus moves in and stays in, Escape closes and gives focus back.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuOpen(page), T).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-close');
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.menu-drawer__panel')))).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-toggle');
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBeUndefined();

    // A click beside the panel closes it.
    await toggle.click();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn'}).waitFor({state: 'visible'});
    await page.mouse.click(1270, 300);
    await expect.poll(() => menuOpen(page), T).toBe(false);

    // The close button closes it.
    await toggle.click();
    await page.getByTestId('menu-close').click();
    await expect.poll(() => menuOpen(page), T).toBe(false);

    // Following a link in a group: client navigation, the menu and its group close, the search box is usable.
    await toggle.click();
    await page.locator('.main-nav summary', {hasText: 'Toothpaste'}).first().click();
    await page.locator('.main-nav__panel a', {hasText: 'Adult Toothpaste'}).first().click();
    await page.waitForURL('**/products/adult-toothpaste');
    await page.getByTestId('category-page').waitFor(T);
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(await page.locator('.main-nav details[open]').count()).toBe(0);
    const search = page.getByRole('combobox').first();
    await search.click();
    expect(await page.evaluate(() => document.activeElement?.closest('.predictive-search') !== null)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as {dataLayer?: unknown[]}).dataLayer!.length > 0)).toBe(true);

    // Back/forward while it is open closes it too.
    await toggle.click();
    await expect.poll(() => menuOpen(page), T).toBe(true);
    await page.goBack();
    await page.getByTestId('home-page').waitFor(T);
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pushes a navigation event for each menu link followed', async () => {
    const {context, page, errors} = await fresh({viewport: {width: 390, height: 800}});
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    await page.getByTestId('menu-toggle').click();
    await page.locator('.main-nav summary', {hasText: 'Toothbrushes'}).first().click();
    await page.locator('.main-nav__panel a', {hasText: 'Kids Toothbrushes'}).first().click();
    // Reopened as soon as the URL changes, while React may still be rendering the new page: the
    // arriving page must not close a menu opened after its navigation began.
    await page.waitForURL('**/products/kids-toothbrushes');
    await page.getByTestId('menu-toggle').click();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn', exact: true}).click();
    await page.waitForURL('**/learn');
    expect(await navigationEvents(page)).toEqual([
      {
        event: 'navigation',
        nav_type: 'main_menu',
        nav_text: 'Kids Toothbrushes',
        nav_url: '/products/kids-toothbrushes',
        nav_parent: 'Toothbrushes',
      },
      {event: 'navigation', nav_type: 'main_menu', nav_text: 'Learn', nav_url: '/learn'},
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a menu opened before hydration open, and closes it on Escape once hydrated', async () => {
    const {context, page, errors} = await fresh();
    await page.goto(`${shopUrl()}/`, {waitUntil: 'commit'});
    await page.getByTestId('menu-toggle').click();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: the button opens the menu, a click beside it closes it, its links navigate', async () => {
    const {context, page} = await fresh({javaScriptEnabled: false, viewport: {width: 390, height: 800}});
    await page.goto(`${shopUrl()}/`);
    const learn = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn', exact: true});
    expect(await learn.isVisible()).toBe(false);
    await page.getByTestId('menu-toggle').click();
    await learn.waitFor({state: 'visible'});
    // The JavaScript close button is not offered; the backdrop beside the panel closes.
    expect(await page.getByTestId('menu-close').isVisible()).toBe(false);
    await page.mouse.click(380, 400);
    await learn.waitFor({state: 'hidden'});
    await page.getByTestId('menu-toggle').click();
    await page.locator('.main-nav summary', {hasText: 'Teeth Whitening'}).first().click();
    await page.locator('.main-nav__panel a', {hasText: 'Whitening Toothpaste'}).first().click();
    await page.waitForURL('**/products/whitening-toothpaste');
    await page.getByTestId('category-page').waitFor(T);
    expect(await learn.isVisible()).toBe(false);
    await context.close();
  });

  it('shows a signed-in customer the account link in the menu instead of Sign In', async () => {
    const email = uniqueEmail('menu');
    const token = await createCustomer(email);
    const jar = await tokenJar(token);
    const {context, page, errors} = await fresh();
    await context.addCookies([{name: 'customerAccessToken', value: jar.cookies.get('customerAccessToken')!, url: shopUrl()}]);
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    expect(await page.getByTestId('header-account-link').innerText()).toBe('Account');
    await page.getByTestId('menu-toggle').click();
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'Account', exact: true}).waitFor({state: 'visible'});
    expect(await nav.getByRole('link', {name: 'Account', exact: true}).getAttribute('href')).toBe('/account');
    expect(await nav.getByRole('link', {name: /sign in/i}).count()).toBe(0);

    // A guest sees Sign In.
    await context.clearCookies();
    await page.goto(`${shopUrl()}/`);
    await page.getByTestId('menu-toggle').click();
    await nav.getByRole('link', {name: 'Sign In', exact: true}).waitFor({state: 'visible'});
    expect(errors).toEqual([]);
    await context.close();
  });
});
