/**
 * An edge KV namespace in memory, for unit tests only (no shipped module imports it).
 *
 * The name ends in `.test-support.ts`, not `.test.ts`, so Vitest does not collect it as a test
 * file; the architecture test therefore counts it as an infra source file, which is why it
 * imports nothing from the app.
 *
 * Beyond the namespace calls it offers what tests check or switch:
 * - `failing`: every call throws, as in a KV outage;
 * - `reads`: how many `get` calls were made (failed ones too);
 * - `calls`: a log of every call (`get key`, `put key`, `delete key`, `list prefix`);
 * - `data`: what is stored, with metadata and TTL; `values`: the same, as plain strings.
 */

export interface StoredKvValue {
  value: string;
  metadata?: unknown;
  expirationTtl?: number;
}

type GetType = 'text' | 'json';

export interface MemoryKv {
  /** The fake, typed as the binding the code under test takes. */
  readonly kv: KVNamespace;
  readonly data: Map<string, StoredKvValue>;
  /** The stored strings, to set a value another isolate wrote or check what was written. */
  readonly values: {get(key: string): string | undefined; set(key: string, value: string): void};
  readonly calls: string[];
  failing: boolean;
  reads: number;
}

/** One page at most, as on Cloudflare. */
const LIST_LIMIT_MAX = 1000;

export function memoryKv(): MemoryKv {
  const data = new Map<string, StoredKvValue>();
  const calls: string[] = [];
  // The call is logged before the outage check: code that tries KV during an outage still made the call.
  const call = (entry: string) => {
    calls.push(entry);
    if (fake.failing) throw new Error('KV down');
  };

  const namespace = {
    async get(key: string, options?: GetType | {type?: GetType; cacheTtl?: number}) {
      fake.reads++;
      call(`get ${key}`);
      const type = (typeof options === 'string' ? options : options?.type) ?? 'text';
      const stored = data.get(key);
      if (!stored) return null;
      return type === 'json' ? JSON.parse(stored.value) : stored.value;
    },
    async put(key: string, value: string, options: {metadata?: unknown; expirationTtl?: number} = {}) {
      call(`put ${key}`);
      data.set(key, {value, metadata: options.metadata, expirationTtl: options.expirationTtl});
    },
    async delete(key: string) {
      call(`delete ${key}`);
      data.delete(key);
    },
    async list({prefix = '', limit = LIST_LIMIT_MAX, cursor}: {prefix?: string; limit?: number; cursor?: string} = {}) {
      call(`list ${prefix}`);
      const keys = [...data.keys()].filter((name) => name.startsWith(prefix)).sort();
      const size = Math.min(limit, LIST_LIMIT_MAX);
      // The cursor is the offset of the next page: enough for a fake, opaque to the code under test.
      const start = cursor ? Number(cursor) : 0;
      const complete = start + size >= keys.length;
      return {
        keys: keys.slice(start, start + size).map((name) => ({name, metadata: data.get(name)!.metadata})),
        list_complete: complete,
        cursor: complete ? undefined : String(start + size),
      };
    },
  };

  const fake: MemoryKv = {
    // The declared binding overloads `get` by type; the one implementation above covers both.
    kv: namespace as unknown as KVNamespace,
    data,
    values: {
      get: (key) => data.get(key)?.value,
      set: (key, value) => void data.set(key, {value}),
    },
    calls,
    failing: false,
    reads: 0,
  };
  return fake;
}
