import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage, platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type Fault, type FaultProxy} from '../support/fault-proxy';
import {createCustomer, tokenJar, uniqueEmail} from '../support/account';
import {CookieJar, cartState, catalogVariants, postCart} from '../support/cart';

/**
 * Faults: the built shop on workerd behind a proxy that makes the
 * platform (Storefront API and content API) misbehave, per operation or for
 * everything. The shop's backend timeout is shortened through
 * BACKEND_TIMEOUT_MS so a hung platform costs seconds, not minutes.
 */
const TIMEOUT_MS = 3000;
const SLOW_MS = 2000;

let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
  proxy.setSlowMs(SLOW_MS);
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url, {BACKEND_TIMEOUT_MS: String(TIMEOUT_MS)}));
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

const page = (path: string, jar?: CookieJar, init: RequestInit = {}) =>
  getPage(path, {...init, headers: {...(jar ? {Cookie: jar.header()} : {}), ...init.headers}}, shop.url);

/** Home, category, product, learn article, search, cart (with a cart), account (signed in). */
const PAGES = [
  {name: 'home', path: '/', marker: 'id="main-content"'},
  {name: 'category', path: '/products/whitening-toothpaste', marker: 'Whitening Toothpaste'},
  {name: 'product', path: '/products/total-whitening-toothpaste', marker: 'data-testid="product-page"'},
  {name: 'learn article', path: '/learn/how-teeth-whitening-works', marker: 'How Teeth Whitening Works'},
  {name: 'search', path: '/search?q=whitening', marker: 'name="q"'},
  {name: 'cart', path: '/cart', marker: 'data-testid="cart-page"'},
  {name: 'account', path: '/account', marker: 'Test'},
] as const;

const MATRIX: Fault[] = ['refuse', '500', '502', '503', '504', '429', '430', 'throttled', 'malformed', 'hang', 'slow'];

/** A shopper with a cart and a signed-in account, set up while the platform behaves. */
async function shopperWithCart() {
  const jar = await tokenJar(await createCustomer(uniqueEmail('faults')));
  const [variant] = await catalogVariants();
  const added = await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: variant!.id, quantity: 2}]}, {}, shop.url);
  expect(added.status).toBe(200);
  return {jar, variant: variant!};
}

interface PageCase {
  name: string;
  path: string;
  marker: string;
}

/** One round: every page under one fault at the same time; checks what any answer must satisfy. */
async function round(fault: Fault, pages: readonly PageCase[], jar: CookieJar, log: string[]) {
  proxy.set({fault});
  const started = Date.now();
  const results = await Promise.all(
    pages.map(async (p) => {
      const t0 = Date.now();
      const response = await page(p.path, jar);
      return {...p, response, html: await response.text(), ms: Date.now() - t0};
    }),
  );
  proxy.clear();
  for (const {name, marker, response, html, ms} of results) {
    const where = `${fault} × ${name}`;
    log.push(`${where}: ${response.status} in ${ms} ms`);
    expect(response.status, where).not.toBe(500);
    expect([200, 503], where).toContain(response.status);
    if (response.status === 503) {
      expect(response.headers.get('retry-after'), where).toBe('30');
      expect(html.includes('data-testid="unavailable-page"'), where).toBe(true);
    } else {
      expect(html.includes(marker), `${where}: ${marker}`).toBe(true);
    }
    expect(/\bat [\w.<>]+ \(|node_modules|ECONNREFUSED|TypeError|SyntaxError/.test(html), `${where}: no stack trace`).toBe(false);
    // The customer stays signed in whatever the platform does.
    const signOut = response.headers.getSetCookie().some((c) => /^customerAccessToken=(;|.*Max-Age=0)/i.test(c));
    expect(signOut, `${where}: sign-out`).toBe(false);
  }
  // Slow answers (2 s) are within the timeout: every page renders.
  if (fault === 'slow')
    expect(
      results.map((r) => r.response.status),
      'slow',
    ).toEqual(pages.map(() => 200));
  // A hung platform gives up within the backend timeout (a few calls in sequence at most).
  expect(Date.now() - started, `${fault}: whole round`).toBeLessThan(TIMEOUT_MS * 4 + 5000);
  return results;
}

const CATEGORIES = [
  'colgate-teeth-whitening',
  'whitening-treatments',
  'whitening-bundles',
  'colgate-smart-toothbrushes',
  'adult-toothbrushes',
  'kids-toothbrushes',
  'toothbrush-replacement-heads-and-chargers',
  'toothbrush-bundles',
  'colgate-toothpaste',
  'adult-toothpaste',
  'kids-toothpaste',
];
const ARTICLES = [
  'how-to-brush-your-teeth',
  'electric-vs-manual-toothbrush',
  'brushing-tips-for-kids',
  'gum-health-basics',
  'sensitive-teeth-causes-and-relief',
  'whitening-with-sensitive-teeth',
];

describe('fault matrix: every fault × representative pages', () => {
  it('answers every page with the page or the 503 page (Retry-After), never a 500, a hang or a sign-out', async () => {
    proxy.clear();
    const {jar} = await shopperWithCart();
    const log: string[] = [];
    // Warm: every page renders while the platform is healthy (edge cache and content stale copies filled)…
    for (const {name, path, marker} of PAGES) {
      const response = await page(path, jar);
      expect(response.status, name).toBe(200);
      expect((await response.text()).includes(marker), name).toBe(true);
    }
    // …then each fault hits all of them at once.
    for (const fault of MATRIX) await round(fault, PAGES, jar, log);

    // Cold: per fault a product, category, article and search nobody loaded before, so nothing is cached.
    const products = [...new Set((await catalogVariants()).map((v) => v.handle))].filter((h) => h !== 'total-whitening-toothpaste');
    for (const [i, fault] of MATRIX.entries()) {
      const cold: PageCase[] = [
        {name: 'cold category', path: `/products/${CATEGORIES[i % CATEGORIES.length]}`, marker: 'id="main-content"'},
        {name: 'cold product', path: `/products/${products[i]}`, marker: 'data-testid="product-page"'},
        {name: 'cold article', path: `/learn/${ARTICLES[i % ARTICLES.length]}`, marker: 'id="main-content"'},
        {name: 'cold search', path: `/search?q=${fault}-fresh-${i}`, marker: 'name="q"'},
      ];
      const results = await round(fault, cold, jar, log);
      // Critical data failing: the product page says the shop is briefly unavailable.
      if (fault !== 'slow') expect(results.find((r) => r.name === 'cold product')!.response.status, `${fault} × cold product`).toBe(503);
    }
    console.log(`fault matrix:\n  ${log.join('\n  ')}`);
  }, 180_000);
});

describe('reads retry, writes do not', () => {
  it('retries a read once after a 503 or a Throttled error and renders the page', async () => {
    proxy.clear();
    const {jar} = await shopperWithCart();
    for (const fault of ['503', 'throttled', '429', 'malformed'] as Fault[]) {
      const mark = proxy.mark();
      proxy.set({fault, operation: 'FetchCart', times: 1});
      const response = await page('/cart', jar);
      expect(response.status, fault).toBe(200);
      expect(await response.text(), fault).toContain('data-testid="cart-line"');
      const cartGets = proxy.calls.slice(mark).filter((c) => c.operation === 'FetchCart');
      expect(cartGets.length, fault).toBeGreaterThanOrEqual(2);
      expect(cartGets[0]!.fault, fault).toBe(fault);
      expect(cartGets[1]!.fault, fault).toBe(null);
    }
    proxy.clear();
  });

  it('reads give up after one retry: two failures give the 503 page', async () => {
    const jar = await tokenJar(await createCustomer(uniqueEmail('retry')));
    const mark = proxy.mark();
    proxy.set({fault: '502', operation: 'GetAccountQuery'});
    const response = await page('/account', jar);
    proxy.clear();
    expect(response.status).toBe(503);
    expect(proxy.count('GetAccountQuery', mark)).toBe(2);
  });

  it('never retries a cart mutation: a failed add leaves the cart as it was and tells the shopper', async () => {
    proxy.clear();
    const {jar} = await shopperWithCart();
    const before = await cartState(jar);
    const [, other] = await catalogVariants();
    for (const fault of ['503', '500', 'malformed', 'throttled', 'refuse'] as Fault[]) {
      const mark = proxy.mark();
      proxy.set({fault, operation: 'AddCartLineItems'});
      const {status, html} = await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: other!.id, quantity: 1}]}, {}, shop.url);
      proxy.clear();
      expect(status, fault).toBe(503);
      expect(html, fault).toContain('so it is unchanged');
      expect(proxy.count('AddCartLineItems', mark), fault).toBe(1);
      const after = await cartState(jar);
      expect(
        after!.lines.nodes.map((l) => [l.merchandise.id, l.quantity]),
        fault,
      ).toEqual(before!.lines.nodes.map((l) => [l.merchandise.id, l.quantity]));
    }
  });

  it('a failed quantity update through the JSON (fetcher) path answers 503 with the message, cart unchanged', async () => {
    const jar = new CookieJar();
    const [variant] = await catalogVariants();
    jar.cookies.clear();
    const added = await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: variant!.id, quantity: 1}]}, {}, shop.url);
    expect(added.status).toBe(200);
    const line = (await cartState(jar))!.lines.nodes[0]!;
    proxy.set({fault: '504', operation: 'UpdateCartLineItems'});
    const body = new URLSearchParams({
      cartFormInput: JSON.stringify({action: 'LinesUpdate', inputs: {lines: [{id: line.id, quantity: 3}]}}),
    });
    const response = await getPage(
      '/cart.data',
      {method: 'POST', body, headers: {Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded'}},
      shop.url,
    );
    proxy.clear();
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('so it is unchanged');
    expect((await cartState(jar))!.lines.nodes[0]!.quantity).toBe(1);
  });
});

/** The message the cart page shows for the last change (no JavaScript: the action's answer rendered). */
const shownCartError = (html: string) => /data-testid="cart-error"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

describe('what the cart says when the platform refuses a change', () => {
  it('"Error updating cart attributes" and "Error updating cart buyer identity" when those calls fail with an empty error', async () => {
    proxy.clear();
    const {jar} = await shopperWithCart();
    const before = await cartState(jar);
    const cases = [
      {
        operation: 'UpdateCartAttributes',
        action: 'AttributesUpdateInput',
        inputs: {attributes: [{key: 'gift_note', value: 'Happy birthday'}]},
      },
      {operation: 'UpdateCartBuyerIdentity', action: 'BuyerIdentityUpdate', inputs: {buyerIdentity: {countryCode: 'CA'}}},
    ];
    const expected = ['Error updating cart attributes', 'Error updating cart buyer identity'];
    for (const [i, {operation, action, inputs}] of cases.entries()) {
      proxy.set({fault: 'empty-error', operation});
      const {status, html} = await postCart(jar, action, inputs, {}, shop.url);
      proxy.clear();
      expect(status, action).toBe(400);
      expect(shownCartError(html), action).toBe(expected[i]);
    }
    expect((await cartState(jar))!.attributes).toEqual(before!.attributes);
    // The same changes go through when the platform takes them.
    const ok = await postCart(jar, 'AttributesUpdateInput', cases[0]!.inputs, {}, shop.url);
    expect(ok.status).toBe(200);
    expect((await cartState(jar))!.attributes).toContainEqual({key: 'gift_note', value: 'Happy birthday'});
  });

  it('a refusal that is not an outage shows its first error, or "GraphQL Error (Code: 403)" when it has none; no 503', async () => {
    proxy.clear();
    const {jar} = await shopperWithCart();
    const before = await cartState(jar);
    const [, other] = await catalogVariants();
    const add = {lines: [{merchandiseId: other!.id, quantity: 1}]};
    for (const [fault, message] of [
      ['bare-403', 'GraphQL Error (Code: 403)'],
      ['401', 'Injected fault: HTTP 401'],
      ['404', 'Injected fault: HTTP 404'],
    ] as Array<[Fault, string]>) {
      const mark = proxy.mark();
      proxy.set({fault, operation: 'AddCartLineItems'});
      const {status, html} = await postCart(jar, 'LinesAdd', add, {}, shop.url);
      proxy.clear();
      expect(status, fault).toBe(400);
      expect(shownCartError(html), fault).toBe(message);
      // A write is never retried, and the cart is as it was.
      expect(proxy.count('AddCartLineItems', mark), fault).toBe(1);
    }
    expect((await cartState(jar))!.lines.nodes.map((l) => l.quantity)).toEqual(before!.lines.nodes.map((l) => l.quantity));
  });
});

/** The recommendations section (its heading text also sits in the page's dictionary data). */
const RECOMMENDATIONS = 'id="recommended-heading"';

describe('critical, deferred and cached data', () => {
  it('critical data failing renders the 503 page with Retry-After', async () => {
    proxy.set({fault: '500', operation: 'getProductByHandle'});
    const response = await page('/products/cavity-protection-toothpaste');
    proxy.clear();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).toContain('data-testid="unavailable-page"');
  });

  it('a failed read is never cached: after malformed or Throttled answers the page renders once the platform is back', async () => {
    // Products at the end of the catalog: no other test here loads them, so nothing is cached yet.
    const handles = [...new Set((await catalogVariants()).map((v) => v.handle))];
    for (const [i, fault] of (['malformed', 'throttled'] as const).entries()) {
      const path = `/products/${handles.at(-1 - i)}`;
      proxy.set({fault, operation: 'getProductByHandle'});
      const failed = await page(path);
      proxy.clear();
      expect(failed.status, fault).toBe(503);
      // Had the bad answer been cached (Hydrogen caches any 200 without `errors`), this would be a 404 or a 503.
      const healthy = await page(path);
      expect(healthy.status, fault).toBe(200);
      expect((await healthy.text()).includes('data-testid="product-page"'), fault).toBe(true);
    }
  });

  it('deferred data failing leaves its section out: recommendations', async () => {
    proxy.clear();
    // Healthy: a product page shows its recommendations.
    expect(await (await page('/products/total-sensitive-toothpaste')).text()).toContain(RECOMMENDATIONS);
    // Failing (a product not loaded before, so nothing is cached): the page renders without them.
    const mark = proxy.mark();
    proxy.set(
      {fault: '503', targets: ['graphql'], operation: 'ProductRecommendations'},
      {fault: '503', targets: ['graphql'], operation: 'ProductsByHandle'},
    );
    const response = await page('/products/pro-clinical-sonic-toothbrush');
    const html = await response.text();
    proxy.clear();
    expect(proxy.calls.slice(mark).some((c) => c.fault === '503')).toBe(true);
    expect(response.status).toBe(200);
    expect(html.includes('data-testid="product-page"')).toBe(true);
    expect(html.includes(RECOMMENDATIONS)).toBe(false);
  });

  it('deferred data failing leaves its section out: the header menus fall back, the page renders', async () => {
    proxy.set({fault: '503', targets: ['content'], operation: 'navigationMenu'});
    const response = await page('/products/total-whitening-toothpaste?variant=nav-outage');
    proxy.clear();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-testid="product-page"');
  });

  it('cached pages keep serving while the platform fails: product (edge cache) and article (stale copy)', async () => {
    proxy.clear();
    const product = '/products/total-whitening-toothpaste';
    const article = '/learn/how-teeth-whitening-works';
    expect((await page(product)).status).toBe(200);
    expect((await page(article)).status).toBe(200);
    proxy.set({fault: '500', operation: 'getProductByHandle'}, {fault: '503', targets: ['content']});
    const [p, a] = await Promise.all([page(product), page(article)]);
    const [pHtml, aHtml] = await Promise.all([p.text(), a.text()]);
    proxy.clear();
    expect(p.status).toBe(200);
    expect(pHtml).toContain('data-testid="product-page"');
    expect(a.status).toBe(200);
    expect(aHtml).toContain('How Teeth Whitening Works');
  });
});

describe('accounts under faults', () => {
  for (const fault of ['500', '503', 'malformed', 'throttled', 'refuse'] as Fault[]) {
    it(`a platform failure (${fault}) during the account refresh keeps the customer signed in`, async () => {
      proxy.clear();
      const jar = await tokenJar(await createCustomer(uniqueEmail(`refresh-${fault}`)));
      expect((await jar.get('/account', shop.url)).status).toBe(200);
      proxy.set({fault, operation: 'GetAccountQuery'});
      const response = await jar.get('/account', shop.url);
      proxy.clear();
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('data-testid="unavailable-page"');
      expect(jar.last.has('customerAccessToken')).toBe(false);
      expect(jar.cookies.has('customerAccessToken')).toBe(true);
      // Once the platform is back, the account page is there again.
      expect((await jar.get('/account', shop.url)).status).toBe(200);
    });
  }
});
