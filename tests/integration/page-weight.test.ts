import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {assetsOfHtml, manifestClosure, readClientManifest, sumSizes} from '../../scripts/bench/client-bytes';
import {BUDGETS, LIGHTHOUSE_PAGES} from '../../scripts/bench/report';
import {createCustomer, signInJar, uniqueEmail} from '../support/account';
import {CookieJar, catalogVariants, postCart} from '../support/cart';
import {getPage, shopUrl} from '../support/http';
import {COMPILE_HINT, HINTED_MIN_BYTES} from '../../scripts/vite/compile-hints';
import {chunksRunAtLoad} from '../../app/framework/vite-preload';

const assets = path.resolve('dist/client/assets');
/** markdown-it's own name and its API's `validateLink` survive minification. */
const MARKDOWN_IT = /markdown-it|validateLink/;
/**
 * What survives minification of the meta tag builders: getSeoMeta's input errors (Hydrogen), the
 * product JSON-LD's availability URL and the article JSON-LD's `mainEntityOfPage`.
 */
const SEO_BUILDERS = /Error in SEO input|schema\.org\/InStock|mainEntityOfPage/;
/**
 * What survives minification of the image code product cards no longer need: Hydrogen's `Image` (its
 * URL loader's placeholder host), `ShopImage` (its default layout hint) and the image URL builder
 * (its placeholder base).
 */
const IMAGE_CODE = /placeholder\.shopify\.com|\(min-width: 1024px\) 50vw, 100vw|placeholder\.invalid/;

/** The browser's scripts whose code `matches` (at least ten scripts must be there to look at). */
function scriptsWhere(matches: (code: string) => boolean): string[] {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  return scripts.filter((file) => matches(readFileSync(path.join(assets, file), 'utf8')));
}

describe('page weight', () => {
  it('ships no Markdown parser to the browser: loaders render Markdown to HTML', () => {
    expect(scriptsWhere((code) => MARKDOWN_IT.test(code))).toEqual([]);
  });

  it("keeps the inline start-up scripts' code out of the browser's JavaScript: they run once, from the HTML", async () => {
    const html = await (await getPage('/')).text();
    // Distinctive parts of the start-up and history-state scripts.
    const parts = ['getEntriesByName("first-contentful-paint")', 'history.replaceState(Object.assign'];
    for (const part of parts) expect(html, part).toContain(part);
    expect(scriptsWhere((code) => parts.some((part) => code.includes(part)))).toEqual([]);
  });

  it('starts the large chunks every page runs with the compile hint, and no chunk a page loads only on intent', () => {
    const {js} = manifestClosure(readClientManifest(process.cwd()), 'products.$slug.tsx');
    const code = (file: string) => readFileSync(path.resolve('dist/client', file), 'utf8');
    const hinted = scriptsWhere((text) => text.startsWith(COMPILE_HINT)).map((file) => `assets/${file}`);
    const large = js.filter((file) => code(file).length >= HINTED_MIN_BYTES + COMPILE_HINT.length);
    expect(large.length).toBeGreaterThanOrEqual(2);
    expect(hinted).toEqual(expect.arrayContaining(large));
    // A chunk only an import() reaches (a part loaded on intent) compiles lazily.
    const manifest = readClientManifest(process.cwd());
    const atLoad = new Set([...chunksRunAtLoad(manifest)].map((key) => manifest[key]!.file));
    expect(hinted.filter((file) => !atLoad.has(file))).toEqual([]);
  });

  it("keeps the fallback menus and the error pages' texts out of every page's first-visit JavaScript (the shared closure)", () => {
    const {js} = manifestClosure(readClientManifest(process.cwd()), 'products.$slug.tsx');
    expect(js.length).toBeGreaterThan(10);
    // A fallback-only link and the not-found text survive minification as written.
    const shipped = js.filter((file) =>
      /Manage Subscriptions|We got distracted/.test(readFileSync(path.resolve('dist/client', file), 'utf8')),
    );
    expect(shipped).toEqual([]);
  });

  it("keeps every benchmarked page's first-visit JavaScript within budget, the cart with a line and the account signed in", async () => {
    const cart = new CookieJar();
    const [variant] = await catalogVariants();
    expect((await postCart(cart, 'LinesAdd', {lines: [{merchandiseId: variant!.id, quantity: 1}]})).status).toBeLessThan(400);
    const email = uniqueEmail('page-weight');
    await createCustomer(email);
    const account = await signInJar(email);
    const cookies: Record<string, string> = {'/cart': cart.header(), '/account': account.header()};
    const over: string[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const response = await getPage(page, cookies[page] ? {headers: {cookie: cookies[page]}} : {});
      expect(response.status, page).toBe(200);
      const html = await response.text();
      // The page the budget is about: lines in the cart, the customer's account home.
      if (page === '/cart') expect(html).toContain('data-testid="cart-line"');
      if (page === '/account') expect(html).toContain('data-testid="account-layout"');
      const {gzip} = sumSizes(path.resolve('dist/client'), assetsOfHtml(html).js);
      if (gzip > BUDGETS.pageJavaScriptGzipBytes) over.push(`${page}: ${gzip} B gzip`);
    }
    expect(over).toEqual([]);
  });

  it('ships no meta tag builder to the browser: loaders work the tags out and routes read them from the data', () => {
    expect(scriptsWhere((code) => SEO_BUILDERS.test(code))).toEqual([]);
  });

  it("keeps image code out of the search page's first-visit scripts: the server works out the cards' <img> attributes", async () => {
    // The product gallery still ships that code, so its absence below is the search page's doing.
    expect(scriptsWhere((code) => IMAGE_CODE.test(code)).length).toBeGreaterThan(0);
    const html = await (await getPage('/search?q=whitening')).text();
    expect(html).toMatch(
      /<article class="product-card">.*?<img alt="[^"]+" decoding="async" height="1200" loading="eager" sizes="[^"]+" src="[^"]+" srcSet="[^"]+ 1200w" width="1200" fetchpriority="high"/s,
    );
    const {js} = assetsOfHtml(html);
    expect(js.length).toBeGreaterThan(5);
    expect(js.filter((file) => IMAGE_CODE.test(readFileSync(path.resolve('dist/client', file), 'utf8')))).toEqual([]);
  });

  it('a client navigation gets the meta tags in the data: canonical URL and JSON-LD for the variant it opens', async () => {
    const data = await (await getPage('/products/total-whitening-toothpaste.data?_routes=routes%2Fproducts.%24slug')).text();
    expect(data).toContain(`"${shopUrl()}/products/total-whitening-toothpaste"`);
    expect(data).toContain('"script:ld+json"');
    expect(data).toContain('"https://schema.org/InStock"');
  });

  it('pages with Markdown fields still get their HTML, in the document and in client navigations', async () => {
    const legal = await (await getPage('/app-privacy')).text();
    expect(legal).toMatch(/<div class="rich-text legal__body"><p>This notice explains/);
    expect(legal).toMatch(/<h2>[^<]+<\/h2>/);
    const data = await (await getPage('/app-privacy.data?_routes=routes%2Fapp-privacy')).text();
    expect(data).toContain('"__html"');
    expect(data).toMatch(/<p>This notice explains/);
    const landing = await (await getPage('/returns-and-warranty')).text();
    expect(landing).toMatch(/class="rich-text faq__answer"><p>/);
  });
});
