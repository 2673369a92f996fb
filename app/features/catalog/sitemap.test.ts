import {describe, expect, it} from 'vitest';
import {ROBOTS_DISALLOW, allowedByRobots, robotsTxt, sitemapXml} from './sitemap';

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

  it('lists no URL that robots.txt disallows (the search page was listed while robots.txt disallowed it)', () => {
    const xml = sitemapXml([
      {loc: 'https://shop.test/'},
      {loc: 'https://shop.test/search'},
      {loc: 'https://shop.test/search?q=x'},
      {loc: 'https://shop.test/cart'},
      {loc: 'https://shop.test/account/login'},
      {loc: 'https://shop.test/api/products'},
      {loc: 'https://shop.test/spring-sale'},
    ]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://shop.test/', 'https://shop.test/spring-sale']);
    const robots = robotsTxt('https://shop.test');
    for (const path of ROBOTS_DISALLOW) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(allowedByRobots('https://shop.test/searchlight')).toBe(false);
    expect(allowedByRobots('https://shop.test/learn/brushing')).toBe(true);
  });

  it('robots.txt points at the sitemap and keeps private paths out', () => {
    const txt = robotsTxt('https://shop.test');
    expect(txt).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(txt).toContain('Disallow: /account');
    expect(txt).toContain('Disallow: /api/');
  });
});
