import {describe, expect, it} from 'vitest';
import {getPage} from '../support/http';

// The platform's seeded URL redirects (platform/seed/redirects.ts) stand for the store's
// admin → Navigation → URL redirects; the shop asks for one on every 404 (storefrontRedirect).
describe('Shopify URL redirects', () => {
  it('a path with a URL redirect answers 301 to its target, keeping the query', async () => {
    const response = await getPage('/collections/all?utm_source=newsletter');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products?utm_source=newsletter');
    const product = await getPage('/products/total-whitening-toothpaste-75ml');
    expect(product.status).toBe(301);
    expect(product.headers.get('location')).toBe('/products/total-whitening-toothpaste');
  });

  it('the target is the page the shop serves', async () => {
    const response = await getPage('/pages/contact', {redirect: 'follow'});
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/contact-us');
  });

  it('a client navigation to the path gets a single-fetch redirect', async () => {
    const response = await getPage('/blogs/news.data?_routes=routes%2F%24');
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain('"/learn"');
    expect(body).toContain('301');
  });

  it("a 404 follows ?redirect= / return_to only to the shop's own paths", async () => {
    const local = await getPage('/no-such-page?return_to=%2Fproducts');
    expect(local.status).toBe(301);
    expect(local.headers.get('location')).toBe('/products');
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await getPage(`/no-such-page?redirect=${encodeURIComponent(target)}`);
      expect(response.status, target).toBe(404);
    }
  });

  it('a path without a redirect stays a 404 page', async () => {
    const response = await getPage('/collections/other');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});
