import {describe, expect, it} from 'vitest';
import {cspNonce, cutAtNonce, isStorableResponse, joinAround, pageCacheKey, requestBypassReason} from './page-cache-rules.server';

const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://shop.example${path}`, {headers});

describe('page cache: which requests may use it', () => {
  it('takes anonymous cookie-free GETs of catalog and content pages', () => {
    for (const path of [
      '/',
      '/products/colgate-toothpaste',
      '/products/total-whitening-toothpaste?Flavor=Mint',
      '/learn/how-teeth-whitening-works',
      '/search?q=whitening',
    ]) {
      expect(requestBypassReason(get(path)), path).toBeNull();
    }
  });

  it('takes requests whose cookies are only the non-personal ones (variant, consent, offer seen, analytics ids)', () => {
    expect(requestBypassReason(get('/', {Cookie: 'col_exp=bchp.1; oc_consent=granted'}))).toBeNull();
    expect(
      requestBypassReason(
        get('/', {Cookie: 'oc_first_order_offer=1; _ga=GA1.1.1; _ga_X1=GS1; _gid=x; _shopify_y=a; _shopify_s=b; _tracking_consent=%7B%7D'}),
      ),
    ).toBeNull();
  });

  it('never takes a request carrying a personal cookie or credentials', () => {
    expect(requestBypassReason(get('/', {Cookie: 'ss.cartId=abc'}))).toBe('cookie');
    expect(requestBypassReason(get('/', {Cookie: 'col_exp=bchp.1; session=abc'}))).toBe('cookie');
    expect(requestBypassReason(get('/', {Cookie: 'customerAccessToken=t'}))).toBe('cookie');
    expect(requestBypassReason(get('/', {Cookie: 'og_auth=t'}))).toBe('cookie');
    expect(requestBypassReason(get('/', {Cookie: 'anything_else=1'}))).toBe('cookie');
    expect(requestBypassReason(get('/', {Authorization: 'Bearer x'}))).toBe('authorization');
    expect(requestBypassReason(get('/', {Cookie: '  '}))).toBeNull();
  });

  it('never takes writes', () => {
    expect(requestBypassReason(new Request('https://shop.example/cart', {method: 'POST'}))).toBe('method');
    expect(requestBypassReason(new Request('https://shop.example/', {method: 'HEAD'}))).toBe('method');
  });

  it('never takes personal pages, resource routes or data requests', () => {
    for (const path of [
      '/account',
      '/account/login',
      '/cart',
      '/api/products',
      '/password',
      '/maintenance',
      '/contact-us-email',
      '/products.data',
    ]) {
      expect(requestBypassReason(get(path)), path).not.toBeNull();
    }
    expect(requestBypassReason(get('/sitemap.xml'))).toBe('file');
  });

  it('never takes preview, discount or forced-experiment links', () => {
    expect(requestBypassReason(get('/?preview=token'))).toBe('personal parameter');
    expect(requestBypassReason(get('/products/x?discount=SAVE5'))).toBe('personal parameter');
    expect(requestBypassReason(get('/?exp=bchp.1'))).toBe('personal parameter');
  });
});

describe('page cache: which responses may be stored', () => {
  const html = (init: ResponseInit = {}) =>
    new Response('<!DOCTYPE html>', {
      status: 200,
      ...init,
      headers: {'Content-Type': 'text/html; charset=utf-8', ...(init.headers as object)},
    });

  it('stores a 200 HTML page without cookies', () => {
    expect(isStorableResponse(html())).toBe(true);
  });

  it('never stores a response that sets a cookie', () => {
    expect(isStorableResponse(html({headers: {'Set-Cookie': 'a=b'}}))).toBe(false);
  });

  it('never stores errors, redirects, non-HTML or private answers', () => {
    expect(isStorableResponse(html({status: 404}))).toBe(false);
    expect(isStorableResponse(html({status: 503}))).toBe(false);
    expect(isStorableResponse(new Response(null, {status: 302, headers: {Location: '/'}}))).toBe(false);
    expect(isStorableResponse(new Response('{}', {headers: {'Content-Type': 'application/json'}}))).toBe(false);
    expect(isStorableResponse(html({headers: {'Cache-Control': 'private, no-store'}}))).toBe(false);
    expect(isStorableResponse(html({headers: {'Cache-Control': 'no-store'}}))).toBe(false);
  });
});

describe('page cache key', () => {
  const parts = {buildVersion: 'b1', generation: 'g1', bot: false, variant: 'bchp.1', consent: 'unknown' as const};

  it('ignores the order of query parameters', () => {
    expect(pageCacheKey('https://s.example/search?q=a&sort=price', parts)).toBe(
      pageCacheKey('https://s.example/search?sort=price&q=a', parts),
    );
  });

  it('differs by build, purge generation, bot class, variant, host and URL', () => {
    const base = pageCacheKey('https://s.example/p?x=1', parts);
    const variants = [
      pageCacheKey('https://s.example/p?x=1', {...parts, buildVersion: 'b2'}),
      pageCacheKey('https://s.example/p?x=1', {...parts, generation: 'g2'}),
      pageCacheKey('https://s.example/p?x=1', {...parts, bot: true}),
      pageCacheKey('https://s.example/p?x=1', {...parts, variant: 'bchp.0'}),
      pageCacheKey('https://s.example/p?x=1', {...parts, variant: null}),
      pageCacheKey('https://s.example/p?x=1', {...parts, consent: 'granted'}),
      pageCacheKey('https://s.example/p?x=1', {...parts, consent: 'denied'}),
      pageCacheKey('https://other.example/p?x=1', parts),
      pageCacheKey('https://s.example/p?x=2', parts),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });
});

describe('cspNonce', () => {
  it('reads the nonce of a CSP header', () => {
    expect(cspNonce("default-src 'self' 'nonce-0a1b2c'; script-src 'self' 'nonce-0a1b2c'")).toBe('0a1b2c');
    expect(cspNonce("default-src 'self'")).toBeNull();
    expect(cspNonce(null)).toBeNull();
  });
});

describe('cutAtNonce and joinAround', () => {
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it('give the body with every nonce replaced, as UTF-8 bytes (multi-byte text included)', () => {
    const body = '<script nonce="abc123">x</script><p>Crème • 10 € — ✓</p><style nonce="abc123"></style>abc123';
    const parts = cutAtNonce(body, 'abc123');
    expect(parts).toHaveLength(4);
    expect(decode(joinAround(parts, 'f00d'))).toBe(body.replaceAll('abc123', 'f00d'));
    expect(joinAround(parts, 'f00d')).toEqual(new TextEncoder().encode(body.replaceAll('abc123', 'f00d')));
  });

  it('keep a body without a nonce whole', () => {
    expect(cutAtNonce('<p>ü</p>', null)).toEqual([new TextEncoder().encode('<p>ü</p>')]);
    expect(decode(joinAround(cutAtNonce('<p>ü</p>', null), 'n'))).toBe('<p>ü</p>');
    expect(decode(joinAround(cutAtNonce('', 'n'), 'm'))).toBe('');
  });
});
