import type {BrowserContextOptions, Page} from 'playwright-core';
import {DESKTOP_UA, dataLayer, holdRequests, layerEntries, waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {describe, expect, test, type Fixtures} from '../support/fixtures';

const T = {timeout: 15_000};

const VISITOR = {viewport: {width: 1280, height: 800}, userAgent: DESKTOP_UA};

async function fresh(openContext: Fixtures['openContext'], options: BrowserContextOptions = {}) {
  const context = await openContext({...VISITOR, ...options});
  return {context, page: await context.newPage()};
}

const menuOpen = (page: Page) => page.getByTestId('main-menu').evaluate((el) => (el as HTMLDetailsElement).open);

/** The main menu's `navigation` entries in the data layer. */
const navigationEvents = (page: Page) => layerEntries(page, 'navigation');

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
  test('keeps menu button, logo, account and cart on one row below 1024 px; from 1024 px logo, search, account and cart on one row with the category row under it', async ({
    openContext,
  }) => {
    const {page} = await fresh(openContext);
    await page.goto(`${shopUrl()}/`);
    await page.getByTestId('home-page').waitFor();
    for (const width of [320, 390, 744, 1023, 1024, 1280, 1920]) {
      await page.setViewportSize({width, height: 800});
      const b = await headerBoxes(page);
      const wide = width >= 1024;
      // The drawer's button below 1024 px, the category row from 1024 px: never both.
      expect(await page.getByTestId('menu-toggle').isVisible(), `${width}px`).toBe(!wide);
      expect(await page.getByTestId('header-nav').isVisible(), `${width}px`).toBe(wide);
      const anchor = wide ? b.logo : b.menu;
      const row = wide ? [b.logo, b.search, b.account, b.cart] : [b.menu, b.logo, b.account, b.cart];
      // One row: every control's vertical middle inside the first control's box, and none taller than a line.
      for (const control of row) {
        expect(
          Math.abs((control.top + control.bottom) / 2 - (anchor.top + anchor.bottom) / 2),
          `${width}px ${JSON.stringify(b)}`,
        ).toBeLessThan(4);
        expect(control.height, `${width}px ${JSON.stringify(b)}`).toBeLessThanOrEqual(48);
      }
      expect(b.pageWidth, `${width}px: nothing sticks out sideways`).toBe(b.viewport);
      expect(b.cart.right, `${width}px`).toBeLessThanOrEqual(b.viewport);
      if (wide) {
        // The main categories in one row under the first, in the CMS's order, then More.
        const items = await page.locator('.header-nav__row > li').evaluateAll((lis) =>
          lis.map((li) => {
            const r = li.getBoundingClientRect();
            return {
              text: (li.querySelector('summary, a') as HTMLElement).innerText.trim(),
              top: Math.round(r.top),
              bottom: Math.round(r.bottom),
            };
          }),
        );
        expect(items.map((i) => i.text)).toEqual([
          'All Products',
          'Teeth Whitening',
          'Toothbrushes',
          'Toothpaste',
          'Bundles',
          'Holiday Gifts',
          'More',
        ]);
        expect(new Set(items.map((i) => i.top)).size, `${width}px ${JSON.stringify(items)}`).toBe(1);
        expect(items[0]!.top).toBeGreaterThanOrEqual(b.logo.bottom);
        expect(b.header.height, `${width}px`).toBeLessThanOrEqual(120);
      } else {
        // The search box gets its own row under them; the header stays small.
        expect(b.search.top).toBeGreaterThanOrEqual(b.menu.bottom);
        expect(b.header.height, `${width}px`).toBeLessThanOrEqual(120);
      }
    }
    // "Sign in" is one line of text on desktop.
    await page.setViewportSize({width: 1280, height: 800});
    expect(await page.getByTestId('header-account-link').innerText()).toBe('Sign in');
  });

  test('opens a category drop-down from the row, with its links and CMS picture; one at a time; Escape, a click beside and navigation close it', async ({
    openContext,
    errors,
  }) => {
    const {page} = await fresh(openContext);
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Decline'}).click();
    const nav = page.getByTestId('header-nav');
    const summary = (name: string) => nav.locator('summary', {hasText: name});
    const openGroups = () => nav.locator('details[open] > summary').allInnerTexts();

    // Keyboard: Tab reaches the row, Enter opens a drop-down, its links follow in the tab order, Escape closes it.
    await summary('Teeth Whitening').focus();
    await page.keyboard.press('Enter');
    await expect.poll(openGroups, T).toEqual(['Teeth Whitening']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Shop all Teeth Whitening');
    await page.keyboard.press('Escape');
    await expect.poll(openGroups, T).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), T).toBe('Teeth Whitening');

    // The picture the CMS entry's imageTitle names, beside the links.
    await summary('Toothbrushes').click();
    const panel = nav.locator('details[open] .header-nav__panel');
    await panel.waitFor({state: 'visible'});
    const picture = panel.locator('img.header-nav__image');
    expect(await picture.getAttribute('src')).toContain('category-toothbrushes-tablet-small.svg');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), T).toBe(true);
    expect(await panel.locator('.header-nav__links a').allInnerTexts()).toEqual([
      'Shop all Toothbrushes',
      'Adult Toothbrushes',
      'Kids Toothbrushes',
      'Replacement Heads & Chargers',
      'Toothbrush Bundles',
    ]);

    // Opening another closes the first; a click beside closes it.
    await summary('Toothpaste').click();
    await expect.poll(openGroups, T).toEqual(['Toothpaste']);
    await page.mouse.click(1200, 600);
    await expect.poll(openGroups, T).toEqual([]);

    // Every other menu entry is under More.
    await summary('More').click();
    expect(await nav.locator('details[open] a').allTextContents()).toEqual([
      'Build a Bundle',
      'Learn',
      'Sign In',
      'Manage Subscriptions',
      'Contact Us',
      'Help & FAQ (opens in a new tab)',
    ]);

    // Following a link: client navigation, the drop-down closes, a navigation event names its group.
    await summary('Toothbrushes').click();
    await nav.locator('details[open] a', {hasText: 'Kids Toothbrushes'}).click();
    await page.waitForURL('**/products/kids-toothbrushes');
    await page.getByTestId('category-page').waitFor(T);
    await expect.poll(openGroups, T).toEqual([]);
    expect(await navigationEvents(page)).toEqual([
      {
        event: 'navigation',
        nav_type: 'main_menu',
        nav_text: 'Kids Toothbrushes',
        nav_url: '/products/kids-toothbrushes',
        nav_parent: 'Toothbrushes',
      },
    ]);
    expect(errors).toEqual([]);
  });

  test('works without JavaScript at 1280 px: a drop-down opens, its links navigate', async ({openContext}) => {
    const {page} = await fresh(openContext, {javaScriptEnabled: false});
    await page.goto(`${shopUrl()}/`);
    const nav = page.getByTestId('header-nav');
    const link = nav.locator('a', {hasText: 'Whitening Toothpaste'});
    expect(await link.isVisible()).toBe(false);
    await nav.locator('summary', {hasText: 'Teeth Whitening'}).click();
    await link.waitFor({state: 'visible'});
    await link.click();
    await page.waitForURL('**/products/whitening-toothpaste');
    await page.getByTestId('category-page').waitFor(T);
  });

  test('opens the menu from its button and closes it on Escape, on a click beside it and on navigation', async ({openContext, errors}) => {
    const {page} = await fresh(openContext, {viewport: {width: 1023, height: 800}});
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
    // The native <details> opens at once; focus moves in once React has rendered the open state.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), T).toBe('menu-close');
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.menu-drawer__panel')))).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), T).toBe('menu-toggle');
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock), T).toBeUndefined();

    // A click beside the panel closes it.
    await toggle.click();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn'}).waitFor({state: 'visible'});
    await page.mouse.click(1010, 300);
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
    expect((await dataLayer(page)).length).toBeGreaterThan(0);

    // Back/forward while it is open closes it too.
    await toggle.click();
    await expect.poll(() => menuOpen(page), T).toBe(true);
    await page.goBack();
    await page.getByTestId('home-page').waitFor(T);
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(errors).toEqual([]);
  });

  test('pushes a navigation event for each menu link followed', async ({openContext, errors}) => {
    const {page} = await fresh(openContext, {viewport: {width: 390, height: 800}});
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    await page.getByTestId('menu-toggle').click();
    // Each main category shows the picture its CMS entry names beside its title.
    const thumbs = await page.locator('.main-nav .main-nav__thumb').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(thumbs.map((src) => /\/(category-[a-z]+)-tablet-small\.svg/.exec(src)?.[1])).toEqual([
      'category-all',
      'category-whitening',
      'category-toothbrushes',
      'category-toothpaste',
      'category-bundles',
      'category-holiday',
    ]);
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
  });

  test('keeps a menu opened before hydration open, and closes it on Escape once hydrated', async ({openContext, errors}) => {
    const {page} = await fresh(openContext, {viewport: {width: 390, height: 800}});
    await page.goto(`${shopUrl()}/`, {waitUntil: 'commit'});
    await page.getByTestId('menu-toggle').click();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a click beside the menu that lands before React has rendered its opening still closes it', async ({openContext, errors}) => {
    const {page} = await fresh(openContext, {viewport: {width: 390, height: 800}});
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Decline'}).click(); // the consent banner holds its own scroll lock
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock), T).toBeUndefined();
    // React answers `toggle` at continuous priority: it renders in a later task. A click on the backdrop
    // (a click on the summary) queued before that task closes the menu in between; the render of the
    // then stale "open" must not reopen it. A capture listener runs before React's, so its task comes first.
    await page.evaluate(() => {
      const details = document.querySelector('[data-testid="main-menu"]') as HTMLDetailsElement;
      const summary = details.querySelector('summary')!;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => summary.click();
      window.addEventListener('toggle', (e) => e.target === details && channel.port2.postMessage(null), {capture: true, once: true});
      summary.click();
    });
    await page.waitForTimeout(300);
    expect(await menuOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBeUndefined();
    // And it still opens and closes as before.
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => menuOpen(page), T).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a first click on the menu button before the open menu’s chunk arrives opens it, and focus moves in when the chunk does', async ({
    openContext,
    errors,
  }) => {
    const {page} = await fresh(openContext, {viewport: {width: 390, height: 800}});
    const {requested, release} = await holdRequests(page, /\/assets\/OpenMenu-[^/]*\.js$/);
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Decline'}).click(); // the consent banner holds its own scroll lock
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock), T).toBeUndefined();
    // Not part of the first visit: fetched when the browser is idle, and held here.
    await expect.poll(requested, T).toEqual(['OpenMenu']);
    const toggle = page.getByTestId('menu-toggle');
    await toggle.click();
    expect(await menuOpen(page)).toBe(true);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn', exact: true}).waitFor({state: 'visible'});
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-toggle');
    release();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), T).toBe('menu-close');
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBe('true');
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), T).toBe('menu-toggle');
    expect(errors).toEqual([]);
  });

  test('Escape closes a menu opened before hydration while the open menu’s chunk is still on its way', async ({openContext, errors}) => {
    const {page} = await fresh(openContext, {viewport: {width: 390, height: 800}});
    const {requested, release} = await holdRequests(page, /\/assets\/OpenMenu-[^/]*\.js$/);
    await page.goto(`${shopUrl()}/`, {waitUntil: 'commit'});
    await page.getByTestId('menu-toggle').click();
    await waitForHydration(page);
    await expect.poll(requested, T).toEqual(['OpenMenu']);
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menuOpen(page), T).toBe(false);
    release();
    await page.waitForTimeout(300);
    expect(await menuOpen(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('works without JavaScript: the button opens the menu, a click beside it closes it, its links navigate', async ({openContext}) => {
    const {page} = await fresh(openContext, {javaScriptEnabled: false, viewport: {width: 390, height: 800}});
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
  });

  describe('signed in', () => {
    test.scoped({contextOptions: {...VISITOR, viewport: {width: 390, height: 800}}});

    test('shows a signed-in customer the account link in the menu instead of Sign In', async ({customer: {context, page}, errors}) => {
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
    });
  });
});
