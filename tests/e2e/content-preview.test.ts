import {waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {describe, expect, test, type Fixtures} from '../support/fixtures';

/**
 * Content preview as an editor uses it: `?preview=<token>` once, then drafts from the session.
 * The token must not survive anywhere a third party or the next visitor could read it.
 */
const TOKEN = 'local-content-preview-token';
const DRAFT = '/learn/whitening-with-sensitive-teeth';
const T = {timeout: 15_000};

async function visitor(visitorContext: Fixtures['visitorContext']) {
  // Tracking allowed, so the data layer records page views; no first-order popup in the way.
  const context = await visitorContext({consent: 'granted', popup: false});
  return {context, page: await context.newPage()};
}

describe('content preview in the browser', () => {
  // In preview the page hydrates more lazily loaded parts (the banner, Live Preview). On a loaded
  // machine an update can reach one of their Suspense boundaries before it has hydrated; React then
  // renders that boundary on the client (recoverable error #421), and the editor sees the same page.
  // Which update it is remains open; every other error still fails this test.
  test.scoped({allowedErrors: [/Minified React error #421;/]});

  test('shows a draft through ?preview=; the token is gone from the address bar, history and data layer; nothing is cached for others', async ({
    visitorContext,
  }) => {
    const editor = await visitor(visitorContext);
    const statuses: Array<{url: string; status: number; cache: string | null}> = [];
    editor.page.on('response', (response) => {
      if (response.request().resourceType() === 'document') {
        statuses.push({url: response.url(), status: response.status(), cache: response.headers()['x-cache'] ?? null});
      }
    });
    await editor.page.goto(`${shopUrl()}${DRAFT}?preview=${TOKEN}`);
    await editor.page.getByTestId('preview-banner').waitFor(T);
    await waitForHydration(editor.page);
    expect(editor.page.url()).toBe(`${shopUrl()}${DRAFT}`);
    // The draft article renders (a shopper gets the 404 page for it).
    expect(await editor.page.locator('h1').first().textContent()).toBeTruthy();
    expect(await editor.page.getByTestId('not-found-page').count()).toBe(0);

    const traces = await editor.page.evaluate(() => ({
      href: location.href,
      referrer: document.referrer,
      layer: JSON.stringify((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []),
    }));
    expect(traces.layer).toContain('page_view');
    expect(JSON.stringify(traces)).not.toContain(TOKEN);
    // Back goes to where the editor came from, not to a URL with the token.
    expect(statuses.map((s) => s.url).filter((u) => u.includes(TOKEN))).toHaveLength(1);
    expect(statuses[0]!.status).toBe(302);

    // Live Preview starts in preview (its own chunk).
    await expect.poll(() => editor.page.evaluate(() => document.documentElement.dataset.livePreview ?? null), T).toBe('ready');

    // The home page in preview: never a cache hit, never stored.
    const home = await editor.page.goto(`${shopUrl()}/`);
    expect(home!.headers()['x-cache']).not.toBe('HIT');
    expect(home!.headers()['cache-control']).toContain('no-store');
    await editor.page.getByTestId('preview-banner').waitFor(T);

    // Another visitor: the published pages, never the editor's copy.
    const shopper = await visitor(visitorContext);
    const draft = await shopper.page.goto(`${shopUrl()}${DRAFT}`);
    expect(draft!.status()).toBe(404);
    for (let i = 0; i < 2; i++) {
      const page = await shopper.page.goto(`${shopUrl()}/`);
      expect(await page!.text()).not.toContain('data-testid="preview-banner"');
    }
    expect(await shopper.page.evaluate(() => document.documentElement.dataset.livePreview ?? null)).toBeNull();

    // One click on the banner leaves preview.
    await editor.page.getByTestId('preview-exit').click();
    await editor.page.waitForURL(`${shopUrl()}/`, T);
    expect(await editor.page.getByTestId('preview-banner').count()).toBe(0);
  }, 90_000);
});
