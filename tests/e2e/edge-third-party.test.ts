import {afterAll, beforeAll} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {platformUrl} from '../support/http';
import {describe, expect, test, useShop, type Fixtures} from '../support/fixtures';

/**
 * The configured third parties, with their scripts answered by Playwright
 * (no network): a consent tool (polling, submit-preferences message, banner
 * scroll lock), a chat provider (bootstrap on demand, init retries, ready)
 * and the tag manager (loaded only after consent).
 */
const CONSENT_SCRIPT = 'https://consent.example-tools.com/tool.js';
const CHAT_SCRIPT = 'https://chat.example-support.com/bootstrap.js';

/** A consent tool that appears after 600 ms (so the shop has to poll) and posts submit-preferences. */
const FAKE_CONSENT_TOOL = `
(() => {
  // A choice made earlier is remembered in the tool's own cookie: no banner then.
  const remembered = /(?:^|; )fake_tool=([^;]+)/.exec(document.cookie);
  let categories = remembered ? decodeURIComponent(remembered[1]).split(',') : null;
  const banner = document.createElement('div');
  banner.id = 'fake-consent-banner';
  banner.style.display = categories ? 'none' : 'block';
  banner.innerHTML = '<button id="tool-allow">Allow all</button><button id="tool-reject">Reject all</button>';
  document.body.appendChild(banner);
  const choose = (list) => {
    categories = list;
    banner.style.display = 'none';
    window.postMessage({type: 'submit-preferences'}, '*');
  };
  banner.querySelector('#tool-allow').onclick = () => choose(['necessary', 'analytics', 'advertising']);
  banner.querySelector('#tool-reject').onclick = () => choose(['necessary']);
  setTimeout(() => { window.ConsentTool = {getConsent: () => (categories ? {categories} : null)}; }, 600);
})();`;

/** A chat service that defines itself after 700 ms and reports ready shortly after init. */
const FAKE_CHAT = `
setTimeout(() => {
  window.ChatService = {
    init(options) { window.__chatInit = {width: options.width, height: options.height}; setTimeout(options.onReady, 100); },
    open() { const el = document.createElement('div'); el.id = 'provider-chat'; el.textContent = 'Provider chat'; document.body.appendChild(el); },
  };
}, 700);`;

let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(platformUrl(), {
      TEST_HOOKS: 'on',
      ANALYTICS_CONFIG: '{"integration":"gtm","id":"GTM-TEST123"}',
      CONSENT_TOOL_SCRIPT_URL: CONSENT_SCRIPT,
      CONSENT_BANNER_SELECTOR: '#fake-consent-banner',
      CHAT_PROVIDER_SCRIPT_URL: CHAT_SCRIPT,
    }),
  );
});
afterAll(async () => {
  await shop?.close();
});

useShop(() => shop.url);

/** A visitor whose third-party scripts are answered here; `requested` names those fetched. */
async function withThirdParties(visitorContext: Fixtures['visitorContext'], now?: string) {
  const context = await visitorContext({now});
  const requested: string[] = [];
  const serve = (body: string) => ({status: 200, contentType: 'application/javascript', body});
  await context.route(
    'https://consent.example-tools.com/**',
    (route) => (requested.push('consent'), route.fulfill(serve(FAKE_CONSENT_TOOL))),
  );
  await context.route('https://chat.example-support.com/**', (route) => (requested.push('chat'), route.fulfill(serve(FAKE_CHAT))));
  await context.route(
    'https://www.googletagmanager.com/**',
    (route) => (requested.push('gtm'), route.fulfill(serve('window.__gtmLoaded = true;'))),
  );
  return {context, requested};
}

const cookie = async (context: BrowserContext, name: string) => (await context.cookies(shop.url)).find((c) => c.name === name);
/** The tool's decision as Shopify's Customer Privacy API reports it (the platform's stand-in here). */
const shopifyMarketing = (page: Page) =>
  page.evaluate(() => {
    const api = (window as unknown as {Shopify?: {customerPrivacy?: {currentVisitorConsent(): {marketing: string}}}}).Shopify
      ?.customerPrivacy;
    return api ? api.currentVisitorConsent().marketing : null;
  });
const scrollLock = (page: Page) => page.evaluate(() => document.body.dataset.scrollLock ?? null);

describe('configured consent tool', () => {
  test('is polled until it answers, locks scroll while its banner displays, and applies approval from submit-preferences', async ({
    visitorContext,
  }) => {
    const {context, requested} = await withThirdParties(visitorContext);
    const page = await context.newPage();
    // bchp.0: no first-order popup, whose own scroll lock would outlast the tool's banner.
    await page.goto(`${shop.url}/?im_ref=tool123&exp=bchp.0`);
    await page.locator('#fake-consent-banner').waitFor();
    await expect.poll(() => scrollLock(page)).toBe('true');
    expect(await page.getByTestId('consent-banner').count()).toBe(0); // the shop's own banner stays away
    expect(requested).not.toContain('gtm');

    await page.click('#tool-allow');
    await expect.poll(() => scrollLock(page)).toBeNull();
    await expect.poll(async () => (await cookie(context, 'oc_consent'))?.value).toBe('granted');
    await expect.poll(async () => (await cookie(context, 'im_ref'))?.value ?? '').toContain('tool123');
    await expect.poll(() => shopifyMarketing(page), {timeout: 10_000}).toBe('yes');
    await expect.poll(() => page.evaluate(() => (window as unknown as {__gtmLoaded?: boolean}).__gtmLoaded === true)).toBe(true);
    const nonce = await page.locator('script[data-tag-manager]').evaluate((el) => (el as HTMLScriptElement).nonce);
    expect(nonce).toMatch(/^[0-9a-f]{16,}$/);
  });

  test('a refusal in the tool leaves no experiment or attribution cookie and no tag manager', async ({visitorContext}) => {
    const {context, requested} = await withThirdParties(visitorContext);
    const page = await context.newPage();
    await page.goto(`${shop.url}/?im_ref=tool456`);
    await page.locator('#fake-consent-banner').waitFor();
    await page.click('#tool-reject');
    await expect.poll(async () => (await cookie(context, 'oc_consent'))?.value).toBe('denied');
    await expect.poll(() => shopifyMarketing(page), {timeout: 10_000}).toBe('no');
    await expect.poll(() => cookie(context, 'col_exp')).toBeUndefined();
    expect(await cookie(context, 'im_ref')).toBeUndefined();
    expect(requested).not.toContain('gtm');
  });
});

describe('configured chat provider', () => {
  test('loads the bootstrap only when the visitor opens chat, retries init until the service exists, then is ready', async ({
    visitorContext,
  }) => {
    const {context, requested} = await withThirdParties(visitorContext, '2026-11-24T16:00:00Z');
    await context.addCookies([{name: 'fake_tool', value: 'necessary%2Cadvertising', url: shop.url}]);
    const page = await context.newPage();
    await page.goto(`${shop.url}/?exp=bchp.0`);
    await page.locator('.chat-launcher[data-chat-status="online"]').waitFor();
    expect(requested).not.toContain('chat');

    await page.getByTestId('chat-launcher').click();
    await page.locator('#provider-chat').waitFor();
    expect(requested.filter((r) => r === 'chat')).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as {__chatInit: unknown}).__chatInit)).toEqual({width: 400, height: 700});
    await page.locator('.chat-launcher[data-chat-status="ready"]').waitFor();
    expect(await page.getByTestId('chat-window').count()).toBe(0); // no built-in window with a provider
  });
});
