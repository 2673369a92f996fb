import {describe, expect, it} from 'vitest';
import {PREVIEW_FRAME_ANCESTORS, hardenCsp, STRICT_CSP} from './csp.server';
import {isShareable, securityHeaders, withSecurityHeaders} from './headers.server';

describe('security headers', () => {
  it('sets nosniff, referrer policy and a strict CSP; HSTS outside localhost only', () => {
    const remote = securityHeaders(new Request('https://shop.example/'), new Headers());
    expect(remote.get('X-Content-Type-Options')).toBe('nosniff');
    expect(remote.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(remote.get('Strict-Transport-Security')).toMatch(/^max-age=31536000/);
    expect(remote.get('Content-Security-Policy')).toBe(STRICT_CSP);
    const local = securityHeaders(new Request('http://localhost:3000/'), new Headers());
    expect(local.get('Strict-Transport-Security')).toBeNull();
  });

  it('keeps a document policy already set', () => {
    const headers = securityHeaders(new Request('https://shop.example/'), new Headers({'Content-Security-Policy': "default-src 'self'"}));
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'self'");
  });

  it("refuses framing everywhere except a content preview, which Contentful's web app may frame", () => {
    const request = new Request('https://shop.example/');
    const shopper = securityHeaders(request, new Headers({'Content-Security-Policy': hardenCsp("default-src 'self'")}));
    expect(shopper.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(shopper.get('X-Frame-Options')).toBe('DENY');
    const preview = securityHeaders(
      request,
      new Headers({'Content-Security-Policy': hardenCsp("default-src 'self'", PREVIEW_FRAME_ANCESTORS)}),
    );
    expect(preview.get('Content-Security-Policy')).toContain('frame-ancestors ' + PREVIEW_FRAME_ANCESTORS);
    expect(PREVIEW_FRAME_ANCESTORS).toContain('https://app.contentful.com');
    expect(preview.get('X-Frame-Options')).toBeNull();
    // A policy that names no ancestors still gets the header.
    expect(securityHeaders(request, new Headers({'Content-Security-Policy': "default-src 'self'"})).get('X-Frame-Options')).toBe('DENY');
  });

  it('copies a response whose headers are immutable', () => {
    const response = withSecurityHeaders(Response.redirect('https://shop.example/', 302), new Request('https://shop.example/'));
    expect(response.status).toBe(302);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('Set-Cookie never rides on a shareable answer', () => {
  const withCookie = (cacheControl: string) =>
    securityHeaders(
      new Request('https://shop.example/api/products'),
      new Headers({'Cache-Control': cacheControl, 'Set-Cookie': 'session=abc; Path=/'}),
    );
  it('turns public, s-maxage and max-age answers that set a cookie into private, no-store', () => {
    for (const value of ['public, max-age=300, stale-while-revalidate=3000', 'public, max-age=86400', 's-maxage=60', 'max-age=3600']) {
      expect(withCookie(value).get('Cache-Control'), value).toBe('private, no-store');
    }
  });
  it('leaves answers without a cookie, and private or uncached ones, as they are', () => {
    expect(
      securityHeaders(new Request('https://shop.example/'), new Headers({'Cache-Control': 'public, max-age=60'})).get('Cache-Control'),
    ).toBe('public, max-age=60');
    expect(withCookie('no-store').get('Cache-Control')).toBe('no-store');
    expect(withCookie('private, max-age=60').get('Cache-Control')).toBe('private, max-age=60');
    expect(withCookie('max-age=0').get('Cache-Control')).toBe('max-age=0');
  });
  it('knows what a shared cache may store', () => {
    expect(isShareable('public')).toBe(true);
    expect(isShareable('max-age=10')).toBe(true);
    expect(isShareable('public, no-store')).toBe(false);
    expect(isShareable(null)).toBe(false);
  });
});

describe('hardenCsp', () => {
  it('replaces base-uri and adds object-src, frame-ancestors and report-uri', () => {
    const csp = hardenCsp("base-uri 'self'; default-src 'self' 'nonce-abc'; frame-ancestors 'none'; style-src 'self'");
    const directives = csp.split('; ');
    expect(directives).toContain("base-uri 'none'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("default-src 'self' 'nonce-abc'");
    expect(directives).toContain('report-uri /api/csp-report');
    expect(directives.some((d) => d.startsWith('report-to'))).toBe(false);
    expect(directives.filter((d) => d.startsWith('base-uri'))).toHaveLength(1);
  });
});

describe('script sources and Permissions-Policy', () => {
  it('scripts run by nonce and strict-dynamic only: no Shopify CDN, no shopify.com, no third-party host', () => {
    const hydrogen =
      "base-uri 'self'; default-src 'self' 'nonce-abc' https://cdn.shopify.com https://shopify.com; script-src 'self' https://cdn.shopify.com https://www.googletagmanager.com 'nonce-abc'";
    const scriptSrc = hardenCsp(hydrogen)
      .split('; ')
      .filter((d) => d.startsWith('script-src'));
    expect(scriptSrc).toEqual(["script-src 'nonce-abc' 'strict-dynamic'"]);
    // Without a script-src of its own, the policy still gets one (default-src would allow the CDN).
    expect(hardenCsp("default-src 'self' 'nonce-xyz' https://cdn.shopify.com")).toContain("script-src 'nonce-xyz' 'strict-dynamic'");
  });
  it('every answer carries a Permissions-Policy that switches off unused features', () => {
    for (const url of ['https://shop.example/', 'http://localhost:3000/api/products']) {
      const policy = securityHeaders(new Request(url), new Headers()).get('Permissions-Policy')!;
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy, url).toContain(feature);
    }
  });
});
