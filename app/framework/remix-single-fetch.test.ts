import {afterEach, describe, it, vi} from 'vitest';
import {expectInternal} from './canary';
import {interceptFetch} from './fetch-layer';

/**
 * Canary for the browser's fetch layer: the shop answers a navigation's page data (`/learn.data`)
 * from its prefetch queue (app/ui/prefetch.ts), which works only because Remix's single fetch looks
 * the global `fetch` up when it asks for the data (in the browser the global object is `window`).
 * The check runs the installed browser build's own single-fetch data strategy, the one RemixBrowser
 * hands its router, for a navigation, with the layer installed after the module was loaded.
 */

/** The module of the installed package that the browser build bundles (its `module` entry imports it). */
const SINGLE_FETCH = '@remix-run/react/dist/esm/single-fetch.js';

interface Match {
  route: {id: string};
  shouldLoad: boolean;
  resolve: (callback: (load: (run: () => Promise<unknown>) => Promise<unknown>) => Promise<unknown>) => Promise<unknown>;
}
type DataStrategy = (args: {request: Request; matches: Match[]; fetcherKey: string | null}) => Promise<unknown>;
type SingleFetchModule = {
  getSingleFetchDataStrategy?: (manifest: unknown, routeModules: unknown, getRouter: () => unknown) => DataStrategy;
};

const internal = {
  internal:
    "@remix-run/react single fetch (dist/esm/single-fetch.js fetchAndDecode): a navigation's `.data` request is made with the global `fetch` (window.fetch) when it runs",
  why: "link prefetching answers a navigation from the shop's prefetch queue (at most 4 at a time, a navigation waits up to 100 ms for its prefetch) through the browser's fetch layer (app/framework/fetch-layer.ts, installed by app/ui/prefetch.ts); a fetch captured at import would ask the server every time, so prefetches would only add load",
  whatToDo:
    'answer the navigation from the queue another way: a public data-strategy or fetch option if Remix (React Router) gains one, else route clientLoaders; or drop the queue for Remix\'s own <Link prefetch="intent"> (no limit of 4, no wait for a prefetch on its way)',
};

describe('canary: Remix single fetch calls the global fetch at call time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a navigation's page-data request goes through the browser's fetch layer", async () => {
    const seen: string[] = [];
    const bypassed: string[] = [];
    const href = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const module = (await import(/* @vite-ignore */ SINGLE_FETCH)) as SingleFetchModule;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      bypassed.push(href(input));
      return new Response(null, {status: 204});
    });
    interceptFetch(globalThis, (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') seen.push(href(input));
      // No body: Remix reads it as "no data", which needs no page to decode into.
      return Promise.resolve(new Response(null, {status: 204}));
    });

    let ran = false;
    try {
      const routes = {
        root: {id: 'root', path: '', hasLoader: true, hasClientLoader: false},
        'routes/learn': {id: 'routes/learn', parentId: 'root', path: 'learn', hasLoader: true, hasClientLoader: false},
      };
      const strategy = module.getSingleFetchDataStrategy!({routes}, {root: {}, 'routes/learn': {}}, () => ({
        state: {initialized: true, loaderData: {}},
      }));
      const match = (id: string): Match => ({
        route: {id},
        shouldLoad: true,
        resolve: (callback) => callback(async (run) => ({type: 'data', result: await run().catch((error: unknown) => error)})),
      });
      // The signal ends a request that went past both fetches here and found no server.
      await strategy({
        request: new Request('https://shop.example/learn', {signal: AbortSignal.timeout(3000)}),
        matches: [match('root'), match('routes/learn')],
        fetcherKey: null,
      });
      ran = true;
    } catch {
      ran = false;
    }
    expectInternal(ran && seen.length === 1 && seen[0] === 'https://shop.example/learn.data' && bypassed.length === 0, internal);
  });
});
