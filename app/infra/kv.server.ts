import {LATE, beforeDeadline} from './deadline';

/**
 * Edge KV access that can never fail a page: every read gives up after a
 * short time and every error becomes "no value" (reads) or a logged no-op
 * (writes). Experiments and the chat status cache both go through it.
 */
export const KV_READ_TIMEOUT_MS = 300;
/** A count stops after this many pages of 1,000 keys. */
export const COUNT_MAX_PAGES = 100;

export interface SafeKv {
  readonly available: boolean;
  getJson<T>(key: string): Promise<T | null>;
  put(key: string, value: string, options?: {expirationTtl?: number; metadata?: {count: number}}): Promise<void>;
  /**
   * How many records the keys under the prefix hold (listed page by page, up
   * to `COUNT_MAX_PAGES` pages): a key's metadata `count`, or 1 without one.
   */
  count(prefix: string): Promise<number>;
}

/**
 * A KV read that gives up after `ms`: rejects with a timeout error when the
 * store has not answered by then (its own errors pass through).
 */
export async function readWithin<T>(read: Promise<T>, ms = KV_READ_TIMEOUT_MS): Promise<T> {
  const result = await beforeDeadline(read, ms);
  if (result === LATE) throw new Error(`KV read timed out after ${ms} ms`);
  return result;
}

export function safeKv(namespace: KVNamespace | undefined, label: string, {fail = false} = {}): SafeKv {
  const kv = fail ? failingKv() : namespace;
  const report = (action: string, error: unknown) =>
    console.warn(`[kv:${label}] ${action} failed:`, error instanceof Error ? error.message : error);
  return {
    available: Boolean(kv),
    async getJson<T>(key: string) {
      if (!kv) return null;
      try {
        return (await readWithin(kv.get(key, 'json'))) as T | null;
      } catch (error) {
        report(`get ${key}`, error);
        return null;
      }
    },
    async put(key, value, options) {
      if (!kv) return;
      try {
        await kv.put(key, value, options);
      } catch (error) {
        report(`put ${key}`, error);
      }
    },
    async count(prefix) {
      if (!kv) return 0;
      let total = 0;
      let cursor: string | undefined;
      try {
        for (let page = 0; page < COUNT_MAX_PAGES; page++) {
          const result: Awaited<ReturnType<KVNamespace['list']>> = await kv.list({prefix, limit: 1000, cursor});
          for (const key of result.keys) total += recordsOf(key.metadata);
          if (result.list_complete) break;
          cursor = result.cursor;
        }
        return total;
      } catch (error) {
        report(`list ${prefix}`, error);
        return total;
      }
    },
  };
}

/** How many records a listed key stands for: its metadata `count` (a batch), else one. */
function recordsOf(metadata: unknown): number {
  const count = (metadata as {count?: unknown} | null | undefined)?.count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}

/** A namespace whose every call throws: what an outage looks like (used by the test hook). */
function failingKv(): KVNamespace {
  const fail = () => Promise.reject(new Error('KV unavailable'));
  return {get: fail, put: fail, list: fail, delete: fail, getWithMetadata: fail} as unknown as KVNamespace;
}
