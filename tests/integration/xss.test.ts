import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {XSS_VECTORS} from '../support/hostile-inputs';
import {HOSTILE_ARTICLE, HOSTILE_LEGAL, liveMarkup, writeHostileContent} from '../support/hostile-content';
import {getPage, shopUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestPlatform, startTestShop} from '../support/servers';

/**
 * docs/security.md, "Threats, controls and tests": XSS cheat-sheet
 * vectors in CMS content (rich text, markdown, plain fields) and in every
 * reflected parameter come back as text, never as live markup.
 */
let platform: Awaited<ReturnType<typeof startTestPlatform>>;
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  const contentDir = writeHostileContent();
  // The platform child reads its content directory from the environment at spawn time.
  process.env.PLATFORM_CONTENT_DIR = contentDir;
  try {
    platform = await startTestPlatform(TEST_PORTS.sparePlatform);
  } finally {
    delete process.env.PLATFORM_CONTENT_DIR;
  }
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platform.url));
});

afterAll(async () => {
  await shop?.close();
  await platform?.stop();
});

async function page(path: string, base = shop.url) {
  const response = await getPage(path, {}, base);
  return {status: response.status, html: await response.text()};
}

describe('hostile CMS content', () => {
  it('the checker itself spots live markup', () => {
    for (const vector of XSS_VECTORS.slice(0, 9)) {
      if (/alert/.test(vector) && /<(script|img|svg|a|iframe|body|details)/i.test(vector)) {
        expect(liveMarkup(`<p>${vector}</p>`), vector).not.toEqual([]);
      }
    }
    expect(liveMarkup('<script nonce="abc">window.x=1</script><p>&lt;script&gt;</p>')).toEqual([]);
  });

  it('an article with XSS vectors in title, excerpt and rich text renders them as text', async () => {
    const {status, html} = await page(`/learn/${HOSTILE_ARTICLE}`);
    expect(status).toBe(200);
    expect(liveMarkup(html)).toEqual([]);
    // The words are there, escaped.
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(&quot;xss&quot;)&gt;');
    // Unsafe links keep their text but lose the link.
    expect(html).toContain('hostile link javascript:alert(');
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data:text)/i);
  });

  it('the learn index lists the hostile article as text', async () => {
    let shown = false;
    for (let n = 1; n <= 8 && !shown; n += 1) {
      const {status, html} = await page(`/learn?category=whitening&page=${n}`);
      expect(status).toBeLessThan(500);
      expect(liveMarkup(html)).toEqual([]);
      shown = html.includes('Whitening &lt;script&gt;');
    }
    expect(shown).toBe(true);
  });

  it('a markdown legal page with raw HTML and unsafe links renders them inert', async () => {
    const {status, html} = await page(`/${HOSTILE_LEGAL}`);
    expect(status).toBe(200);
    expect(liveMarkup(html)).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).toContain('hostile link');
  });
});

describe('reflected input', () => {
  const OTHER_REFLECTING: Array<(v: string) => string> = [
    (v) => `/products/colgate-toothpaste?sort=${encodeURIComponent(v)}&audience=${encodeURIComponent(v)}`,
    (v) => `/learn?category=${encodeURIComponent(v)}&page=${encodeURIComponent(v)}`,
    (v) => `/account/login?redirect=${encodeURIComponent(v)}`,
    (v) => `/account/activate?activationUrl=${encodeURIComponent(v)}`,
    (v) => `/account/reset-password?resetUrl=${encodeURIComponent(v)}`,
    (v) => `/${encodeURIComponent(v)}`,
    (v) => `/products/${encodeURIComponent(v)}`,
    (v) => `/learn/${encodeURIComponent(v)}`,
    (v) => `/?im_ref=${encodeURIComponent(v)}&exp=${encodeURIComponent(v)}`,
  ];
  /** Four vectors at a time: each is escaped on its own, so together they test the same. */
  const GROUPS = Array.from({length: Math.ceil(XSS_VECTORS.length / 4)}, (_, i) => XSS_VECTORS.slice(i * 4, i * 4 + 4).join(' '));

  it.each(XSS_VECTORS)('search term %s is reflected nowhere as markup', async (vector) => {
    const {status, html} = await page(`/search?q=${encodeURIComponent(vector)}`, shopUrl());
    expect(status).toBe(200);
    expect(liveMarkup(html)).toEqual([]);
  });

  it('every other reflected parameter and path segment keeps the vectors inert', async () => {
    for (const make of OTHER_REFLECTING) {
      for (const group of GROUPS) {
        const url = make(group);
        const {status, html} = await page(url, shopUrl());
        expect(status, url).toBeLessThan(500);
        expect(liveMarkup(html), url).toEqual([]);
      }
    }
  });

  it('search JSON APIs return the term as data', async () => {
    for (const path of ['/api/search', '/api/search/predictive']) {
      const response = await getPage(
        path,
        {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({query: XSS_VECTORS[1]})},
        shop.url,
      );
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});
