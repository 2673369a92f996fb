import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {getPage, shopUrl} from '../support/http';
import {rawRequest} from '../support/raw-http';
import {ACTION_ROUTES, ROUTE_URLS, routeModules} from '../support/routes';
import {cartSnapshot, customerSnapshot, customerWithAddress, guestWithCart} from '../support/snapshots';
import type {CookieJar} from '../support/cart';

/**
 * docs/security.md: CSRF on every route, security headers on every kind of
 * response, cookie attributes outside localhost.
 */
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const FOREIGN = 'https://evil.example';
const REMOTE_HOST = 'shop.example.com';

let guest: CookieJar;
let customer: Awaited<ReturnType<typeof customerWithAddress>>;

beforeAll(async () => {
  [{jar: guest}, customer] = await Promise.all([guestWithCart(), customerWithAddress('csrf')]);
});

describe('route inventory', () => {
  it('has a sample URL for every route module and knows every action', () => {
    const modules = routeModules();
    expect(modules.map((m) => m.name).filter((name) => !(name in ROUTE_URLS))).toEqual([]);
    const withAction = modules
      .filter((m) => /export (async )?(function|const) action\b/.test(readFileSync(m.file, 'utf8')))
      .map((m) => m.name);
    expect(withAction.sort()).toEqual([...ACTION_ROUTES].sort());
  });
});

describe('CSRF: cross-site writes are refused on every route', () => {
  it('answers 403 to a foreign or missing Origin for every write method and changes nothing', async () => {
    const cartBefore = await cartSnapshot(guest);
    const accountBefore = await customerSnapshot(customer.token);
    const urls = [...new Set(Object.values(ROUTE_URLS))];
    // Single-fetch data requests (what a fetcher posts) are routes too.
    urls.push('/cart.data', '/account/address-book.data', '/account/logout.data', '/_root.data');
    let checked = 0;
    for (const url of urls) {
      for (const method of WRITES) {
        for (const origin of [FOREIGN, 'null', 'http://shop.example.evil.example', undefined]) {
          if (origin === undefined && url === '/api/csp-report') continue; // browsers post reports on their own
          for (const jar of [guest, customer.jar]) {
            const headers: Record<string, string> = {
              Cookie: jar.header(),
              'Content-Type': 'application/x-www-form-urlencoded',
              Accept: 'text/html',
              'Sec-Fetch-Site': 'cross-site',
            };
            if (origin) headers.Origin = origin;
            const body =
              url === '/cart' || url === '/cart.data'
                ? new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['x']}})})
                : new URLSearchParams({intent: 'delete', decision: 'granted', email: 'x@example.com'});
            const response = await rawRequest(url, {method, headers, body: body.toString()});
            const text = response.body;
            if (url === '/api/csp-report' && origin) {
              // The report endpoint takes posts from anywhere but only well-formed reports.
              expect(response.status, `${method} ${url} from ${origin}`).toBeGreaterThanOrEqual(400);
              expect(response.status).toBeLessThan(500);
              continue;
            }
            if (url === '/api/content/webhook') {
              // The CMS webhook comes from no browser and acts only on a valid Contentful signature:
              // an unsigned post is 401, another write method 405, and nothing changes.
              expect(response.status, `${method} ${url} from ${origin ?? '(no Origin)'}`).toBe(method === 'POST' ? 401 : 405);
              continue;
            }
            expect(response.status, `${method} ${url} from ${origin ?? '(no Origin)'}`).toBe(403);
            expect(text).toContain('sent from another website');
            expect(response.cookies).toEqual([]);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1500);
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
    expect(await customerSnapshot(customer.token)).toEqual(accountBefore);
    // Still signed in: the cross-site logouts did nothing.
    expect((await customer.jar.get('/account')).status).toBe(200);
  });

  it('still accepts same-origin writes (forms without JavaScript send Origin)', async () => {
    const response = await guest.post('/cart', {cartFormInput: JSON.stringify({action: 'NoteUpdate', inputs: {note: 'same origin'}})});
    expect(response.status).toBe(200);
    expect((await cartSnapshot(guest))?.note).toBe('same origin');
    // Sec-Fetch-Site alone vouches when a browser leaves Origin out.
    const fetched = await fetch(`${shopUrl()}/api/search`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin'},
      body: JSON.stringify({query: 'floss'}),
    });
    expect(fetched.status).toBe(200);
  });

  it('refuses bodies over 64 KB with 413 before any route runs', async () => {
    const before = await cartSnapshot(guest);
    const note = 'x'.repeat(1024 * 1024);
    const response = await getPage('/cart', {
      method: 'POST',
      headers: {Cookie: guest.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'NoteUpdate', inputs: {note}})}),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({error: expect.stringContaining('too large')});
    expect(await cartSnapshot(guest)).toEqual(before);
  });
});

const SECURITY_HEADERS = (headers: Headers | Record<string, unknown>) => {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : ((headers[name.toLowerCase()] as string | undefined) ?? null);
  return {
    nosniff: get('X-Content-Type-Options'),
    referrer: get('Referrer-Policy'),
    frame: get('X-Frame-Options'),
    csp: get('Content-Security-Policy'),
    hsts: get('Strict-Transport-Security'),
  };
};

describe('security headers', () => {
  const samples: Array<[string, string, RequestInit?]> = [
    ['document', '/'],
    ['product page', '/products/colgate-toothpaste'],
    ['resource route (JSON)', '/api/products'],
    ['resource route (XML)', '/sitemap.xml'],
    ['404 page', '/no-such-page'],
    ['redirect', '/account'],
    ['refused write', '/cart', {method: 'POST', headers: {Origin: FOREIGN}}],
    ['method not allowed', '/api/consent'],
  ];

  it.each(samples)('%s carries nosniff, Referrer-Policy, frame denial and a CSP (no HSTS on localhost)', async (_kind, url, init) => {
    const response = await getPage(url, init);
    const headers = SECURITY_HEADERS(response.headers);
    expect(headers.nosniff).toBe('nosniff');
    expect(headers.referrer).toBe('strict-origin-when-cross-origin');
    expect(headers.frame).toBe('DENY');
    expect(headers.csp).toContain("frame-ancestors 'none'");
    expect(headers.csp).toContain("base-uri 'none'");
    expect(headers.csp).toContain('report-uri /api/csp-report');
    expect(headers.hsts).toBeNull();
  });

  it.each(samples)('%s adds Strict-Transport-Security outside localhost', async (_kind, url, init) => {
    const response = await rawRequest(url, {
      method: init?.method,
      headers: {Host: REMOTE_HOST, ...(init?.headers as Record<string, string>)},
    });
    expect(response.status).toBeLessThan(500);
    expect(SECURITY_HEADERS(response.headers).hsts).toBe('max-age=31536000; includeSubDomains');
  });

  it('documents have a nonce CSP without plugins, <base> or framing, and every script carries the nonce', async () => {
    for (const url of ['/', '/no-such-page', '/account/login', '/search?q=floss']) {
      const response = await getPage(url);
      const csp = response.headers.get('Content-Security-Policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, url).toBeTruthy();
      const directives = csp.split(/;\s*/);
      for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", 'report-uri /api/csp-report']) {
        expect(directives, url).toContain(d);
      }
      expect(directives.filter((d) => d.startsWith('base-uri'))).toHaveLength(1);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (/type="application\/(ld\+)?json"/.test(attributes)) continue; // data, never executed
        expect(attributes, url).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('the report endpoint takes a report (204) and refuses anything else with 400', async () => {
    const report = {'csp-report': {'document-uri': `${shopUrl()}/x`, 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem'}};
    const ok = await fetch(`${shopUrl()}/api/csp-report`, {
      method: 'POST',
      headers: {'Content-Type': 'application/csp-report'},
      body: JSON.stringify(report),
    });
    expect(ok.status).toBe(204);
    const bad = await fetch(`${shopUrl()}/api/csp-report`, {method: 'POST', body: 'nope'});
    expect(bad.status).toBe(400);
    // Reading the reports back is a test hook only.
    expect((await getPage('/api/csp-report')).status).toBe(404);
  });
});

describe('cookies outside localhost', () => {
  const attributes = (header: string) =>
    header
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());

  it('session, token, cart and consent cookies are Secure, SameSite=Lax with an explicit Max-Age; session and token HttpOnly; all ≤ 4096 bytes', async () => {
    const origin = `http://${REMOTE_HOST}`;
    const cookies: string[] = [];
    const login = await rawRequest('/account/login', {
      method: 'POST',
      headers: {Host: REMOTE_HOST, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({email: customer.email, password: 'secret-123'}).toString(),
    });
    expect(login.status).toBe(302);
    cookies.push(...login.cookies);
    const jar = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const cart = await rawRequest('/?discount=SAVE5', {headers: {Host: REMOTE_HOST, Cookie: jar}});
    cookies.push(...cart.cookies);
    const consent = await rawRequest('/api/consent', {
      method: 'POST',
      headers: {Host: REMOTE_HOST, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar},
      body: 'decision=granted&returnTo=%2F',
    });
    cookies.push(...consent.cookies);
    const preview = await rawRequest('/learn?preview=local-content-preview-token', {headers: {Host: REMOTE_HOST, Cookie: jar}});
    cookies.push(...preview.cookies);

    const byName = new Map(cookies.map((c) => [c.split('=')[0]!, c]));
    for (const name of ['customerAccessToken', 'ss.cartId', 'oc_consent', 'session']) {
      expect(byName.has(name), `${name} set`).toBe(true);
    }
    for (const [name, header] of byName) {
      const attrs = attributes(header);
      expect(attrs, name).toContain('secure');
      expect(attrs, name).toContain('samesite=lax');
      expect(
        attrs.some((a) => /^max-age=\d+$/.test(a)),
        `${name} Max-Age`,
      ).toBe(true);
      expect(Buffer.byteLength(header), name).toBeLessThanOrEqual(4096);
    }
    for (const name of ['customerAccessToken', 'session']) expect(attributes(byName.get(name)!), name).toContain('httponly');
  });

  it('stay without Secure on localhost, so the local shop works over http', async () => {
    const response = await guest.post('/cart', {cartFormInput: JSON.stringify({action: 'NoteUpdate', inputs: {note: 'local'}})});
    expect(response.status).toBe(200);
    const login = await getPage('/account/login', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({email: customer.email, password: 'secret-123'}),
    });
    for (const header of login.headers.getSetCookie()) expect(attributes(header)).not.toContain('secure');
  });
});
