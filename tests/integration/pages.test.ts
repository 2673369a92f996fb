import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {FAVICON_PNG_PATH} from '../../scripts/lib/favicon';
import {getPage, shopUrl} from '../support/http';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from '../../app/framework/deferred-remix-scripts';
import {START_AFTER_LOAD_SCRIPT} from '../../app/ui/deferred-start';

const text = (html: string) => html.replace(/<!--.*?-->/g, '');

describe('pages', () => {
  it('home renders CMS content and catalog data', async () => {
    const response = await getPage('/');
    expect(response.status).toBe(200);
    const html = text(await response.text());
    expect(html).toContain('data-testid="home-page"');
    // CMS: the main menu and the hero come from the content API.
    expect(html).toContain('Teeth Whitening');
    expect(html).toMatch(/class="hero/);
    // Catalog: the streamed carousels contain product links.
    expect(html).toMatch(/href="\/products\/[a-z0-9-]+"/);
  });

  it('every main-menu link reaches a non-empty page', async () => {
    const html = await (await getPage('/')).text();
    const nav = html.slice(html.indexOf('aria-label="Main"'), html.indexOf('</nav>', html.indexOf('aria-label="Main"')));
    const links = [...new Set([...nav.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]))];
    expect(links).toEqual(
      expect.arrayContaining(['/products', '/products/colgate-teeth-whitening', '/products/holiday-gifts', '/products/create-your-bundle']),
    );
    for (const link of links.filter((l) => l.startsWith('/products'))) {
      const response = await getPage(link);
      expect(response.status, link).toBe(200);
      const body = await response.text();
      expect(body, link).toMatch(/data-testid="(category-page|product-page|bundle-builder)"/);
      expect(body, link).toMatch(/href="\/products\/[a-z0-9-]+"|data-testid="add-to-cart"|data-testid="sold-out"/);
    }
  });

  it('marks the holiday category with its accent colour and opens help in a new tab', async () => {
    const html = await (await getPage('/')).text();
    expect(html).toMatch(
      /class="nav-accent"[^>]*style="--accent:#[0-9a-fA-F]{3,8}"|style="--accent:#[0-9a-fA-F]{3,8}"[^>]*class="[^"]*nav-accent/,
    );
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer">Help &amp; FAQ/);
  });

  it('a product page shows variants and an add-to-cart form', async () => {
    const response = await getPage('/products/total-whitening-toothpaste');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="product-page"');
    expect(html).toContain('data-testid="add-to-cart"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toMatch(/<link rel="canonical"/);
  });

  it('unknown routes and unknown products give the 404 page with the path', async () => {
    for (const path of ['/no-such-page', '/products/no-such-product', '/a/b/c']) {
      const response = await getPage(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page Not Found');
      expect(html).toContain(path);
      // The CMS static image titled error-404, a crop per screen width, not the bundled picture.
      expect(html, path).toMatch(/<picture class="error-page__image error-page__image--cms">/);
      for (const crop of ['mobile', 'tablet-small', 'tablet-large', 'desktop']) expect(html, path).toContain(`/error-404-${crop}.svg?w=`);
      expect(html, path).toContain('alt="A puzzled tooth searching with a magnifying glass"');
      expect(html, path).not.toContain('data-testid="error-image-bundled"');
    }
  });

  it('/maintenance goes home while maintenance mode is off', async () => {
    const response = await getPage('/maintenance');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('keeps a shopper-supplied path out of live markup', async () => {
    const response = await getPage('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<script>alert(1)</script>');
  });

  it('serves the client bundle, its start-up held until the page has loaded', async () => {
    const html = await (await getPage('/')).text();
    // Remix's module script and preloads are inert data; the start script runs them after load.
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(START_AFTER_LOAD_SCRIPT);
    const script = new RegExp(`<script [^>]*type="${DEFERRED_MODULE_TYPE}"[^>]*>[\\s\\S]*?import\\("(/assets/[^"]+\\.js)"\\)`).exec(
      html,
    )?.[1];
    expect(script).toBeTruthy();
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="${script}"`);
    const asset = await fetch(`${shopUrl()}${script}`);
    expect(asset.status).toBe(200);
  });

  it("keeps the font off the first paint's network: no preload, no face in the page's stylesheet, declared from script after it", async () => {
    const html = await (await getPage('/')).text();
    expect(html).not.toMatch(/<link\b[^>]*\bas="font"/);
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeTruthy();
    expect(await (await fetch(`${shopUrl()}${stylesheet}`)).text()).not.toMatch(/\.woff2/);
    // The inline script names the built subset; <noscript> links the stylesheet that declares it.
    const font = /url\(\\"(\/assets\/inter-latin-400-800-[^"\\]+\.woff2)\\"\)/.exec(html)?.[1];
    expect(font).toBeTruthy();
    const noscript = /<noscript><link rel="stylesheet" href="(\/assets\/inter-[^"]+\.css)"\/><\/noscript>/.exec(html)?.[1];
    expect(noscript).toBeTruthy();
    expect(await (await fetch(`${shopUrl()}${noscript}`)).text()).toContain(font);
    const file = await fetch(`${shopUrl()}${font}`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeLessThan(34 * 1024);
  });

  it('declares one tab icon, a PNG (an SVG icon is a whole document for the page to build), served as the committed file', async () => {
    const html = await (await getPage('/')).text();
    const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0]);
    expect(icons).toHaveLength(1);
    const href = /^<link rel="icon" type="image\/png" sizes="48x48" href="(\/assets\/favicon-48-[^"]+\.png)"/.exec(icons[0]!)?.[1];
    expect(href, icons[0]).toBeTruthy();
    const icon = await fetch(`${shopUrl()}${href}`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await icon.arrayBuffer()).equals(readFileSync(FAVICON_PNG_PATH))).toBe(true);
  });
});
