import {describe, expect, it} from 'vitest';
import {getPage} from '../support/http';
import {CookieJar, createCustomer, signInJar, uniqueEmail} from '../support/account';

/** Caching next to cookies, and the headers of every answer. */

const SHAREABLE = /\bpublic\b|s-maxage/i;

describe('no shared caching of an answer that sets a cookie', () => {
  const URLS = ['/api/products', '/robots.txt', '/sitemap.xml', '/api/cms/categories', '/'];

  it('with a session (signed in, a flash waiting): either Set-Cookie or a shareable Cache-Control, never both', async () => {
    const email = uniqueEmail('cache');
    await createCustomer(email);
    const jar = await signInJar(email);
    for (const url of URLS) {
      const response = await getPage(url, {headers: {Cookie: jar.header()}});
      await response.arrayBuffer();
      expect(response.status, url).toBe(200);
      const cookies = response.headers.getSetCookie();
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cookies.length > 0 && SHAREABLE.test(cacheControl), `${url}: ${cacheControl} with ${cookies.join(' | ')}`).toBe(false);
    }
  });

  it('leaving preview (the session changes) on each of them: the cookie goes out, the answer is not shareable', async () => {
    for (const url of URLS) {
      const jar = new CookieJar();
      await (await jar.get('/?preview=local-content-preview-token')).arrayBuffer();
      const response = await getPage(`${url}?preview=off`, {headers: {Cookie: jar.header()}});
      await response.arrayBuffer();
      const cookies = response.headers.getSetCookie();
      expect(
        cookies.some((c) => c.startsWith('session=')),
        url,
      ).toBe(true);
      expect(response.headers.get('cache-control') ?? '', url).not.toMatch(SHAREABLE);
    }
  });

  it('a guest still gets the shareable answers', async () => {
    for (const url of ['/api/products', '/robots.txt', '/sitemap.xml', '/api/cms/categories']) {
      const response = await getPage(url);
      await response.arrayBuffer();
      expect(response.headers.getSetCookie(), url).toEqual([]);
      expect(response.headers.get('cache-control'), url).toMatch(SHAREABLE);
    }
  });

  it('the session cookie holds no readable preview token', async () => {
    const jar = new CookieJar();
    const token = 'local-content-preview-token';
    const response = await jar.get(`/?preview=${token}`);
    await response.arrayBuffer();
    const session = jar.cookies.get('session');
    expect(session).toBeTruthy();
    const decoded = Buffer.from(decodeURIComponent(session!).split('.')[0]!, 'base64').toString('utf8');
    expect(decoded).not.toContain(token);
    expect(decodeURIComponent(session!)).not.toContain(token);
    // Preview mode still holds on the next page without the parameter.
    const next = await jar.get('/learn');
    expect(next.headers.get('cache-control')).toContain('no-store');
    expect(await next.text()).toContain('data-testid="preview-banner"');
  });
});

describe('headers of every answer', () => {
  const answers: Array<[string, () => Promise<Response>]> = [
    ['document', () => getPage('/')],
    ['product page', () => getPage('/products/colgate-toothpaste')],
    ['JSON', () => getPage('/api/products')],
    ['XML', () => getPage('/sitemap.xml')],
    ['404 page', () => getPage('/no-such-page')],
    ['redirect', () => getPage('/account')],
    ['refused write', () => getPage('/cart', {method: 'POST', headers: {Origin: 'https://evil.example'}, body: 'a=1'})],
    ['405', () => getPage('/cart', {method: 'PUT', body: 'a=1'})],
    ['data request', () => getPage('/products/colgate-toothpaste.data')],
  ];

  it('Permissions-Policy on each kind of answer', async () => {
    for (const [what, request] of answers) {
      const response = await request();
      await response.arrayBuffer();
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy, what).toContain(feature);
    }
  });

  it("documents: script-src is the nonce and 'strict-dynamic' only, no Shopify CDN or shopify.com", async () => {
    for (const url of ['/', '/products/colgate-toothpaste', '/account/login', '/no-such-page']) {
      const csp = (await getPage(url)).headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(/;\s*/).filter((d) => d.startsWith('script-src'));
      expect(scriptSrc, url).toHaveLength(1);
      expect(scriptSrc[0], url).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic'$/);
    }
  });
});
