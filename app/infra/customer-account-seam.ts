/**
 * The one seam between Hydrogen's Customer Account client and a provider that is not Shopify
 * (the local platform). The client builds Shopify's URLs itself (`https://shopify.com/<shop id>/…`,
 * `https://shopify.com/authentication/<shop id>/…`) and calls the global `fetch`; when the
 * configured provider is elsewhere, those server-side requests and the browser redirects that
 * name them are moved to it. With Shopify as the provider nothing is installed or changed.
 */
const SHOPIFY = 'https://shopify.com';
const SEAM = Symbol.for('oral-care.customer-account-seam');

type SeamGlobal = typeof globalThis & {[SEAM]?: {base: string}};

/** `url` moved from Shopify's accounts origin to `base`; any other URL unchanged. */
export function toProvider(url: string, base: string): string {
  if (base === SHOPIFY || !(url === SHOPIFY || url.startsWith(`${SHOPIFY}/`))) return url;
  return `${base}${url.slice(SHOPIFY.length)}`;
}

/** Installs (once per isolate) the fetch wrapper that sends Shopify account URLs to `base`. */
export function routeCustomerAccountFetch(base: string): void {
  if (base === SHOPIFY) return;
  const global = globalThis as SeamGlobal;
  const state = global[SEAM];
  if (state) {
    state.base = base;
    return;
  }
  const seam = {base};
  const original = global.fetch.bind(globalThis);
  global[SEAM] = seam;
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const moved = toProvider(url, seam.base);
    if (moved === url) return original(input, init);
    return original(input instanceof Request ? new Request(moved, input) : moved, init);
  }) as typeof fetch;
}

/** A redirect whose Location names Shopify's accounts origin, pointed at `base` instead. */
export function withProviderLocation(response: Response, base: string): Response {
  const location = response.headers.get('Location');
  if (!location) return response;
  const moved = toProvider(location, base);
  if (moved !== location) response.headers.set('Location', moved);
  return response;
}
