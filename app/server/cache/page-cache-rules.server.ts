/**
 * Full-page edge cache rules (pure). A page is served from and stored in the
 * worker's cache only when nothing about the request can make it personal:
 * an anonymous GET of a catalog or content page with no cookie, or only the
 * shop's non-personal cookies (experiment variant, consent decision, offer
 * seen, analytics ids), whose effect on the HTML is part of the cache key.
 * Everything a shopper owns (cart, account, session, drafts, password lock)
 * needs another cookie or a marked URL, so those requests always render.
 */
import {requestCookies} from '~/infra/cookies.server';

/** How long a stored page is served before it renders again. */
export const PAGE_CACHE_SECONDS = 300;

/** The response header that says how the page cache treated a request. */
export const CACHE_STATUS_HEADER = 'X-Cache';
export type CacheStatus = 'HIT' | 'MISS' | 'BYPASS';

/** Paths that are personal, form targets or resource routes: never cached. */
const NEVER_CACHED = [/^\/account(\/|$)/, /^\/cart(\/|$)/, /^\/api\//, /^\/password(\/|$)/, /^\/maintenance(\/|$)/, /^\/contact-us-email/];

/** Query parameters that change per shopper or per request: drafts, cart codes, forced variants, Remix internals. */
const PERSONAL_PARAMS = ['preview', 'discount', 'exp', '_routes', '_data'];

/**
 * Cookies that never make a page personal: the experiment variant and the
 * consent decision (both part of the cache key), the first-order-offer flag
 * (read in the browser only), analytics ids and Shopify's copy of the consent
 * choice (`_tracking_consent`, the Customer Privacy API's), which the server never reads.
 */
const SHAREABLE_COOKIES = [
  /^col_exp$/,
  /^oc_consent$/,
  /^oc_first_order_offer$/,
  /^_ga(_.*)?$/,
  /^_gid$/,
  /^_shopify_[ys]$/,
  /^_tracking_consent$/,
];

/** Why a request may not use the page cache, or null when it may. */
export function requestBypassReason(request: Request): string | null {
  if (request.method !== 'GET') return 'method';
  const personal = Object.keys(requestCookies(request)).filter((name) => !SHAREABLE_COOKIES.some((p) => p.test(name)));
  if (personal.length) return 'cookie';
  if (request.headers.has('Authorization')) return 'authorization';
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) return 'data request';
  // Resource files (robots.txt, sitemap.xml) send their own Cache-Control.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return 'file';
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return 'personal path';
  if (PERSONAL_PARAMS.some((name) => url.searchParams.has(name))) return 'personal parameter';
  return null;
}

/**
 * Whether a rendered response may be stored: a complete 200 HTML page that
 * sets no cookie and did not ask to stay private.
 */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('Set-Cookie')) return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return !/(no-store|private|no-cache)/.test(cacheControl);
}

export interface PageCacheKeyParts {
  /** The build's asset version: a deploy never serves HTML pointing at old assets. */
  buildVersion: string;
  /** Bumped by a purge: every earlier page is unreachable. */
  generation: string;
  /** Crawlers get no consent banner or chat launcher: a page of their own. */
  bot: boolean;
  /** The experiment variant the HTML carries (`bchp.1`), or none. */
  variant: string | null;
  /** The visitor's consent decision: the banner is server-rendered while it is unknown. */
  consent: 'granted' | 'denied' | 'unknown';
}

/** The cache key: one page per URL (query sorted), build, purge generation, bot class and variant. */
export function pageCacheKey(requestUrl: string, parts: PageCacheKeyParts): string {
  const url = new URL(requestUrl);
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  const segments = [parts.buildVersion, parts.generation, parts.bot ? 'bot' : 'human', parts.variant ?? 'none', parts.consent].map(
    encodeURIComponent,
  );
  return `https://page-cache.invalid/${segments.join('/')}/${encodeURIComponent(url.host)}${url.pathname}${query ? `?${query}` : ''}`;
}

/** The nonce of a Content-Security-Policy header (`'nonce-…'`), if any. */
export function cspNonce(csp: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1] ?? null;
}

const encoder = new TextEncoder();

/** A page body as UTF-8 bytes, cut at every occurrence of its nonce (one part without one). */
export function cutAtNonce(body: string, nonce: string | null): Uint8Array<ArrayBuffer>[] {
  return (nonce ? body.split(nonce) : [body]).map((part) => encoder.encode(part));
}

/** The parts of `cutAtNonce` joined around another nonce: the body with every nonce replaced, as bytes. */
export function joinAround(parts: Uint8Array<ArrayBuffer>[], nonce: string): Uint8Array<ArrayBuffer> {
  const glue = encoder.encode(nonce);
  let length = glue.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      out.set(glue, at);
      at += glue.length;
    }
    out.set(part, at);
    at += part.length;
  });
  return out;
}
