import {jsonError} from '~/infra/http';
import {RETRY_AFTER_SECONDS} from '~/infra/outage';
import {JSON_RPC_INTERNAL_ERROR, jsonRpcErrorResponse} from './json-rpc';
import {downstreamResponseHeaders, upstreamRequestHeaders, type ForwardedClient} from './proxy-headers';
import {storePathOf, type AgentEndpoint} from './ucp-paths';

/** Agents and their platforms may keep the profile this long at least (it changes with the store's set-up, rarely). */
export const PROFILE_MIN_MAX_AGE_SECONDS = 60;
export const PROFILE_CACHE_CONTROL = `public, max-age=${PROFILE_MIN_MAX_AGE_SECONDS}`;
/** An MCP answer is one agent's cart or checkout: never stored by a shared cache. */
export const MCP_CACHE_CONTROL = 'private, no-store';
export const TOKEN_CACHE_CONTROL = 'no-store';

export interface StoreProxyOptions {
  /** The store's origin (`PUBLIC_STORE_DOMAIN` as an origin). */
  storeOrigin: string;
  /** How long the store may take to start its answer (the shop's backend timeout). */
  timeoutMs: number;
  /** The agent's address and the shop's private token, when the runtime gives the address (the store limits per address). */
  client?: ForwardedClient;
  fetcher?: typeof fetch;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The agent's request, sent on to the same path on the store, and the store's answer streamed
 * back as it arrives (an MCP answer may be an event stream). The shop's own failures become
 * JSON: a JSON-RPC error on the MCP path, `{"error": …}` for the profile; never a page.
 */
export async function proxyToStore(
  request: Request,
  endpoint: AgentEndpoint,
  body: ArrayBuffer | null,
  {storeOrigin, timeoutMs, client, fetcher = fetch}: StoreProxyOptions,
): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(storePathOf(endpoint, url.pathname) + url.search, storeOrigin);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let upstream: Response;
  try {
    upstream = await fetcher(target.href, {
      method: request.method,
      headers: upstreamRequestHeaders(request.headers, client),
      body,
      // The profile and the MCP endpoint never redirect an agent: a store's redirect is not followed.
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch {
    const message = controller.signal.aborted
      ? `The store did not answer within ${timeoutMs} ms. Please try again.`
      : 'The store could not be reached. Please try again.';
    // As the shop's pages answer an outage: 503 and when to try again, so an agent retries rather than gives up.
    return proxyFailure(endpoint, 503, message, {'Retry-After': String(RETRY_AFTER_SECONDS)});
  } finally {
    // The time limit is for the answer to start; a streamed answer may then take as long as it needs.
    clearTimeout(timer);
  }

  const problem = unusableAnswer(upstream, endpoint, request.method);
  if (problem) {
    await upstream.body?.cancel().catch(() => undefined);
    return proxyFailure(endpoint, problem.status, problem.message, problem.retryAfter ? {'Retry-After': problem.retryAfter} : {});
  }
  const headers = downstreamResponseHeaders(upstream.headers);
  headers.set('Cache-Control', cacheControlOf(endpoint, upstream));
  // On the shop's domain, which holds the shopper's cookies, no other site may read an MCP or a
  // token answer: the store's CORS grant does not carry over (the public documents keep it).
  if (endpoint === 'mcp' || endpoint === 'token') withoutCorsGrant(headers);
  return new Response(NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers,
  });
}

/** An agent's own answers are never stored (a token answer must not be, RFC 6749 §5.1); the public documents are shared. */
function cacheControlOf(endpoint: AgentEndpoint, upstream: Response): string {
  if (endpoint === 'mcp') return MCP_CACHE_CONTROL;
  if (endpoint === 'token') return TOKEN_CACHE_CONTROL;
  return profileCacheControl(upstream);
}

function withoutCorsGrant(headers: Headers) {
  for (const name of [...headers.keys()]) if (name.toLowerCase().startsWith('access-control-')) headers.delete(name);
}

/**
 * Why the store's answer cannot go to the agent as it is: a redirect, or a body that is not JSON.
 * A refusal to wait (429) and a store that is down (5xx) keep telling the agent when to retry: the
 * 429 with the store's own Retry-After, any 5xx as the shop's outage answer, 503 with Retry-After.
 */
function unusableAnswer(
  upstream: Response,
  endpoint: AgentEndpoint,
  method: string,
): {status: number; message: string; retryAfter?: string} | null {
  const {status} = upstream;
  if (status >= 300 && status < 400 && status !== 304) {
    return {status: 502, message: `The store answered with a redirect (${status}).`};
  }
  if (NULL_BODY_STATUSES.has(status) || method === 'HEAD' || status === 202) return null;
  const type = (upstream.headers.get('Content-Type') ?? '').toLowerCase();
  const json = /^application\/([\w.+-]+\+)?json\b/.test(type);
  // MCP's streamable transport answers a request as JSON or as an event stream.
  const stream = endpoint === 'mcp' && type.startsWith('text/event-stream');
  if (json || stream) return null;
  const storeRetryAfter = upstream.headers.get('Retry-After') ?? undefined;
  if (status === 429) {
    return {
      status,
      message: 'The store is limiting requests. Please try again later.',
      retryAfter: storeRetryAfter ?? String(RETRY_AFTER_SECONDS),
    };
  }
  if (status >= 500) {
    return {
      status: 503,
      message: `The store answered ${status}. Please try again.`,
      retryAfter: storeRetryAfter ?? String(RETRY_AFTER_SECONDS),
    };
  }
  // A store's error page (an HTML 404) reaches the agent as its status in JSON.
  return {status, message: `The store answered ${status} without JSON.`};
}

/** The profile's Cache-Control: the store's own when it is public for at least a minute, otherwise that minute. */
export function profileCacheControl(upstream: Response): string {
  if (!upstream.ok && upstream.status !== 304) return 'no-store';
  const value = upstream.headers.get('Cache-Control') ?? '';
  const maxAge = Number(/\bmax-age\s*=\s*(\d+)/i.exec(value)?.[1] ?? 0);
  const shared = /\bpublic\b/i.test(value) && !/\b(private|no-store|no-cache)\b/i.test(value);
  return shared && maxAge >= PROFILE_MIN_MAX_AGE_SECONDS ? value : PROFILE_CACHE_CONTROL;
}

/** The shop's own failure on an agents' path, as JSON the agent can read. */
export function proxyFailure(endpoint: AgentEndpoint, status: number, message: string, headers: HeadersInit = {}): Response {
  if (endpoint === 'mcp') return jsonRpcErrorResponse(status, JSON_RPC_INTERNAL_ERROR, message, headers);
  return jsonError(status, message, headers);
}
