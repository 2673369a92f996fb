/**
 * The one seam between Hydrogen's Customer Account client and a provider that is not Shopify
 * (the local platform). The client builds Shopify's URLs itself (`https://shopify.com/<shop id>/…`,
 * `https://shopify.com/authentication/<shop id>/…`) and calls the global `fetch`; when the
 * configured provider is elsewhere, those server-side requests and the browser redirects that
 * name them are moved to it. With Shopify as the provider the URLs stay as they are.
 */
import {storefrontCallError, type StorefrontCallError} from './outage';
import {createResilientFetch} from './resilient-fetch';

const SHOPIFY = 'https://shopify.com';
const SEAM = Symbol.for('oral-care.customer-account-seam');

type SeamGlobal = typeof globalThis & {[SEAM]?: {base: string; timeoutMs: number | undefined}};

/** `url` moved from Shopify's accounts origin to `base`; any other URL unchanged. */
export function toProvider(url: string, base: string): string {
  if (base === SHOPIFY || !isShopifyAccountsUrl(url)) return url;
  return `${base}${url.slice(SHOPIFY.length)}`;
}

const CUSTOMER_API_PATH = /\/account\/customer\/api\/[^/]+\/graphql$/;

/**
 * The error for a Customer Account API answer the provider refused for a reason that is not an
 * outage (a 4xx other than throttling), as for the Storefront API: a `StorefrontCallError`,
 * which the forms answer with its message. Hydrogen's client would raise it as a plain error
 * without the status, which reads as an outage. A 401 stays with Hydrogen's client, which signs
 * the customer out and sends them to sign in; the token and sign-in endpoints are not checked.
 */
export function customerAccountCallError(url: string, status: number, body: string): StorefrontCallError | null {
  if (status === 401 || !CUSTOMER_API_PATH.test(new URL(url).pathname)) return null;
  return storefrontCallError(status, body);
}

/** True for a URL on Shopify's accounts origin (`https://shopify.com/…`). */
function isShopifyAccountsUrl(url: string): boolean {
  return url === SHOPIFY || url.startsWith(`${SHOPIFY}/`);
}

/**
 * Installs (once per isolate) the fetch wrapper for the Customer Account client's server-side
 * calls: Shopify account URLs go to `base`, and every such call gets the shop's backend timeout
 * and the fetch layer's rules (one retry for a read), as Storefront API calls do; an API refusal
 * that is not an outage is raised as a `StorefrontCallError`.
 */
export function routeCustomerAccountFetch(base: string, {timeoutMs}: {timeoutMs?: number} = {}): void {
  const global = globalThis as SeamGlobal;
  const state = global[SEAM];
  if (state) {
    state.base = base;
    state.timeoutMs = timeoutMs;
    return;
  }
  const seam = {base, timeoutMs};
  const original = global.fetch.bind(globalThis);
  const clients = new Map<number | undefined, typeof fetch>();
  global[SEAM] = seam;
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isShopifyAccountsUrl(url)) return original(input, init);
    const moved = toProvider(url, seam.base);
    let client = clients.get(seam.timeoutMs);
    if (!client)
      clients.set(seam.timeoutMs, (client = createResilientFetch(original, {timeoutMs: seam.timeoutMs, expectJson: 'when-declared'})));
    return client(input instanceof Request ? new Request(moved, input) : moved, init).then(async (response) => {
      const refused = response.ok ? null : customerAccountCallError(moved, response.status, await response.clone().text());
      if (refused) throw refused;
      return response;
    });
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
