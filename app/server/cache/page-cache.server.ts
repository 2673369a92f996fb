import {formatExperimentRef} from '~/features/experiments/assign';
import {readRequestCookie} from '~/infra/cookies.server';
import {CONSENT_COOKIE, parseConsent} from '~/features/consent/consent';
import type {LookupContext} from '~/server/context.server';
import {shopConfig} from '../env.server';
import {bumpContentGeneration} from './content-generation.server';
import {createPageMemory, memoryPage} from './page-memory.server';
import {
  CACHE_STATUS_HEADER,
  PAGE_CACHE_SECONDS,
  joinAround,
  isStorableResponse,
  pageCacheKey,
  requestBypassReason,
  type CacheStatus,
} from './page-cache-rules.server';

const CACHE_NAME = 'pages';

export interface PageCache {
  /** A stored page for this request (a copy with a fresh CSP nonce), or null. */
  match(): Promise<Response | null>;
  /**
   * Stores a rendered page when it qualifies (in the background); marks it MISS or BYPASS.
   * `sessionPending`: the render changed the session, so the page is about this visitor.
   * `completeCopy`: for a page streamed to the visitor, renders the copy to store, whole; it
   * runs once the visitor's page has been sent (null: nothing to store).
   */
  put(response: Response, sessionPending: boolean, completeCopy?: () => Promise<Response | null>): Response;
}

function mark(response: Response, status: CacheStatus): Response {
  response.headers.set(CACHE_STATUS_HEADER, status);
  // The HTML of a URL differs with the cookies a request carries (cart, account, consent).
  if ((response.headers.get('Content-Type') ?? '').startsWith('text/html')) response.headers.append('Vary', 'Cookie');
  return response;
}

/** For a request the page cache does not apply to: nothing to find, every page marked BYPASS. */
export const noPageCache: PageCache = {match: async () => null, put: (response) => mark(response, 'BYPASS')};

/**
 * Whether the page cache may answer or store this request: the cache is on,
 * the request may share a page (`requestBypassReason`), and no test hook fakes
 * the clock or KV for it. Such a request has no session cookie and no
 * `?preview=`, so it never reads drafts, and on a password-protected store it
 * is always locked: with a storefront password the cache stays out of the way.
 */
export function pageCacheApplies(request: Request, env: Env): boolean {
  const config = shopConfig(env);
  if (!config.edgeCache.pages || config.storefrontPassword || requestBypassReason(request)) return false;
  // Test hooks fake the clock or KV per request: those pages are one-offs.
  return !request.headers.has('x-test-now') && !request.headers.has('x-test-kv');
}

/** The memory tier of this isolate (page-memory.ts). */
const memory = createPageMemory();

/** Header on the stored copy: when it expires (ms since epoch), for the memory tier. */
const EXPIRES_HEADER = 'X-Page-Cache-Expires';

function freshNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts a new content generation (content-generation.server.ts): every page and content answer
 * stored before is never served again, in every location.
 */
export async function purgePageCache(env: Pick<Env, 'CONTENT_STATE'>): Promise<string> {
  const generation = await bumpContentGeneration(env);
  memory.clear();
  return generation;
}

/**
 * The full-page cache for one request (see page-cache.ts for the rules and
 * docs/performance.md for the design). The experiment variant is assigned
 * before the lookup, so a visitor drawn into a variant gets that variant's
 * page and, from the fetch handler, their own `col_exp` cookie; the cached
 * copy itself never carries a cookie. Only for a request `pageCacheApplies` to.
 */
export async function openPageCache(
  request: Request,
  edge: Pick<LookupContext['edge'], 'experiments' | 'isBot' | 'waitUntil'>,
  buildVersion: string,
  /** The content generation (content-generation.server.ts): part of every key. */
  generation: string,
): Promise<PageCache> {
  const [cache, assigned] = await Promise.all([caches.open(CACHE_NAME), edge.experiments.assign()]);
  const key = pageCacheKey(request.url, {
    buildVersion,
    generation,
    bot: edge.isBot,
    variant: assigned ? formatExperimentRef(assigned.assignment) : null,
    consent: parseConsent(readRequestCookie(request, CONSENT_COOKIE)),
  });

  /** Keeps a whole page for the next visitors (memory tier and Cache API). */
  async function store(page: Response): Promise<void> {
    const headers = new Headers(page.headers);
    const until = Date.now() + PAGE_CACHE_SECONDS * 1000;
    headers.set('Cache-Control', `public, max-age=${PAGE_CACHE_SECONDS}`);
    headers.set(EXPIRES_HEADER, String(until));
    headers.delete(CACHE_STATUS_HEADER);
    const body = await page.text();
    memory.remember(key, memoryPage(body, [...headers.entries()], until));
    await cache.put(key, new Response(body, {status: 200, headers}));
  }

  return {
    async match() {
      let page = memory.recall(key);
      if (!page) {
        const stored = await cache.match(key);
        if (!stored) return null;
        const until = Number(stored.headers.get(EXPIRES_HEADER)) || Date.now() + PAGE_CACHE_SECONDS * 1000;
        page = memoryPage(await stored.text(), [...stored.headers.entries()], until);
        memory.remember(key, page);
      }
      const headers = new Headers(page.headers);
      let body = page.parts[0]!;
      // A nonce must not repeat across responses: give this copy its own.
      if (page.nonce) {
        const nonce = freshNonce();
        body = joinAround(page.parts, nonce);
        headers.set('Content-Security-Policy', headers.get('Content-Security-Policy')!.replaceAll(page.nonce, nonce));
      }
      for (const name of ['Cache-Control', 'Age', EXPIRES_HEADER]) headers.delete(name);
      return mark(new Response(body, {status: 200, headers}), 'HIT');
    },
    put(response, sessionPending, completeCopy) {
      // A render that changed the session is about this visitor: never shared.
      if (!isStorableResponse(response) || sessionPending) return mark(response, 'BYPASS');
      const failed = (error: unknown) => console.error('[page-cache] store failed:', error instanceof Error ? error.message : error);
      if (!completeCopy || !response.body) {
        edge.waitUntil(store(response.clone()).catch(failed));
        return mark(response, 'MISS');
      }
      // The visitor's page streams; the copy to keep is rendered once it has been sent, so the
      // two renders never compete and the second finds its data in the sub-request cache.
      const {readable, writable} = new TransformStream<Uint8Array, Uint8Array>();
      const sent = response.body.pipeTo(writable);
      edge.waitUntil(
        sent
          .then(completeCopy)
          .then((copy) => (copy && isStorableResponse(copy) ? store(copy) : undefined))
          .catch(failed),
      );
      return mark(new Response(readable, response), 'MISS');
    },
  };
}
