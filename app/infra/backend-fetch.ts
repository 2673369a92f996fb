/**
 * The worker's one fetch layer: Hydrogen's Storefront and Customer Account clients take no fetch
 * of their own and call the global one, so their requests get the shop's rules here. Storefront
 * API calls to the store go through the resilient fetch; Shopify account URLs go to the configured
 * provider with the same rules; every other request passes through untouched.
 */
import {interceptFetch} from '~/framework/fetch-layer';
import {customerAccountCall} from './customer-account-seam';
import {storefrontApiCall} from './resilient-fetch';

export interface BackendFetchSettings {
  /** PUBLIC_STORE_DOMAIN: whose Storefront API calls get the rules. */
  storeDomain: string;
  /** BACKEND_TIMEOUT_MS, for every backend call. */
  timeoutMs: number;
  /** Where Shopify's account URLs go (Customer Account API), or null when the shop does not use it. */
  customerAccountProvider: string | null;
}

/** The rules for one request, or `undefined` when none of them is about it. */
export function backendCall(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  underneath: typeof fetch,
  {storeDomain, timeoutMs, customerAccountProvider}: BackendFetchSettings,
): Promise<Response> | undefined {
  return (
    storefrontApiCall(input, init, underneath, {storeDomain, timeoutMs}) ??
    (customerAccountProvider === null
      ? undefined
      : customerAccountCall(input, init, underneath, {base: customerAccountProvider, timeoutMs}))
  );
}

type WorkerFetch<E> = (request: Request, env: E, executionContext: ExecutionContext) => Promise<Response>;

/**
 * The worker's fetch handler with the layer in front, for the entry (`server.ts`, which the
 * Cloudflare worker runs too): called once where the worker starts, it installs the layer then.
 * The store, provider and timeout come from the bindings (`settingsOf`), which a worker only sees
 * with a request, so each request sets them before any route, page-cache lookup or context runs;
 * every request of an isolate has the same bindings. Until the first request the layer lets
 * everything through.
 */
export function withBackendFetch<E>(handler: WorkerFetch<E>, settingsOf: (env: E) => BackendFetchSettings): WorkerFetch<E> {
  let settings: BackendFetchSettings | null = null;
  interceptFetch(globalThis, (input, init, underneath) => (settings ? backendCall(input, init, underneath, settings) : undefined));
  return (request, env, executionContext) => {
    settings = settingsOf(env);
    return handler(request, env, executionContext);
  };
}
