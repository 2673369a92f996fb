/**
 * The shop's fetch layer for its backends (Storefront API, content API):
 * every call has a timeout, reads are retried once on a transient failure,
 * writes never are, and an answer that is not usable (malformed JSON, a
 * `Throttled` GraphQL error that outlives the retry) is turned into an error
 * status, so no cache stores it and the caller's outage handling takes over.
 */

import {withOperationName} from './graphql-operation-name';
import {storefrontCallError} from './outage';

/** Statuses after which a read is tried once more. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** No backend call may take longer than this (a page never hangs on a backend). */
export const MAX_BACKEND_TIMEOUT_MS = 5000;

/** Pause before the one retry of a read. */
export const RETRY_BACKOFF_MS = 150;

/** Status given to a 200 answer whose body is not the JSON it should be. */
export const MALFORMED_STATUS = 502;

export interface ResilienceOptions {
  /** Per attempt, body included; clamped to MAX_BACKEND_TIMEOUT_MS. */
  timeoutMs?: number;
  backoffMs?: number;
  /** `always`: the body must be JSON (GraphQL). `when-declared`: only when the content type says JSON. */
  expectJson?: 'always' | 'when-declared';
  /** Decides whether a request is a read; defaults to GET/HEAD, or a GraphQL body that is not a mutation. */
  isRead?: (init: RequestInit | undefined) => boolean;
  /** For tests of this module: waits between attempts. */
  sleep?: (ms: number) => Promise<void>;
}

/** Reads the backend timeout from env (`BACKEND_TIMEOUT_MS`), within 1 ms–5 s. */
export function backendTimeout(value: string | undefined): number {
  const ms = Number(value);
  if (!value || !Number.isFinite(ms) || ms <= 0) return MAX_BACKEND_TIMEOUT_MS;
  return Math.min(Math.round(ms), MAX_BACKEND_TIMEOUT_MS);
}

/** The operation keyword of a GraphQL request body (`query` when it cannot tell). */
export function graphqlOperationType(body: unknown): 'query' | 'mutation' | 'subscription' {
  if (typeof body !== 'string') return 'query';
  let document = '';
  try {
    const parsed = JSON.parse(body) as {query?: unknown};
    document = typeof parsed?.query === 'string' ? parsed.query : '';
  } catch {
    return 'query';
  }
  // Comments out; an operation keyword at the top level (the document's start or
  // right after another definition, such as a fragment put first) decides.
  const text = document.replace(/#[^\n]*/g, '');
  const keyword = /(?:^|\})\s*(mutation|subscription)\b/.exec(text)?.[1];
  return (keyword as 'mutation' | 'subscription' | undefined) ?? 'query';
}

/** A GET/HEAD, or a GraphQL POST whose document is a query; any other POST is a write. */
export function defaultIsRead(init: RequestInit | undefined): boolean {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST' || typeof init?.body !== 'string') return false;
  try {
    if (typeof (JSON.parse(init.body) as {query?: unknown})?.query !== 'string') return false;
  } catch {
    return false;
  }
  return graphqlOperationType(init.body) === 'query';
}

/** True when a GraphQL answer carries Shopify's rate-limit error. */
export function isThrottledBody(body: unknown): boolean {
  const errors = (body as {errors?: unknown} | null)?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some((error) => {
    const code = (error as {extensions?: {code?: unknown}})?.extensions?.code;
    const message = (error as {message?: unknown})?.message;
    return code === 'THROTTLED' || message === 'Throttled';
  });
}

type Outcome =
  {kind: 'ok'; response: Response} | {kind: 'retryable'; response: Response} | {kind: 'network'; error: unknown; timedOut: boolean};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function combinedSignal(timeoutMs: number, outer?: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return outer ? AbortSignal.any([outer, timeout]) : timeout;
}

function withStatus(text: string, from: Response, status: number, statusText: string): Response {
  const headers = new Headers(from.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(text, {status, statusText, headers});
}

/**
 * Wraps a fetch function with the rules above. The answer it gives is always
 * a complete, already-read response (a body that cannot arrive within the
 * timeout counts as a failed attempt), or the network error of the last try.
 */
export function createResilientFetch(baseFetch: typeof fetch, options: ResilienceOptions = {}) {
  const timeoutMs = Math.min(options.timeoutMs ?? MAX_BACKEND_TIMEOUT_MS, MAX_BACKEND_TIMEOUT_MS);
  const backoffMs = options.backoffMs ?? RETRY_BACKOFF_MS;
  const expectJson = options.expectJson ?? 'always';
  const isRead = options.isRead ?? defaultIsRead;
  const sleep = options.sleep ?? defaultSleep;

  async function attempt(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Outcome> {
    const signal = combinedSignal(timeoutMs, init?.signal);
    let response: Response;
    let text: string;
    try {
      response = await baseFetch(input, {...init, signal});
      text = await response.text();
    } catch (error) {
      return {kind: 'network', error, timedOut: signal.aborted && !init?.signal?.aborted};
    }
    if (!response.ok) {
      const copy = withStatus(text, response, response.status, response.statusText);
      return RETRYABLE_STATUSES.has(response.status) ? {kind: 'retryable', response: copy} : {kind: 'ok', response: copy};
    }
    const declaresJson = /json/i.test(response.headers.get('content-type') ?? '');
    if (expectJson === 'always' || declaresJson) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return {kind: 'retryable', response: withStatus(text, response, MALFORMED_STATUS, 'Malformed JSON')};
      }
      if (isThrottledBody(body)) {
        return {kind: 'retryable', response: withStatus(text, response, 429, 'Throttled')};
      }
    }
    return {kind: 'ok', response: withStatus(text, response, response.status, response.statusText)};
  }

  return async function resilientFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const read = isRead(init);
    let outcome = await attempt(input, init);
    // A read gets one more try after a transient failure; a timed-out read does
    // not (the time budget is spent), and a write never does.
    const transient = outcome.kind === 'retryable' || (outcome.kind === 'network' && !outcome.timedOut);
    if (read && transient && !init?.signal?.aborted) {
      await sleep(backoffMs);
      outcome = await attempt(input, init);
    }
    if (outcome.kind === 'network') throw outcome.error;
    return outcome.response;
  };
}

const STOREFRONT_API_PATH = /\/api\/(?:unstable|\d{4}-\d{2})\/graphql(?:\.json)?$/;

/** The URL a fetch asks for, or null when it is not one. */
function urlOf(input: RequestInfo | URL): URL | null {
  try {
    return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  } catch {
    return null;
  }
}

/** The store the Storefront API calls go to (`PUBLIC_STORE_DOMAIN`), with the rules for them. */
export interface StorefrontApiSettings extends Omit<ResilienceOptions, 'expectJson'> {
  storeDomain: string;
}

/**
 * A Storefront API call to the configured store made through `underneath` with the rules above
 * (Hydrogen's storefront client calls the global `fetch` and offers no hook for a timeout or
 * retries, so the worker's fetch layer hands its calls here); `undefined` for any other request,
 * which is none of this module's business.
 */
export function storefrontApiCall(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  underneath: typeof fetch,
  {storeDomain, ...options}: StorefrontApiSettings,
): Promise<Response> | undefined {
  const store = storeDomain ? urlOf(storeDomain.includes('://') ? storeDomain : `https://${storeDomain}`)?.origin : undefined;
  const url = urlOf(input);
  if (!store || !url || url.origin !== store || !STOREFRONT_API_PATH.test(url.pathname)) return undefined;
  const named = typeof init?.body === 'string' ? {...init, body: withOperationName(init.body)} : init;
  return createResilientFetch(underneath, {...options, expectJson: 'always'})(input, named).then(raiseCallErrors);
}

/** A Storefront answer refused for a reason that is not an outage becomes a `StorefrontCallError`. */
async function raiseCallErrors(response: Response): Promise<Response> {
  if (response.ok) return response;
  const failure = storefrontCallError(response.status, await response.clone().text());
  if (failure) throw failure;
  return response;
}
