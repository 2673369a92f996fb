import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage, platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type FaultProxy} from '../support/fault-proxy';
import {DESKTOP_UA} from '../support/browser';
import {createCustomer, tokenJar, uniqueEmail} from '../support/account';

/**
 * First visitors get product pages streamed: the shell as soon as the product is known, the
 * recommendations (deferred) when they arrive. Crawlers get the whole page at once, and so does
 * the page cache, whose copy is rendered whole after the visitor's page has been sent.
 * The account page's latest orders come with the page when they are quick (a skeleton that
 * flashes and is replaced shifts the panels below it) and stream in behind it when they are not.
 */
const HOLD_MS = 2500;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The deferred recommendations: the `recommended` handles, else the platform's own picks. */
const DEFERRED = ['ProductsByHandle', 'ProductRecommendations'];
const FALLBACK = 'Loading recommendations…';

let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
  proxy.setSlowMs(HOLD_MS);
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url));
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

/** When the first bytes and the end of the body arrived (ms after the request), and the body. */
async function timed(path: string, userAgent: string, cookie?: string) {
  const started = performance.now();
  // As the edge's front line asks the worker: uncompressed (it compresses on its own machines,
  // chunk by chunk; a local gzip stream would hold the chunks back).
  const response = await getPage(
    path,
    {headers: {'user-agent': userAgent, 'accept-encoding': 'identity', ...(cookie ? {cookie} : {})}},
    shop.url,
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let html = '';
  /** When each chunk arrived (ms after the request) and the body received by then. */
  const seen: Array<{at: number; html: string}> = [];
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    html += decoder.decode(value, {stream: true});
    seen.push({at: performance.now() - started, html});
  }
  const first = seen[0]?.at ?? Number.NaN;
  const arrivedAt = (marker: string) => seen.find((chunk) => chunk.html.includes(marker))?.at ?? Number.NaN;
  return {response, first, end: performance.now() - started, html, arrivedAt};
}

function holdRecommendations() {
  proxy.set(...DEFERRED.map((operation) => ({fault: 'slow' as const, targets: ['graphql' as const], operation})));
}

describe('streamed product pages', () => {
  it('sends an anonymous cold product page before its held recommendations arrive, then stores a whole copy', async () => {
    holdRecommendations();
    const mark = proxy.mark();
    const page = await timed('/products/total-whitening-toothpaste', DESKTOP_UA);
    proxy.clear();
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('x-cache')).toBe('MISS');
    expect(
      DEFERRED.reduce((n, op) => n + proxy.count(op, mark), 0),
      'the recommendations were asked for',
    ).toBeGreaterThan(0);
    // The shell (with the product) is out well before the held query answers; the body ends after it.
    expect(page.first, `first bytes after ${Math.round(page.first)} ms`).toBeLessThan(HOLD_MS - 1000);
    expect(page.end).toBeGreaterThanOrEqual(HOLD_MS - 100);
    expect(page.html.indexOf('data-testid="product-page"')).toBeGreaterThan(-1);
    expect(page.html.indexOf('data-testid="product-page"')).toBeLessThan(page.html.indexOf(FALLBACK));

    // The page cache's copy is whole: no fallback to swap later.
    let hit: Awaited<ReturnType<typeof timed>> | null = null;
    for (let i = 0; i < 40 && !hit; i++) {
      const next = await timed('/products/total-whitening-toothpaste', DESKTOP_UA);
      if (next.response.headers.get('x-cache') === 'HIT') hit = next;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(hit, 'the page came from the page cache').not.toBeNull();
    expect(hit!.html).toContain('data-testid="product-page"');
    expect(hit!.html).not.toContain(FALLBACK);
  });

  it('gives a crawler the whole page at once: first bytes only after the held recommendations', async () => {
    holdRecommendations();
    const page = await timed('/products/hum-smart-toothbrush', BOT);
    proxy.clear();
    expect(page.response.status).toBe(200);
    expect(page.first, `first bytes after ${Math.round(page.first)} ms`).toBeGreaterThanOrEqual(HOLD_MS - 100);
    expect(page.html).toContain('data-testid="product-page"');
    expect(page.html).not.toContain(FALLBACK);
  });
});

describe("the account page's latest orders", () => {
  const SKELETON = 'aria-label="Loading your orders"';
  const ORDERS = 'data-testid="no-orders"';
  let cookie: string;
  beforeAll(async () => {
    cookie = (await tokenJar(await createCustomer(uniqueEmail('streaming')))).header();
    // The account page's first render in this worker compiles and caches what every later one reuses:
    // under CI's parallel load that alone once took the quick orders past the 150 ms they may wait.
    await timed('/account', DESKTOP_UA, cookie);
  });

  it('come with the first bytes, without a skeleton, when the platform answers quickly', async () => {
    const page = await timed('/account', DESKTOP_UA, cookie);
    expect(page.response.status).toBe(200);
    expect(page.html).toContain(ORDERS);
    expect(page.html).not.toContain(SKELETON);
  });

  it('stream in behind the skeleton when the platform is slow, after the rest of the page', async () => {
    proxy.set({fault: 'slow', targets: ['graphql'], operation: 'AccountRecentOrders'});
    const mark = proxy.mark();
    const page = await timed('/account', DESKTOP_UA, cookie);
    proxy.clear();
    expect(proxy.count('AccountRecentOrders', mark)).toBe(1);
    expect(page.response.status).toBe(200);
    expect(page.first, `first bytes after ${Math.round(page.first)} ms`).toBeLessThan(HOLD_MS - 1000);
    const shell = page.arrivedAt('data-testid="account-home"');
    expect(shell, `the account page's shell after ${Math.round(shell)} ms`).toBeLessThan(HOLD_MS - 1000);
    expect(page.end).toBeGreaterThanOrEqual(HOLD_MS - 100);
    expect(page.html.indexOf(SKELETON)).toBeGreaterThan(-1);
    expect(page.html.indexOf(SKELETON)).toBeLessThan(page.html.indexOf(ORDERS));
  });
});
