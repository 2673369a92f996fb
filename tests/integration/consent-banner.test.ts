import {describe, expect, it} from 'vitest';
import {getPage, post} from '../support/http';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function home(cookie = '', userAgent = DESKTOP) {
  const response = await getPage('/', {headers: {'User-Agent': userAgent, ...(cookie ? {Cookie: cookie} : {})}});
  return response.text();
}

describe('consent banner', () => {
  it('is in the server-rendered page for a visitor who has not decided, so it paints with the page', async () => {
    const html = await home();
    expect(html).toContain('data-testid="consent-banner"');
    // Without JavaScript the answer is a form post.
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/consent"/);
  });

  it('comes first in the body, before the skip link and the header, so it is met first and paints in the first frame', async () => {
    const html = await home();
    const banner = html.indexOf('data-testid="consent-banner"');
    expect(banner).toBeGreaterThan(html.indexOf('<body'));
    expect(banner).toBeLessThan(html.indexOf('class="skip-link"'));
    expect(banner).toBeLessThan(html.indexOf('<header'));
  });

  it('is left out once the visitor decided, and for crawlers', async () => {
    expect(await home('oc_consent=denied')).not.toContain('data-testid="consent-banner"');
    expect(await home('oc_consent=granted')).not.toContain('data-testid="consent-banner"');
    expect(await home('', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).not.toContain('data-testid="consent-banner"');
  });

  it('POST /api/consent stores the decision and returns to the page, same-origin only', async () => {
    const decide = (fields: Record<string, string>) => post('/api/consent', fields);
    const declined = await decide({decision: 'denied', returnTo: '/learn?page=2'});
    expect(declined.status).toBe(303);
    expect(declined.headers.get('Location')).toBe('/learn?page=2');
    const cookies = declined.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^oc_consent=denied; Max-Age=15552000; Path=\/; SameSite=Lax$/);
    // Declining also drops the experiment and attribution cookies.
    expect(cookies.some((c) => /^col_exp=; .*Max-Age=0/.test(c))).toBe(true);
    expect(cookies.some((c) => /^im_ref=; .*Max-Age=0/.test(c))).toBe(true);
    const accepted = await decide({decision: 'granted', returnTo: '/'});
    expect(accepted.headers.getSetCookie()).toEqual([expect.stringMatching(/^oc_consent=granted;/)]);
    for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect((await decide({decision: 'granted', returnTo: evil})).headers.get('Location')).toBe('/');
    }
    const bad = await decide({decision: 'maybe'});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({error: 'decision must be "granted" or "denied".'});
    expect((await getPage('/api/consent')).status).toBe(405);
  });
});
