import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {safeKv} from '~/infra/kv.server';
import {memoryKv} from '~/infra/memory-kv.test-support';
import type {Assignment} from './assign';
import {ASSIGNMENT_BATCH_MAX, ASSIGNMENT_BATCH_MS, recordAssignment, variantPrefix} from './assignment-log.server';

const show: Assignment = {experimentId: 'bchp', variantIndex: 1, variantName: 'show', sections: [], maxAge: 7_776_000};
const hide: Assignment = {...show, variantIndex: 0, variantName: 'hide'};

function requests() {
  const pending: Promise<unknown>[] = [];
  return {waitUntil: (promise: Promise<unknown>) => void pending.push(promise), settled: () => Promise.all(pending)};
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('experiment assignments in KV', () => {
  it('writes the assignments of one window as one batch under the variant prefix, and reads nothing', async () => {
    const {kv, data, calls} = memoryKv();
    const store = safeKv(kv, 'test');
    const {waitUntil, settled} = requests();
    for (let i = 0; i < 3; i++) recordAssignment(store, kv, show, 'draw', new Date(`2026-11-22T04:00:0${i}Z`), waitUntil);
    await vi.advanceTimersByTimeAsync(ASSIGNMENT_BATCH_MS - 1);
    expect(calls).toEqual([]); // the response never waits for KV, and the window is still open
    await vi.advanceTimersByTimeAsync(1);
    await settled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^put assignment:bchp:1:[0-9a-f-]{36}$/);
    const [[key, stored]] = [...data.entries()];
    expect(key.startsWith(variantPrefix('bchp', 1))).toBe(true);
    expect(stored.metadata).toEqual({count: 3});
    expect(stored.expirationTtl).toBe(7_776_000);
    expect(JSON.parse(stored.value)).toEqual([
      {variantIndex: 1, variantName: 'show', source: 'draw', at: '2026-11-22T04:00:00.000Z'},
      {variantIndex: 1, variantName: 'show', source: 'draw', at: '2026-11-22T04:00:01.000Z'},
      {variantIndex: 1, variantName: 'show', source: 'draw', at: '2026-11-22T04:00:02.000Z'},
    ]);
  });

  it(`writes a full batch (${ASSIGNMENT_BATCH_MAX}) at once and opens the next one`, async () => {
    const {kv, data} = memoryKv();
    const store = safeKv(kv, 'test');
    const {waitUntil, settled} = requests();
    for (let i = 0; i <= ASSIGNMENT_BATCH_MAX; i++) recordAssignment(store, kv, show, 'draw', new Date(), waitUntil);
    await vi.advanceTimersByTimeAsync(0);
    expect([...data.values()].map((s) => s.metadata)).toEqual([{count: ASSIGNMENT_BATCH_MAX}]);
    await vi.advanceTimersByTimeAsync(ASSIGNMENT_BATCH_MS);
    await settled();
    expect([...data.values()].map((s) => s.metadata)).toEqual([{count: ASSIGNMENT_BATCH_MAX}, {count: 1}]);
  });

  it('the request that fills a batch writes it through its own waitUntil; the opening request writes nothing more', async () => {
    // The edge runtime refuses a write, and cancels a wait, that one request does for another:
    // under load every batch filled inside its window, and each write failed that way.
    const {kv, data} = memoryKv();
    const store = safeKv(kv, 'test');
    const opener = requests();
    const filler = requests();
    const opened: Promise<unknown>[] = [];
    recordAssignment(store, kv, show, 'draw', new Date(), (promise) => (opener.waitUntil(promise), opened.push(promise)));
    for (let i = 1; i < ASSIGNMENT_BATCH_MAX - 1; i++) recordAssignment(store, kv, show, 'draw', new Date(), opener.waitUntil);
    const filled: Promise<unknown>[] = [];
    recordAssignment(store, kv, show, 'draw', new Date(), (promise) => (filler.waitUntil(promise), filled.push(promise)));
    expect(filled).toHaveLength(1);
    await filled[0];
    expect([...data.values()].map((s) => s.metadata)).toEqual([{count: ASSIGNMENT_BATCH_MAX}]);
    await vi.advanceTimersByTimeAsync(ASSIGNMENT_BATCH_MS);
    await opener.settled();
    expect(opened).toHaveLength(1);
    expect([...data.values()].map((s) => s.metadata)).toEqual([{count: ASSIGNMENT_BATCH_MAX}]);
  });

  it('keeps variants and namespaces apart, and counts records (not keys) across list pages', async () => {
    const a = memoryKv();
    const b = memoryKv();
    const storeA = safeKv(a.kv, 'test');
    const {waitUntil, settled} = requests();
    for (let i = 0; i < 2345; i++) recordAssignment(storeA, a.kv, show, 'draw', new Date(), waitUntil);
    recordAssignment(storeA, a.kv, hide, 'forced', new Date(), waitUntil);
    recordAssignment(safeKv(b.kv, 'test'), b.kv, show, 'draw', new Date(), waitUntil);
    // An older record written on its own (no metadata) counts as one.
    await a.kv.put(`${variantPrefix('bchp', 1)}legacy`, '{}');
    await vi.advanceTimersByTimeAsync(ASSIGNMENT_BATCH_MS);
    await settled();
    expect(a.data.size).toBe(Math.ceil(2345 / ASSIGNMENT_BATCH_MAX) + 2);
    expect(await storeA.count(variantPrefix('bchp', 1))).toBe(2346);
    expect(await storeA.count(variantPrefix('bchp', 0))).toBe(1);
    expect(await storeA.count(variantPrefix('other', 0))).toBe(0);
    expect(await safeKv(b.kv, 'test').count(variantPrefix('bchp', 1))).toBe(1);
  });

  it('counts across list pages of 1,000 keys', async () => {
    const {kv, calls} = memoryKv();
    for (let i = 0; i < 1500; i++) await kv.put(`${variantPrefix('bchp', 1)}${String(i).padStart(4, '0')}`, '[]', {metadata: {count: 2}});
    calls.length = 0;
    expect(await safeKv(kv, 'test').count(variantPrefix('bchp', 1))).toBe(3000);
    expect(calls).toEqual([`list ${variantPrefix('bchp', 1)}`, `list ${variantPrefix('bchp', 1)}`]);
  });

  it('loses nothing but the batch, without throwing, when KV fails; counts nothing when KV fails or is missing', async () => {
    const failing = safeKv(undefined, 'test', {fail: true});
    const {waitUntil, settled} = requests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    recordAssignment(failing, failing, show, 'draw', new Date(), waitUntil);
    await vi.advanceTimersByTimeAsync(ASSIGNMENT_BATCH_MS);
    await expect(settled()).resolves.toBeDefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[kv:test\] put assignment:bchp:1:\S+ failed:$/), 'KV unavailable');
    warn.mockRestore();
    expect(await safeKv(undefined, 'test').count('assignment:')).toBe(0);
    expect(await failing.count('assignment:')).toBe(0);
  });
});
