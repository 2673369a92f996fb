import {describe, expect, it} from 'vitest';
import {robotsTxt, sitemapXml} from './sitemap';

describe('sitemap', () => {
  it('escapes locations, normalises dates and lists each URL once', () => {
    const xml = sitemapXml([
      {loc: 'https://shop.test/products/a?x=1&y=2', lastmod: '2025-01-02T03:04:05Z'},
      {loc: 'https://shop.test/products/a?x=1&y=2'},
      {loc: 'https://shop.test/learn', lastmod: 'not a date'},
    ]);
    expect(xml).toContain('<loc>https://shop.test/products/a?x=1&amp;y=2</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<url><loc>https://shop.test/learn</loc></url>');
  });

  it('robots.txt points at the sitemap and keeps private paths out', () => {
    const txt = robotsTxt('https://shop.test');
    expect(txt).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(txt).toContain('Disallow: /account');
    expect(txt).toContain('Disallow: /api/');
  });
});
