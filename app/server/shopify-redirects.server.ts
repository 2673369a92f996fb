import {storefrontRedirect} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';

/**
 * Shopify URL redirects (admin → Navigation → URL redirects) for paths the
 * shop answers with 404: Hydrogen's `storefrontRedirect` asks the Storefront
 * API's `urlRedirects` for the path and answers 301 to its target, or passes
 * the 404 through. Only reads can be redirected.
 */
export function redirectLookupApplies(request: Request, status: number): boolean {
  return status === 404 && (request.method === 'GET' || request.method === 'HEAD');
}

/**
 * Remix's single-fetch data request (`/old-path.data?_routes=…`) stands for
 * the page `/old-path`: the redirect is looked up for the page's path and
 * query, without Remix's own parameter.
 */
export function pageRequestOf(dataRequest: Request): Request {
  const url = new URL(dataRequest.url);
  url.pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return new Request(url, {method: dataRequest.method, headers: dataRequest.headers});
}

/** A page request that ended in 404: the store's redirect for its path, else the 404 itself. */
export function withShopifyRedirect(request: Request, response: Response, storefront: AppLoadContext['storefront']): Promise<Response> {
  if (!redirectLookupApplies(request, response.status)) return Promise.resolve(response);
  return storefrontRedirect({request, response, storefront});
}

/**
 * The same for a client-side navigation (Remix's `handleDataRequest` in
 * entry.server): a redirect found comes back as a redirect response, which
 * Remix encodes for its router; otherwise the data response is unchanged.
 */
export async function withShopifyRedirectForData(
  dataRequest: Request,
  response: Response,
  storefront: AppLoadContext['storefront'],
): Promise<Response> {
  if (!redirectLookupApplies(dataRequest, response.status)) return response;
  return storefrontRedirect({request: pageRequestOf(dataRequest), response, storefront});
}
