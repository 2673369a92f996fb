import {beforeEach, describe, expect, it} from 'vitest';
import {
  CONTENT_GENERATION_KEY,
  GENERATION_MEMO_MS,
  bumpContentGeneration,
  contentGeneration,
  forgetContentGeneration,
} from './content-generation.server';

/** A KV namespace in memory; `failing` makes every read throw (an outage). */
function memoryKv() {
  const values = new Map<string, string>();
  const kv = {
    failing: false,
    reads: 0,
    async get(key: string) {
      kv.reads++;
      if (kv.failing) throw new Error('KV down');
      return values.get(key) ?? null;
    },
    async put(key: string, value: string) {
      values.set(key, value);
    },
    async delete(key: string) {
      values.delete(key);
    },
    async list() {
      return {keys: [], list_complete: true};
    },
    values,
  };
  return kv;
}

beforeEach(() => forgetContentGeneration());

describe('content generation', () => {
  it('is one KV value: a bump in one place is what every other isolate reads once its memo runs out', async () => {
    const kv = memoryKv();
    const env = {CONTENT_STATE: kv as unknown as KVNamespace};
    expect(await contentGeneration(env, 0)).toBe('0');
    // Another isolate (or location) publishes: the KV value changes under this one.
    kv.values.set(CONTENT_GENERATION_KEY, 'g2');
    expect(await contentGeneration(env, GENERATION_MEMO_MS - 1)).toBe('0');
    expect(await contentGeneration(env, GENERATION_MEMO_MS)).toBe('g2');
    expect(kv.reads).toBe(2);
  });

  it('a bump is stored in KV and seen at once by the isolate that made it', async () => {
    const kv = memoryKv();
    const env = {CONTENT_STATE: kv as unknown as KVNamespace};
    await contentGeneration(env);
    const next = await bumpContentGeneration(env);
    expect(kv.values.get(CONTENT_GENERATION_KEY)).toBe(next);
    expect(await contentGeneration(env)).toBe(next);
    expect(await bumpContentGeneration(env)).not.toBe(next);
  });

  it('keeps the last generation it read while KV fails, never falling back to an older one', async () => {
    const kv = memoryKv();
    const env = {CONTENT_STATE: kv as unknown as KVNamespace};
    kv.values.set(CONTENT_GENERATION_KEY, 'g7');
    expect(await contentGeneration(env, 0)).toBe('g7');
    kv.failing = true;
    expect(await contentGeneration(env, GENERATION_MEMO_MS * 3)).toBe('g7');
  });
});
