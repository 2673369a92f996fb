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

/** Where Shopify's account URLs go, and the shop's backend timeout for the calls. */
export interface CustomerAccountCallSettings {
  base: string;
  timeoutMs?: number;
}

/**
 * A server-side call of the Customer Account client (a Shopify account URL; the client calls the
 * global `fetch`, so the worker's fetch layer hands its calls here) made through `underneath`:
 * moved to `base`, with the shop's backend timeout and the fetch layer's rules (one retry for a
 * read), as Storefront API calls have; an API refusal that is not an outage is raised as a
 * `StorefrontCallError`. `undefined` for any other request.
 */
export function customerAccountCall(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  underneath: typeof fetch,
  {base, timeoutMs}: CustomerAccountCallSettings,
): Promise<Response> | undefined {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!isShopifyAccountsUrl(url)) return undefined;
  const moved = toProvider(url, base);
  const client = createResilientFetch(underneath, {timeoutMs, expectJson: 'when-declared'});
  return client(input instanceof Request ? new Request(moved, input) : moved, init).then(async (response) => {
    const refused = response.ok ? null : customerAccountCallError(moved, response.status, await response.clone().text());
    if (refused) throw refused;
    return response;
  });
}

/** A redirect whose Location names Shopify's accounts origin, pointed at `base` instead. */
export function withProviderLocation(response: Response, base: string): Response {
  const location = response.headers.get('Location');
  if (!location) return response;
  const moved = toProvider(location, base);
  if (moved !== location) response.headers.set('Location', moved);
  return response;
}
