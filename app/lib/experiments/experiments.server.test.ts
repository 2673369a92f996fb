import {describe, expect, it} from 'vitest';
import {safeKv} from '~/lib/edge/kv.server';
import type {Assignment} from './assign';
import {recordAssignment, variantPrefix} from './experiments.server';

/** An in-memory KV namespace that logs every call and lists in pages of `limit`. */
function memoryKv() {
  const data = new Map<string, string>();
  const calls: string[] = [];
  const kv = {
    async get(key: string) {
      calls.push(`get ${key}`);
      return data.has(key) ? JSON.parse(data.get(key)!) : null;
    },
    async put(key: string, value: string) {
      calls.push(`put ${key}`);
      data.set(key, value);
    },
    async list({prefix = '', limit = 1000, cursor}: {prefix?: string; limit?: number; cursor?: string}) {
      calls.push(`list ${prefix}`);
      const keys = [...data.keys()].filter((k) => k.startsWith(prefix)).sort();
      const start = cursor ? Number(cursor) : 0;
      const page = keys.slice(start, start + limit);
      const complete = start + limit >= keys.length;
      return {keys: page.map((name) => ({name})), list_complete: complete, cursor: complete ? undefined : String(start + limit)};
    },
  };
  return {kv: kv as unknown as KVNamespace, data, calls};
}

const show: Assignment = {experimentId: 'bchp', variantIndex: 1, variantName: 'show', sections: [], maxAge: 7_776_000};

describe('experiment assignments in KV', () => {
  it('writes one record per new visitor under the variant prefix, and reads nothing (no shared counter)', async () => {
    const {kv, data, calls} = memoryKv();
    await recordAssignment(safeKv(kv, 'test'), show, 'draw', new Date('2026-11-22T04:00:00Z'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^put assignment:bchp:1:[0-9a-f-]{36}$/);
    const [[key, value]] = [...data.entries()];
    expect(key.startsWith(variantPrefix('bchp', 1))).toBe(true);
    expect(JSON.parse(value)).toEqual({variantIndex: 1, variantName: 'show', source: 'draw', at: '2026-11-22T04:00:00.000Z'});
  });

  it('counts a variant across list pages, and not the other variant', async () => {
    const {kv} = memoryKv();
    const store = safeKv(kv, 'test');
    for (let i = 0; i < 2345; i++) await recordAssignment(store, show, 'draw', new Date());
    await recordAssignment(store, {...show, variantIndex: 0, variantName: 'hide'}, 'forced', new Date());
    expect(await store.count(variantPrefix('bchp', 1))).toBe(2345);
    expect(await store.count(variantPrefix('bchp', 0))).toBe(1);
    expect(await store.count(variantPrefix('other', 0))).toBe(0);
  });

  it('counts nothing, without throwing, when KV fails or is missing', async () => {
    expect(await safeKv(undefined, 'test').count('assignment:')).toBe(0);
    expect(await safeKv(undefined, 'test', {fail: true}).count('assignment:')).toBe(0);
  });
});
