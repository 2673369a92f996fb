import {CacheShort, createWithCache, type CachingStrategy} from '@shopify/hydrogen';
import {unavailableResponse} from '~/infra/outage';
import {MAX_BACKEND_TIMEOUT_MS, createResilientFetch} from '~/infra/resilient-fetch';
import {loggerFor, serverTimingOf} from '~/infra/observability';
import {linkIndex, resolveCollection, toAsset} from './resolve';
import {BATCH_CACHE, BATCH_QUERY, batchSelector, rememberedBatch, selectFromBatch} from './batch';
import type {ContentAsset, ContentEntry, ContentQuery, RawCollection} from './types';

/** Every content call gives up after this long (no page may hang on a backend). */
export const CONTENT_TIMEOUT_MS = MAX_BACKEND_TIMEOUT_MS;

export interface ContentClientOptions {
  spaceId: string;
  environment: string;
  deliveryToken: string;
  previewToken?: string;
  /** Delivery API origin: Contentful's CDN or the local platform. */
  host: string;
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  request: Request;
  /** Per attempt (default CONTENT_TIMEOUT_MS); reads are retried once on a transient failure. */
  timeoutMs?: number;
  /** Read drafts through the Preview API (content preview mode); never cached. */
  preview?: boolean;
  /** Keep the content batch in isolate memory for a few seconds (off with EDGE_CACHE=off). */
  rememberBatch?: boolean;
  /**
   * The content generation: part of every cache key, so a publish (which starts a new one)
   * leaves every answer cached before it behind. Default '0'.
   */
  generation?: string;
}

/** How long the last good copy of a content answer is kept for a content API outage. */
export const STALE_COPY_SECONDS = 7 * 24 * 60 * 60;

export type {ContentQuery};

/** Contentful serves drafts from a separate host; the local platform from the same one. */
export function previewHost(host: string): string {
  return host.replace('://cdn.contentful.com', '://preview.contentful.com');
}

/**
 * A small Content Delivery API client: GET /entries with Contentful's query
 * parameters, links resolved from `includes`, responses cached at the edge.
 * Transport failures throw the 503 response; callers for whom the content is
 * optional catch it.
 */
export function createContentClient(options: ContentClientOptions) {
  const withCache = createWithCache({
    cache: options.cache,
    waitUntil: options.waitUntil,
    request: options.request,
  });

  async function fetchCollection(
    query: ContentQuery,
    preview: boolean,
    resource: 'entries' | 'assets' = 'entries',
  ): Promise<RawCollection> {
    const origin = preview ? previewHost(options.host) : options.host;
    const token = preview ? options.previewToken : options.deliveryToken;
    if (!token) throw unavailableResponse('content');
    const url = new URL(
      `/spaces/${encodeURIComponent(options.spaceId)}/environments/${encodeURIComponent(options.environment)}/${resource}`,
      origin,
    );
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      const contentFetch = createResilientFetch(fetch, {
        timeoutMs: options.timeoutMs ?? CONTENT_TIMEOUT_MS,
        expectJson: 'when-declared',
      });
      const call = () => contentFetch(url, {headers: {Authorization: `Bearer ${token}`, Accept: 'application/json'}});
      // `Server-Timing: content;dur=…` for the request being answered (docs/operations.md).
      const timing = serverTimingOf(options.request);
      response = await (timing ? timing.measure('content', call) : call());
    } catch (error) {
      loggerFor(options.request).log('error', 'content request failed', {error: error instanceof Error ? error.message : String(error)});
      throw unavailableResponse('content');
    }
    const type = response.headers.get('content-type') ?? '';
    // An HTML answer from the content API is not content: it counts as not found.
    if (response.ok && type.includes('text/html')) {
      return {sys: {type: 'Array'}, total: 0, skip: 0, limit: 0, items: []};
    }
    if (!response.ok) {
      loggerFor(options.request).log('error', 'content API answered an error', {path: url.pathname, upstreamStatus: response.status});
      throw unavailableResponse('content');
    }
    try {
      return (await response.json()) as RawCollection;
    } catch {
      throw unavailableResponse('content');
    }
  }

  async function staleKey(cacheKey: unknown): Promise<Request> {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(cacheKey)));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return new Request(`https://content-stale-copy.invalid/${hex}`);
  }

  /** Keeps the last good answer so that a content API outage serves the stale copy. */
  function keepStaleCopy(cacheKey: unknown, collection: RawCollection) {
    options.waitUntil(
      staleKey(cacheKey)
        .then((key) =>
          options.cache.put(
            key,
            new Response(JSON.stringify(collection), {
              headers: {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${STALE_COPY_SECONDS}`},
            }),
          ),
        )
        .catch(() => undefined),
    );
  }

  async function readStaleCopy(cacheKey: unknown): Promise<RawCollection | null> {
    try {
      const hit = await options.cache.match(await staleKey(cacheKey));
      return hit ? ((await hit.json()) as RawCollection) : null;
    } catch {
      return null;
    }
  }

  /** A delivery API answer through the edge cache, or its last good copy while the API is down. */
  async function deliveryCollection(
    fullQuery: ContentQuery,
    cache: CachingStrategy,
    resource: 'entries' | 'assets' = 'entries',
  ): Promise<RawCollection> {
    const cacheKey = [
      'content',
      options.host,
      options.spaceId,
      options.environment,
      false,
      fullQuery,
      ...(resource === 'assets' ? [resource] : []),
    ];
    // The stale copy outlives generations (it is the last good answer for an outage); the cache entry does not.
    const generationKey = [...cacheKey, options.generation ?? '0'];
    try {
      return await withCache.run(
        {
          cacheKey: generationKey,
          cacheStrategy: cache,
          shouldCacheResult: (result: RawCollection) => Array.isArray(result?.items),
        },
        async () => {
          const fresh = await fetchCollection(fullQuery, false, resource);
          if (fresh.items.length) keepStaleCopy(cacheKey, fresh);
          return fresh;
        },
      );
    } catch (error) {
      // The content API is down: serve the last good copy when there is one.
      const stale = await readStaleCopy(cacheKey);
      if (!stale) throw error;
      loggerFor(options.request).log('warn', 'serving a stale content copy while the content API is unavailable');
      return stale;
    }
  }

  let batch: Promise<RawCollection> | undefined;
  /** The batched small content types, fetched at most once per request. */
  const loadBatch = () => deliveryCollection(BATCH_QUERY, BATCH_CACHE);
  const layoutBatch = () =>
    (batch ??=
      options.rememberBatch === false
        ? loadBatch()
        : rememberedBatch(`${options.host} ${options.spaceId} ${options.environment} ${options.generation ?? '0'}`, loadBatch));

  return {
    /** True when this request reads drafts (the layout shows the Preview banner). */
    preview: Boolean(options.preview),

    /** Entries matching a delivery API query, links resolved (`include` defaults to 3 levels). */
    async getEntries<F>(query: ContentQuery, options?: {preview?: boolean; cache?: CachingStrategy}): Promise<ContentEntry<F>[]> {
      return (await this.getPage<F>(query, options)).items;
    },

    /** One page of entries plus the total count (for pagination). */
    async getPage<F>(
      query: ContentQuery,
      {preview = Boolean(options.preview), cache = CacheShort()}: {preview?: boolean; cache?: CachingStrategy} = {},
    ): Promise<{items: ContentEntry<F>[]; total: number}> {
      const fullQuery = {include: 3, ...query};
      if (preview) {
        // Drafts are never cached, neither at the edge nor as a stale copy.
        const drafts = await fetchCollection(fullQuery, true);
        return {items: resolveCollection<F>(drafts), total: drafts.total ?? drafts.items.length};
      }
      // Menus, dictionary, experiments, categories and product landings come from one batched request.
      const selector = batchSelector(fullQuery);
      if (selector) {
        const whole = await layoutBatch();
        // A selection links into the same entries as the whole batch: its index is the batch's.
        const collection = selectFromBatch(whole, selector);
        return {items: resolveCollection<F>(collection, batchIndex(whole)), total: collection.total ?? collection.items.length};
      }
      const collection = await deliveryCollection(fullQuery, cache);
      return {items: resolveCollection<F>(collection), total: collection.total ?? collection.items.length};
    },

    /** The first entry of a content type whose field equals a value, or null. */
    async getEntryBy<F>(
      contentType: string,
      field: string,
      value: string,
      options?: {preview?: boolean; cache?: CachingStrategy},
    ): Promise<ContentEntry<F> | null> {
      const [entry] = await this.getEntries<F>({content_type: contentType, [`fields.${field}`]: value, limit: 1}, options);
      return entry ?? null;
    },

    /** One published asset by id (the delivery API's `/assets`), or null when there is none. */
    async getAsset(id: string, {cache = CacheShort()}: {cache?: CachingStrategy} = {}): Promise<ContentAsset | null> {
      const collection = await deliveryCollection({'sys.id': id, limit: 1}, cache, 'assets');
      const raw = collection.items.find((item) => item.sys.id === id);
      return raw ? toAsset(raw) : null;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;

/** The link index of a batch, built once per batch object (an isolate reuses a remembered batch). */
const batchIndexes = new WeakMap<RawCollection, ReturnType<typeof linkIndex>>();
function batchIndex(batch: RawCollection) {
  let index = batchIndexes.get(batch);
  if (!index) batchIndexes.set(batch, (index = linkIndex(batch)));
  return index;
}
