/**
 * The one place the shop puts something in front of the global `fetch`. Hydrogen's Storefront and
 * Customer Account clients (in the worker) and Remix's single fetch (in the browser) take no fetch
 * of their own: they call the global one when they make a request, so a layer here is the only way
 * to give their requests the shop's rules. Each side installs its layer once; the canary tests
 * beside this file check that those clients still look the global `fetch` up at call time.
 */

/**
 * Answers the requests it owns, given the fetch underneath to pass them on with, and returns
 * `undefined` for every other request, which then goes to the fetch underneath unchanged.
 */
export type FetchLayer = (
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  underneath: typeof fetch,
) => Promise<Response> | undefined;

/** Kept on the scope itself, so a module evaluated again (the dev server) replaces its layer instead of stacking a second. */
const INSTALLED = Symbol.for('oral-care-shop.fetch-layer');

interface Installed {
  layer: FetchLayer;
  underneath: typeof fetch;
  fetch: typeof fetch;
}

type FetchScope = {fetch: typeof fetch; [INSTALLED]?: Installed};

/**
 * Puts `layer` in front of `scope.fetch` (the worker's `globalThis`, the browser's `window`) and
 * returns the fetch underneath it. Installing again replaces the layer and keeps the one fetch.
 */
export function interceptFetch(scope: {fetch: typeof fetch}, layer: FetchLayer): typeof fetch {
  const target = scope as FetchScope;
  const current = target[INSTALLED];
  if (current && target.fetch === current.fetch) {
    current.layer = layer;
    return current.underneath;
  }
  const underneath = target.fetch.bind(scope);
  const installed: Installed = {
    layer,
    underneath,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      // A fetch never throws where it is called: a layer's mistake arrives as the rejected answer.
      try {
        return installed.layer(input, init, underneath) ?? underneath(input, init);
      } catch (error) {
        return Promise.reject(error);
      }
    }) as typeof fetch,
  };
  target[INSTALLED] = installed;
  target.fetch = installed.fetch;
  return underneath;
}
