import {describe, expect, it} from 'vitest';
import {getPage} from '../support/http';
import {ROUTE_URLS} from '../support/routes';
import {ROOT} from '../support/servers';

/**
 * No answer of the production build, for any method on any route, as a page
 * or as page data (`.data`, turbo-stream), carries a stack frame or a path on
 * the server. Remix's own 405s (a POST to a page without an action, any
 * OPTIONS) used to send their Error's stack, build path included, in the
 * `.data` answer while the HTML page was scrubbed.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const STACK_FRAME = /(?:\\+n|\n)[ \t]+at \S/;
const SERVER_PATH = new RegExp(
  [String.raw`file:\/\/`, String.raw`node_modules\/`, String.raw`dist\/server`, ROOT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')].join('|'),
);

/** The page data address of a page URL: `/learn` → `/learn.data`, `/` → `/_root.data`. */
function dataUrl(pageUrl: string): string {
  const url = new URL(pageUrl, 'http://shop.test');
  const pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname}.data`;
  return `${pathname}${url.search}`;
}

describe('no stack frame or server path in any answer', () => {
  it('the data address of a page URL', () => {
    expect(dataUrl('/')).toBe('/_root.data');
    expect(dataUrl('/search?q=whitening')).toBe('/search.data?q=whitening');
  });

  it('every route × GET, POST, PUT, PATCH, DELETE, OPTIONS × page and .data', {timeout: 240_000}, async () => {
    const targets = [...new Set(Object.values(ROUTE_URLS))].flatMap((url) => [url, dataUrl(url)]);
    const cases = targets.flatMap((target) => METHODS.map((method) => ({target, method})));
    const leaks: string[] = [];
    const statuses = new Set<number>();
    // A few at a time: the sweep is about 700 requests on a shared machine.
    for (let i = 0; i < cases.length; i += 6) {
      await Promise.all(
        cases.slice(i, i + 6).map(async ({target, method}) => {
          const writes = method !== 'GET' && method !== 'OPTIONS';
          const response = await getPage(target, {
            method,
            ...(writes ? {body: 'x=1', headers: {'Content-Type': 'application/x-www-form-urlencoded'}} : {}),
          });
          const body = await response.text();
          statuses.add(response.status);
          const found = body.match(STACK_FRAME) ?? body.match(SERVER_PATH);
          if (found)
            leaks.push(`${method} ${target} → ${response.status}: …${body.slice(Math.max(0, found.index! - 80), found.index! + 80)}…`);
        }),
      );
    }
    expect(leaks).toEqual([]);
    // The sweep reached Remix's own refusals, not only the shop's pages.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 405]));
  });
});
