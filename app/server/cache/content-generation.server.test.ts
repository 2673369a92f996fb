import {beforeEach, describe, expect, it} from 'vitest';
import {memoryKv} from '~/infra/memory-kv.test-support';
import {
  CONTENT_GENERATION_KEY,
  GENERATION_MEMO_MS,
  bumpContentGeneration,
  contentGeneration,
  forgetContentGeneration,
} from './content-generation.server';

beforeEach(() => forgetContentGeneration());

describe('content generation', () => {
  it('is one KV value: a bump in one place is what every other isolate reads once its memo runs out', async () => {
    const kv = memoryKv();
    const env = {CONTENT_STATE: kv.kv};
    expect(await contentGeneration(env, 0)).toBe('0');
    // Another isolate (or location) publishes: the KV value changes under this one.
    kv.values.set(CONTENT_GENERATION_KEY, 'g2');
    expect(await contentGeneration(env, GENERATION_MEMO_MS - 1)).toBe('0');
    expect(await contentGeneration(env, GENERATION_MEMO_MS)).toBe('g2');
    expect(kv.reads).toBe(2);
  });

  it('a bump is stored in KV and seen at once by the isolate that made it', async () => {
    const kv = memoryKv();
    const env = {CONTENT_STATE: kv.kv};
    await contentGeneration(env);
    const next = await bumpContentGeneration(env);
    expect(kv.values.get(CONTENT_GENERATION_KEY)).toBe(next);
    expect(await contentGeneration(env)).toBe(next);
    expect(await bumpContentGeneration(env)).not.toBe(next);
  });

  it('keeps the last generation it read while KV fails, never falling back to an older one', async () => {
    const kv = memoryKv();
    const env = {CONTENT_STATE: kv.kv};
    kv.values.set(CONTENT_GENERATION_KEY, 'g7');
    expect(await contentGeneration(env, 0)).toBe('g7');
    kv.failing = true;
    expect(await contentGeneration(env, GENERATION_MEMO_MS * 3)).toBe('g7');
  });
});
