import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl} from '../support/http';
import {startCountingProxy, type CountingProxy} from '../../scripts/lib/counting-proxy';

type Shop = Awaited<ReturnType<typeof startTestShop>>;

const PURGE_TOKEN = 'page-cache-test-purge-token';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PRODUCT = '/products/total-whitening-toothpaste';

/**
 * A shop of its own (fresh edge cache, purge token set) whose platform calls
 * all go through a counting proxy in front of the shared test platform.
 */
let shop: Shop;
let proxy: CountingProxy;
beforeAll(async () => {
  proxy = await startCountingProxy(platformUrl(), TEST_PORTS.countingProxy);
  shop = await startTestShop(
    TEST_PORTS.spareShop,
    TEST_PORTS.spareAssets,
    envFor(proxy.url, {SUPPORT_API_URL: proxy.url, PAGE_CACHE_PURGE_TOKEN: PURGE_TOKEN}),
  );
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => getPage(path, {headers: {'user-agent': BROWSER, ...headers}}, shop.url);
const unique = (path: string) => `${path}${path.includes('?') ? '&' : '?'}pc=${Math.random().toString(36).slice(2)}`;
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/** Waits until the background store of a MISS has landed (a later GET answers HIT). */
async function untilHit(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 50; i++) {
    const response = await get(path, headers);
    const html = await response.text();
    if (response.headers.get('x-cache') === 'HIT') return {response, html};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never came from the page cache`);
}

describe('platform subrequests', () => {
  it('a cold product render makes at most 3 platform calls (one content batch, product, recommendations)', async () => {
    // First request of a fresh shop: every cache is empty.
    proxy.reset();
    const response = await get(PRODUCT);
    expect(response.status).toBe(200);
    await response.text(); // deferred recommendations stream in before the body ends
    const calls = proxy.requests();
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(3);
    expect(calls.filter((call) => call.includes('/entries'))).toHaveLength(1);
    expect(calls).toContain('POST getProductByHandle');
  });

  it('a page served from the page cache makes no platform call', async () => {
    await untilHit(PRODUCT);
    proxy.reset();
    const response = await get(PRODUCT);
    await response.text();
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(proxy.requests()).toEqual([]);
  });
});

describe('full-page cache', () => {
  it('renders the first anonymous GET and serves the next from the cache, same page', async () => {
    const path = unique('/learn/how-teeth-whitening-works');
    const first = await get(path);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstHtml = await first.text();
    const {response, html} = await untilHit(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toContain('Cookie');
    // The same page: the first visitor's was streamed, the stored copy was rendered whole after it.
    const titleOf = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1];
    const headingOf = (text: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1];
    expect(titleOf(html)).toBe(titleOf(firstHtml));
    expect(headingOf(html)).toBeTruthy();
    expect(headingOf(html)).toBe(headingOf(firstHtml));
    // Every hit is that stored copy, with its own CSP nonce, in the header and the HTML alike.
    const again = await get(path);
    expect(again.headers.get('x-cache')).toBe('HIT');
    const strip = (text: string, nonce?: string) => (nonce ? text.replaceAll(nonce, 'N') : text);
    expect(strip(await again.text(), nonceOf(again))).toBe(strip(html, nonceOf(response)));
    expect(nonceOf(response)).toBeTruthy();
    expect(nonceOf(response)).not.toBe(nonceOf(first));
    expect(nonceOf(again)).not.toBe(nonceOf(response));
    expect(html).toContain(`nonce="${nonceOf(response)}"`);
  });

  it('gives each new visitor their own experiment cookie, never one stored with the page', async () => {
    const path = unique('/products/colgate-toothpaste');
    await (await get(path)).text();
    const {response} = await untilHit(path);
    // A hit is answered from the lookup context alone (no session, no Hydrogen clients), and
    // still draws and sets this visitor's variant: exactly one cookie, col_exp.
    expect(response.headers.getSetCookie()).toEqual(['col_exp=bchp.1; Max-Age=7776000; Path=/; SameSite=Lax']);
    const returning = await get(path, {Cookie: 'col_exp=bchp.1'});
    expect(returning.headers.get('x-cache')).toBe('HIT');
    expect(returning.headers.getSetCookie()).toEqual([]);
  });

  it('never serves a cached page to a request with a personal cookie', async () => {
    const path = unique('/learn/how-teeth-whitening-works');
    await (await get(path)).text();
    await untilHit(path);
    for (const cookie of ['session=abc', 'customerAccessToken=abc', 'col_exp=bchp.1; og_auth=x']) {
      const withCookie = await get(path, {Cookie: cookie});
      expect(withCookie.headers.get('x-cache'), cookie).toBe('BYPASS');
      expect(withCookie.status).toBe(200);
      await withCookie.text();
    }
  });

  it('serves returning visitors with only the variant and consent cookies a page for exactly that variant and decision', async () => {
    const path = unique('/learn/how-teeth-whitening-works');
    const first = await get(path, {Cookie: 'col_exp=bchp.0; oc_consent=granted'});
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.getSetCookie()).toEqual([]);
    const firstHtml = await first.text();
    expect(firstHtml).toContain('data-experiment-variant="bchp.0"');
    const {html} = await untilHit(path, {Cookie: 'col_exp=bchp.0; oc_consent=granted'});
    expect(html).toContain('data-experiment-variant="bchp.0"');
    // Another variant or consent decision is another page.
    const other = await get(path, {Cookie: 'col_exp=bchp.0; oc_consent=denied'});
    expect(other.headers.get('x-cache')).toBe('MISS');
    await other.text();
  });

  it('keeps a page of its own for crawlers (no consent banner, no chat launcher)', async () => {
    const path = unique('/learn/how-teeth-whitening-works');
    await (await get(path)).text();
    await untilHit(path);
    const bot = await get(path, {'user-agent': BOT});
    expect(bot.headers.get('x-cache')).toBe('MISS');
    await bot.text();
    await untilHit(path, {'user-agent': BOT});
  });

  it('never caches account, cart, preview, discount or password pages', async () => {
    for (const path of ['/account/login', '/cart', '/?preview=local-content-preview-token', '/password']) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path);
        await response.text();
        expect(response.headers.get('x-cache'), path).not.toBe('HIT');
      }
    }
    const preview = await get('/?preview=local-content-preview-token');
    expect(preview.headers.get('cache-control')).toContain('no-store');
    const discount = await get(unique('/products/colgate-toothpaste?discount=SAVE5'));
    expect(discount.status).toBe(302);
    expect(discount.headers.get('x-cache')).not.toBe('HIT');
  });

  it('gives a shopper with a cart cookie the normal render and stores nothing for others', async () => {
    // A stale cart cookie makes the render answer with a new cart cookie: personal, never stored.
    // (That a rendered response with Set-Cookie is never stored is unit-tested in app/server/cache.)
    const path = unique('/learn/how-teeth-whitening-works');
    const response = await get(path, {Cookie: 'ss.cartId=gid%3A%2F%2Fshopify%2FCart%2Fgone'});
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    await response.text();
    const anonymous = await get(path);
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
  });
});

describe('stored documents', () => {
  it('are complete: deferred sections are rendered in place, with no streamed fallback to swap later', async () => {
    // Home streams its product carousels to the first visitor; the stored copy must not replay
    // the fallback-then-swap (a layout shift on every hit).
    const path = unique('/');
    const first = await get(path);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.text()).toContain('data-testid="home-page"');
    const {html} = await untilHit(path);
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('carousel--loading');
    expect(html).toContain('data-testid="home-page"');
  });
});

describe('purge', () => {
  it('needs the purge token', async () => {
    const none = await getPage('/api/page-cache/purge', {method: 'POST'}, shop.url);
    expect(none.status).toBe(401);
    const wrong = await getPage('/api/page-cache/purge', {method: 'POST', headers: {Authorization: 'Bearer nope'}}, shop.url);
    expect(wrong.status).toBe(401);
    const read = await getPage('/api/page-cache/purge', {}, shop.url);
    expect(read.status).toBe(405);
  });

  it('makes every stored page render again', async () => {
    const path = unique('/products/colgate-toothpaste');
    await (await get(path)).text();
    await untilHit(path);
    // As a CMS publish webhook sends it: no Origin, only the bearer token.
    const purge = await fetch(`${shop.url}/api/page-cache/purge`, {method: 'POST', headers: {Authorization: `Bearer ${PURGE_TOKEN}`}});
    expect(purge.status).toBe(200);
    expect(await purge.json()).toMatchObject({purged: true});
    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('MISS');
    await after.text();
    await untilHit(path);
  });
});
