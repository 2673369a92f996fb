/**
 * Edge KV access that can never fail a page: every read gives up after a
 * short time and every error becomes "no value" (reads) or a logged no-op
 * (writes). Experiments and the chat status cache both go through it.
 */
export const KV_READ_TIMEOUT_MS = 300;

export interface SafeKv {
  readonly available: boolean;
  getJson<T>(key: string): Promise<T | null>;
  put(key: string, value: string, options?: {expirationTtl?: number}): Promise<void>;
  list(prefix: string, limit?: number): Promise<string[]>;
}

function timeout<T>(ms: number): Promise<T> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`KV read timed out after ${ms} ms`)), ms));
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
        return (await Promise.race([kv.get(key, 'json'), timeout<null>(KV_READ_TIMEOUT_MS)])) as T | null;
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
    async list(prefix, limit = 100) {
      if (!kv) return [];
      try {
        const result = await kv.list({prefix, limit});
        return result.keys.map((k) => k.name);
      } catch (error) {
        report(`list ${prefix}`, error);
        return [];
      }
    },
  };
}

/** A namespace whose every call throws: what an outage looks like (used by the test hook). */
function failingKv(): KVNamespace {
  const fail = () => Promise.reject(new Error('KV unavailable'));
  return {get: fail, put: fail, list: fail, delete: fail, getWithMetadata: fail} as unknown as KVNamespace;
}
