import type {BrowserContext, Page} from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import {DESKTOP_UA, holdRequests, layerEntries, waitForHydration} from '../support/browser';
import {useHookedShop} from '../support/hooked-shop';
import {describe, expect, test, useShop} from '../support/fixtures';
import {storefrontApi} from '../support/http';

/**
 * Edge services in Chromium: experiment popup, bots, live chat (fake clock
 * through the localhost-only test hook), page views, consent and attribution.
 * Headless Chromium announces itself as a bot, so contexts use a desktop UA.
 */
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SATURDAY_NOON_ET = '2026-11-28T17:00:00Z';
const TUESDAY_11_ET = '2026-11-24T16:00:00Z';

const handles = useHookedShop();
useShop(() => handles.shop.url);

/**
 * Consent is applied by the lazily loaded consent manager and, for the cart
 * attribute, a request to the shop: on a busy CI machine that takes more than
 * expect.poll's default second.
 */
const SERVER_ROUND_TRIP = {timeout: 10_000};

const cookie = async (context: BrowserContext, name: string) => (await context.cookies(handles.shop.url)).find((c) => c.name === name);
/** Waits until the lazy widgets have loaded and consent is known. */
const settled = (page: Page) =>
  page.waitForSelector('[data-testid="edge-state"][data-idle="true"][data-settled="true"]', {state: 'attached'});
/** The first-order popup waits for a calm moment; a second page of the visit brings it soonest. */
const toSecondPage = async (page: Page) => {
  await waitForHydration(page);
  await page.getByRole('link', {name: 'All Products'}).first().click();
  await page.waitForURL(/\/products$/);
  // The address changes before React renders the new page (a transition), and that render closes any
  // open drawer: wait for it, or a drawer opened in between would close by itself.
  await page.waitForFunction(() => document.title.startsWith('All Products'));
};

describe('first-order popup experiment (bchp)', () => {
  test('?exp=bchp.1 shows the popup once; the cookie keeps the variant across a reload', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted'});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.1`);
    await toSecondPage(page);
    const popup = page.getByTestId('first-order-popup');
    await popup.waitFor();
    expect(await page.getByRole('dialog', {name: '10% off your first order'}).isVisible()).toBe(true);
    expect((await cookie(context, 'col_exp'))?.value).toBe('bchp.1');
    // Focus is inside the dialog; Escape closes it.
    await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({state: 'detached'});

    await page.reload();
    await settled(page);
    expect(await page.getByTestId('experiment').getAttribute('data-experiment-variant')).toBe('bchp.1');
    expect(await popup.count()).toBe(0); // shown once
  });

  test('signs up from the popup and pushes email_sign_up', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted'});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.1`);
    await toSecondPage(page);
    await page.getByLabel('Email address').fill(`popup-${Date.now()}@example.com`);
    await page.getByRole('button', {name: 'Get my code'}).click();
    await page.getByText('Check your inbox').waitFor();
    await expect.poll(() => layerEntries(page, 'email_sign_up')).toHaveLength(1);
  });

  test('a second page reached before the idle widgets arrived counts as the second: the offer comes after the short calm', async ({
    visitorContext,
  }) => {
    const context = await visitorContext({consent: 'granted'});
    const page = await context.newPage();
    const {requested, release} = await holdRequests(page, /\/assets\/IdleServices-[^/]*\.js$/);
    await page.goto(`${handles.shop.url}/?exp=bchp.1`);
    await toSecondPage(page);
    await expect.poll(requested).toEqual(['IdleServices']);
    release();
    // The short calm of a later page (3 s), far from the first page's 20 s.
    await page.getByTestId('first-order-popup').waitFor({timeout: 10_000});
  });

  test('waits for a calm moment: not when the consent banner is answered, nor over the cart drawer, but a while into a second page', async ({
    visitorContext,
  }) => {
    const context = await visitorContext({popup: true});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Accept all'}).click();
    await settled(page);
    // Longer than a second page's calm: the answered banner is not followed by a second interruption.
    await page.waitForTimeout(4_000);
    expect(await page.getByTestId('first-order-popup').count()).toBe(0);
    await toSecondPage(page);
    // The cart drawer opened on the second page holds the popup back for as long as it is open.
    await page.locator('.cart-icon').click();
    await page.getByTestId('cart-drawer').waitFor();
    await page.waitForTimeout(4_000);
    expect(await page.getByTestId('first-order-popup').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-drawer').waitFor({state: 'detached'});
    await page.getByTestId('first-order-popup').waitFor();
  });

  test('?exp=bchp.0 shows no popup, before or after a reload', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted'});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.0`);
    await settled(page);
    expect(await page.getByTestId('first-order-popup').count()).toBe(0);
    expect((await cookie(context, 'col_exp'))?.value).toBe('bchp.0');
    await page.reload();
    await settled(page);
    expect(await page.getByTestId('experiment').getAttribute('data-experiment-variant')).toBe('bchp.0');
    expect(await page.getByTestId('first-order-popup').count()).toBe(0);
  });

  test('gives a bot neither the cookie nor the popup', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted', userAgent: BOT_UA});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.1`);
    await settled(page);
    expect(await cookie(context, 'col_exp')).toBeUndefined();
    expect(await page.getByTestId('experiment').count()).toBe(0);
    expect(await page.getByTestId('first-order-popup').count()).toBe(0);
  });
});

describe('live chat', () => {
  test('the launcher is not in the server HTML (it needs JavaScript to do anything) and appears once the page is interactive', async ({
    visitorContext,
  }) => {
    const html = await (
      await fetch(`${handles.shop.url}/?exp=bchp.0`, {headers: {cookie: 'oc_consent=granted', 'user-agent': DESKTOP_UA}})
    ).text();
    expect(html).toContain('site-header');
    expect(html).not.toContain('chat-launcher');
    const context = await visitorContext({consent: 'granted', now: TUESDAY_11_ET});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.0`);
    await page.getByTestId('chat-launcher').waitFor(SERVER_ROUND_TRIP);
  });

  test('says it is offline on a Saturday', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted', now: SATURDAY_NOON_ET});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.0`);
    await page.locator('.chat-launcher[data-chat-status="offline"]').waitFor();
    await page.getByTestId('chat-launcher').click();
    expect(await page.getByTestId('chat-offline').innerText()).toBe('Sorry, Live Chat is offline. Check back later.');
    expect(await page.getByTestId('chat-window').count()).toBe(0);
  });

  test('opens the built-in support window in hours and gets the acknowledgement', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted', now: TUESDAY_11_ET});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.0`);
    await page.locator('.chat-launcher[data-chat-status="online"]').waitFor();
    await page.getByTestId('chat-launcher').click();
    const chat = page.getByTestId('chat-window');
    await chat.waitFor();
    const box = (await chat.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(400);
    expect(box.height).toBeLessThanOrEqual(700);
    await chat.getByLabel('Name').fill('Lin');
    await chat.getByLabel(/Email/).fill('lin@example.com');
    await chat.getByLabel('Message').fill('Which brush heads fit the hum?');
    await chat.getByRole('button', {name: 'Send'}).click();
    await chat.getByText(/^Thanks, Lin!/).waitFor();
    const events = (await layerEntries(page, 'chat_bot')).map((e) => e.chat_action);
    expect(events).toEqual(['open', 'message_sent']);
    await page.keyboard.press('Escape');
    await chat.waitFor({state: 'detached'});
  });
});

describe('analytics page views', () => {
  test('pushes exactly one virtual_page_view per route change, with title and full path', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted'});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.0`);
    await settled(page);
    // The URL changes before the new page commits (its part may still be loading): each step waits
    // for the page's own view, so the next click or Back never interrupts a page that never showed.
    const views = async () => (await layerEntries(page, 'virtual_page_view')).length;
    const P = {timeout: 10_000};
    await page.locator('main a[href="/products"]').first().click();
    await page.waitForURL('**/products');
    await expect.poll(views, P).toBe(2);
    await page.locator('main a[href^="/products/"]').first().click();
    await page.waitForURL(/\/products\/[^/?]+/);
    await expect.poll(views, P).toBe(3);
    // A new page starts at the top, even though the link was clicked further down the list.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/products');
    await expect.poll(views, P).toBe(4);
    const pushed = await layerEntries(page, 'virtual_page_view');
    expect(pushed.map((v) => String(v.page_path).split('?')[0])).toEqual([
      '/',
      '/products',
      expect.stringMatching(/^\/products\/.+/),
      '/products',
    ]);
    expect(pushed[3].page_title).toBe(await page.title());
  });
});

describe('consent and attribution', () => {
  test('makes room for the banner from its height on the page and its body only, not with a property every element inherits, and gives it back', async ({
    visitorContext,
  }) => {
    const context = await visitorContext();
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/`);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).not.toBe('');
    const room = () =>
      page.evaluate(() => {
        const banner = document.querySelector<HTMLElement>('[data-testid="consent-banner"]');
        const root = document.documentElement;
        return {
          banner: banner ? Math.ceil(banner.offsetHeight) : null,
          scrollPadding: getComputedStyle(root).scrollPaddingBottom,
          bodyPadding: getComputedStyle(document.body).paddingBottom,
          // A custom property on the root restyles every element of the page each time it changes.
          rootCustomProperties: Array.from(root.style).filter((name) => name.startsWith('--')),
        };
      });
    const shown = await room();
    const rem = 16;
    expect(shown).toEqual({
      banner: expect.any(Number),
      scrollPadding: `${shown.banner! + 2 * rem}px`,
      bodyPadding: `${shown.banner! + 2 * rem}px`,
      rootCustomProperties: [],
    });
    await banner.getByRole('button', {name: 'Decline'}).click();
    await banner.waitFor({state: 'detached'});
    await expect.poll(room).toEqual({banner: null, scrollPadding: 'auto', bodyPadding: '0px', rootCustomProperties: []});
    await context.close();
  });

  test('declining leaves no attribution or experiment cookie, and releases the scroll lock', async ({visitorContext}) => {
    const context = await visitorContext();
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?im_ref=abc`);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    // The banner is server-rendered; once the page is interactive it locks the scroll.
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock)).toBe('true');
    expect(await page.getByTestId('first-order-popup').count()).toBe(0); // not over the banner
    await banner.getByRole('button', {name: 'Decline'}).click();
    await banner.waitFor({state: 'detached'});
    // The lock is released by the banner's effect clean-up, which runs just after the banner leaves the DOM.
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock)).toBeUndefined();
    await expect.poll(() => cookie(context, 'col_exp'), SERVER_ROUND_TRIP).toBeUndefined();
    expect(await cookie(context, 'im_ref')).toBeUndefined();
    expect((await cookie(context, 'oc_consent'))?.value).toBe('denied');
    // Later pages set no experiment cookie either, and show no popup.
    await page.goto(`${handles.shop.url}/products?im_ref=abc`);
    await settled(page);
    expect(await cookie(context, 'col_exp')).toBeUndefined();
    expect(await cookie(context, 'im_ref')).toBeUndefined();
    expect(await page.getByTestId('first-order-popup').count()).toBe(0);
  });

  test('the banner stays on screen, and takes a click, while the lazy widgets are still loading', async ({visitorContext}) => {
    const context = await visitorContext();
    const page = await context.newPage();
    // Hold back the code of the widgets that mount once the page is idle.
    const {requested, release} = await holdRequests(page, /\/assets\/(ConsentManager|ShopifyAnalytics)-[^/]*\.js$/);
    await page.goto(`${handles.shop.url}/`);
    const banner = page.getByTestId('consent-banner');
    await waitForHydration(page);
    await expect.poll(requested, SERVER_ROUND_TRIP).toEqual(['ConsentManager', 'ShopifyAnalytics']);
    // Longer than React waits before it shows a suspended boundary's fallback.
    await page.waitForTimeout(700);
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', {name: 'Decline'}).click();
    await banner.waitFor({state: 'detached', timeout: 5_000});
    expect((await cookie(context, 'oc_consent'))?.value).toBe('denied');
    release();
    await settled(page);
    expect(await banner.count()).toBe(0);
  });

  test('the banner code is loaded before hydration where the banner is, and a click while it is held posts the choice', async ({
    visitorContext,
  }) => {
    const context = await visitorContext();
    const page = await context.newPage();
    const {requested, release} = await holdRequests(page, /\/assets\/ConsentBanner-[^/]*\.js$/);
    await page.goto(`${handles.shop.url}/products`);
    const banner = page.getByTestId('consent-banner');
    // Server-rendered: on screen before any script, and the page waits for its code before hydrating.
    expect(await banner.isVisible()).toBe(true);
    await expect.poll(requested, SERVER_ROUND_TRIP).toEqual(['ConsentBanner']);
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    // Not interactive yet: the form posts the choice, which is kept, and the same page comes back.
    await banner.getByRole('button', {name: 'Decline'}).click();
    await expect.poll(async () => (await cookie(context, 'oc_consent'))?.value, SERVER_ROUND_TRIP).toBe('denied');
    await expect.poll(() => page.getByTestId('consent-banner').count(), SERVER_ROUND_TRIP).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/products');
    release();
  });

  test('a visitor who has answered loads none of the banner code until "Cookie preferences" opens it', async ({visitorContext}) => {
    const context = await visitorContext({consent: 'granted'});
    const page = await context.newPage();
    const bannerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ConsentBanner-[^/]*\.js$/.test(request.url())) bannerChunks.push(request.url());
    });
    await page.goto(`${handles.shop.url}/`);
    await settled(page);
    expect(await page.getByTestId('edge-state').getAttribute('data-consent')).toBe('granted');
    expect(await page.locator('template[data-split-part="ConsentBanner"]').count()).toBe(0);
    expect(bannerChunks).toEqual([]);

    await page.getByTestId('cookie-preferences').click();
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor({timeout: 5_000});
    expect(bannerChunks).toHaveLength(1);
    await banner.getByRole('button', {name: 'Decline'}).click();
    await banner.waitFor({state: 'detached', timeout: 5_000});
    expect((await cookie(context, 'oc_consent'))?.value).toBe('denied');
  });

  test('accepting with ?im_ref=abc sets the attribution cookie and the cart attribute; withdrawing clears both', async ({
    visitorContext,
  }) => {
    const context = await visitorContext();
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?im_ref=abc&exp=bchp.0`);
    // The in-place (JavaScript) path is under test; tests/integration/consent-banner.test.ts has the form post.
    await waitForHydration(page);
    await page.getByTestId('consent-banner').getByRole('button', {name: 'Accept all'}).click();
    await expect.poll(() => cookie(context, 'im_ref'), SERVER_ROUND_TRIP).toBeDefined();
    const attribution = await cookie(context, 'im_ref');
    expect(attribution!.secure).toBe(true);
    const record = JSON.parse(decodeURIComponent(attribution!.value));
    expect(record.clickId).toBe('abc');
    expect(attribution!.expires * 1000 - Date.now()).toBeGreaterThan(44 * 86_400_000);
    const cartToken = (await cookie(context, 'ss.cartId'))!.value;
    const {body} = await storefrontApi<any>(`query ($id: ID!) { cart(id: $id) { attributes { key value } } }`, {
      id: `gid://shopify/Cart/${cartToken}`,
    });
    expect(body.data.cart.attributes).toContainEqual({key: 'im_ref', value: 'abc'});
    expect((await cookie(context, 'col_exp'))?.value).toBe('bchp.0');

    // Withdrawing consent later clears attribution from the cookie and the cart.
    await page.getByTestId('cookie-preferences').click();
    await page.getByTestId('consent-banner').getByRole('button', {name: 'Decline'}).click();
    await expect.poll(() => cookie(context, 'im_ref'), SERVER_ROUND_TRIP).toBeUndefined();
    await expect
      .poll(async () => {
        const {body: after} = await storefrontApi<any>(`query ($id: ID!) { cart(id: $id) { attributes { key value } } }`, {
          id: `gid://shopify/Cart/${cartToken}`,
        });
        return after.data.cart.attributes.some((a: {key: string}) => a.key === 'im_ref');
      }, SERVER_ROUND_TRIP)
      .toBe(false);
    expect(await cookie(context, 'col_exp')).toBeUndefined();
  });
});

describe('accessibility of the overlays', () => {
  const violations = async (page: Page, selector: string) =>
    (await new AxeBuilder({page: page as never}).include(selector).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

  test('consent banner, first-order popup and chat window pass axe', async ({visitorContext}) => {
    const context = await visitorContext({now: TUESDAY_11_ET});
    const page = await context.newPage();
    await page.goto(`${handles.shop.url}/?exp=bchp.1`);
    await page.getByTestId('consent-banner').waitFor();
    expect(await violations(page, '[data-testid="consent-banner"]')).toEqual([]);
    await page.getByRole('button', {name: 'Accept all'}).click();
    await toSecondPage(page);

    const popup = page.getByTestId('first-order-popup');
    await popup.waitFor();
    expect(await violations(page, '[data-testid="first-order-popup"]')).toEqual([]);
    await popup.getByRole('button', {name: 'No thanks'}).click();
    await popup.waitFor({state: 'detached'});

    await page.locator('.chat-launcher[data-chat-status="online"]').waitFor();
    expect(await violations(page, '.chat-launcher')).toEqual([]);
    await page.getByTestId('chat-launcher').click();
    await page.getByTestId('chat-window').waitFor();
    expect(await violations(page, '[data-testid="chat-window"]')).toEqual([]);
  });
});
