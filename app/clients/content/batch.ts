import {CacheCustom} from '@shopify/hydrogen';
import {MAX_BACKEND_TIMEOUT_MS} from '~/infra/resilient-fetch';
import type {ContentQuery, RawCollection, RawEntity} from './types';

/**
 * Small content types the layout and the catalog routes read on almost every
 * page: the menus, the dictionary, experiments, categories (the categories
 * guard), product landing sections, variant content (a variant's gallery,
 * order and tags) and static images (the menu's category pictures and the
 * error pages' picture). One delivery request fetches all of them
 * (`sys.contentType.sys.id[in]=…`) and each read picks its entries out, so a
 * cold product render makes one content request instead of seven.
 */
export const BATCHED_TYPES = [
  'navigationMenu',
  'langDictionary',
  'experiment',
  'category',
  'productLanding',
  'productVariant',
  'staticImage',
] as const;

/** The one query of the batch (include 3: the deepest any batched read asks for). */
export const BATCH_QUERY: ContentQuery = {
  'sys.contentType.sys.id[in]': BATCHED_TYPES.join(','),
  include: 3,
  limit: 1000,
};

/**
 * Served from the edge cache for a minute, then refreshed in the background
 * while the old copy keeps answering for up to a day: menus and categories
 * change rarely, and a content edit shows within a minute (at once after a
 * page-cache purge plus one request).
 */
export const BATCH_CACHE = CacheCustom({mode: 'public', maxAge: 60, staleWhileRevalidate: 86_400});

const ALLOWED_KEYS = new Set(['content_type', 'include', 'limit']);

/**
 * When a query can be answered from the batch: one batched content type,
 * `fields.<name>` equality filters only (no order, skip, search or
 * operators) and an include depth of at most 3. Null otherwise.
 */
export function batchSelector(query: ContentQuery): {contentType: string; fields: Record<string, string>; limit: number} | null {
  const contentType = query.content_type;
  if (typeof contentType !== 'string' || !(BATCHED_TYPES as readonly string[]).includes(contentType)) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const field = /^fields\.([A-Za-z0-9_]+)$/.exec(key)?.[1];
    if (field) fields[field] = String(value);
    else if (!ALLOWED_KEYS.has(key)) return null;
  }
  if (Number(query.include ?? 3) > 3) return null;
  const limit = query.limit === undefined ? 100 : Number(query.limit);
  return Number.isFinite(limit) && limit >= 0 ? {contentType, fields, limit} : null;
}

/**
 * The part of the batch one read asks for, shaped like its own delivery
 * answer: the matching entries as items (in the batch's order), and every
 * other batch entry plus the batch's includes available for link resolution.
 */
export function selectFromBatch(batch: RawCollection, selector: NonNullable<ReturnType<typeof batchSelector>>): RawCollection {
  const matches = batch.items.filter(
    (entry: RawEntity) =>
      entry.sys.contentType?.sys.id === selector.contentType &&
      Object.entries(selector.fields).every(([name, value]) => String((entry.fields ?? {})[name] ?? '') === value),
  );
  const items = matches.slice(0, selector.limit);
  const chosen = new Set(items.map((entry) => entry.sys.id));
  return {
    sys: {type: 'Array'},
    total: matches.length,
    skip: 0,
    limit: selector.limit,
    items,
    includes: {
      Entry: [...batch.items.filter((entry) => !chosen.has(entry.sys.id)), ...(batch.includes?.Entry ?? [])],
      Asset: batch.includes?.Asset ?? [],
    },
  };
}

/**
 * How long an isolate reuses the parsed batch before asking the edge cache
 * again: most requests then neither read nor parse it.
 */
export const BATCH_MEMO_MS = 10_000;
/**
 * The most batches an isolate remembers at once. Keys carry the content generation, and expired
 * ones are only dropped on the next load: a burst of publishes inside one memo window must not
 * leave a whole batch behind per generation.
 */
export const BATCH_MEMO_KEYS = 4;
const memo = new Map<string, {value: RawCollection; until: number}>();
/**
 * Loads on their way, by key: a cold isolate that takes a burst of requests asks the content API
 * once, not once per request (seventy parallel renders made seventy identical batch requests).
 * What is shared is how the load ended, as plain data, never its promise: the edge runtime cancels
 * a request that waits on another request's I/O ("the Worker's code had hung"), and under load a
 * shared batch promise failed a few requests every time the batch was loaded again.
 */
interface SharedLoad {
  outcome?: {value: RawCollection} | {error: unknown};
}
const loading = new Map<string, SharedLoad>();

/** How often a request waiting for another request's load looks whether it has ended, on its own timer. */
export const SHARED_LOAD_POLL_MS = 10;
/**
 * How long a request waits for another request's load before loading for itself: longer than a
 * load can take (two attempts at the backend timeout, and a margin), so only a load whose request
 * was cancelled is left behind.
 */
export const SHARED_LOAD_WAIT_MS = 2 * MAX_BACKEND_TIMEOUT_MS + 2_000;

/**
 * The batch for a space, from this isolate's memory while fresh, else loaded (and remembered when
 * it loads). Callers that come while a load is on its way get its batch, or its failure.
 */
export async function rememberedBatch(key: string, load: () => Promise<RawCollection>, now = Date.now): Promise<RawCollection> {
  const hit = memo.get(key);
  if (hit && hit.until > now()) return hit.value;
  const shared = loading.get(key);
  if (shared) {
    for (let waited = 0; !shared.outcome && waited < SHARED_LOAD_WAIT_MS; waited += SHARED_LOAD_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, SHARED_LOAD_POLL_MS));
    }
    const outcome = shared.outcome;
    if (outcome) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
  }
  const mine: SharedLoad = {};
  loading.set(key, mine);
  try {
    const value = await load();
    mine.outcome = {value};
    remember(key, value, now());
    return value;
  } catch (error) {
    mine.outcome = {error};
    throw error;
  } finally {
    // A purge meanwhile may have started another load under the key: that one stays.
    if (loading.get(key) === mine) loading.delete(key);
  }
}

function remember(key: string, value: RawCollection, at: number) {
  // Keys carry the content generation: drop batches of generations gone by.
  for (const [old, entry] of memo) if (entry.until <= at) memo.delete(old);
  memo.delete(key);
  memo.set(key, {value, until: at + BATCH_MEMO_MS});
  for (const oldest of memo.keys()) {
    if (memo.size <= BATCH_MEMO_KEYS) break;
    memo.delete(oldest);
  }
}

/** Drops every remembered batch (the page-cache purge calls it). */
export function forgetBatches() {
  memo.clear();
  loading.clear();
}

/** How many batches are remembered (for tests). */
export const rememberedBatchCount = () => memo.size;
