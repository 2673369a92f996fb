import {describe, expect, it, vi} from 'vitest';
import {BATCH_QUERY, batchSelector, selectFromBatch} from './batch';
import {linkIndex, resolveCollection} from './resolve';
import type {RawCollection, RawEntity} from './types';

const entry = (id: string, type: string, fields: Record<string, unknown>): RawEntity => ({
  sys: {id, type: 'Entry', contentType: {sys: {id: type}}},
  fields,
});
const link = (id: string) => ({sys: {type: 'Link', linkType: 'Entry', id}});

const batch: RawCollection = {
  sys: {type: 'Array'},
  total: 5,
  skip: 0,
  limit: 1000,
  items: [
    entry('m1', 'navigationMenu', {name: 'main', items: [link('l1'), link('c2')]}),
    entry('c1', 'category', {handle: 'colgate-toothpaste', subCategories: [link('c2')]}),
    entry('c2', 'category', {handle: 'kids-toothpaste'}),
    entry('d1', 'langDictionary', {path: 'lang/en', entries: {hello: 'Hi'}}),
    entry('x1', 'experiment', {experimentId: 'bchp'}),
  ],
  includes: {Entry: [entry('l1', 'navigationLink', {label: 'Shop'})]},
};

describe('content batch', () => {
  it('asks for every batched type in one query', () => {
    expect(String(BATCH_QUERY['sys.contentType.sys.id[in]']).split(',')).toEqual(
      expect.arrayContaining([
        'navigationMenu',
        'langDictionary',
        'experiment',
        'category',
        'productLanding',
        'productVariant',
        'staticImage',
      ]),
    );
  });

  it('answers whole-type listings and field lookups of batched types', () => {
    expect(batchSelector({content_type: 'navigationMenu', include: 3, limit: 10})).toEqual({
      contentType: 'navigationMenu',
      fields: {},
      limit: 10,
    });
    expect(batchSelector({content_type: 'category', 'fields.handle': 'x', limit: 1, include: 3})).toEqual({
      contentType: 'category',
      fields: {handle: 'x'},
      limit: 1,
    });
    expect(batchSelector({content_type: 'experiment', include: 0, limit: 50})?.contentType).toBe('experiment');
  });

  it('leaves other types and richer queries to their own request', () => {
    expect(batchSelector({content_type: 'article', include: 3})).toBeNull();
    expect(batchSelector({content_type: 'category', order: 'fields.label', include: 3})).toBeNull();
    expect(batchSelector({content_type: 'category', skip: 10, include: 3})).toBeNull();
    expect(batchSelector({content_type: 'category', 'fields.handle[in]': 'a,b', include: 3})).toBeNull();
    expect(batchSelector({content_type: 'category', query: 'kids', include: 3})).toBeNull();
    expect(batchSelector({content_type: 'category', include: 5})).toBeNull();
  });

  it('picks the matching entries, links resolved against the rest of the batch', () => {
    const selected = selectFromBatch(batch, batchSelector({content_type: 'category', 'fields.handle': 'colgate-toothpaste', limit: 1})!);
    expect(selected.items.map((e) => e.sys.id)).toEqual(['c1']);
    const [category] = resolveCollection<{handle: string; subCategories: {fields: {handle: string}}[]}>(selected);
    expect(category!.fields.subCategories[0]!.fields.handle).toBe('kids-toothpaste');

    const menus = resolveCollection<{items: {fields: {label?: string; handle?: string}}[]}>(
      selectFromBatch(batch, batchSelector({content_type: 'navigationMenu', include: 3, limit: 10})!),
    );
    expect(menus[0]!.fields.items.map((i) => i.fields.label ?? i.fields.handle)).toEqual(['Shop', 'kids-toothpaste']);
  });

  it("resolves a selection the same against the whole batch's link index (which the client builds once per batch)", () => {
    const index = linkIndex(batch);
    for (const query of [
      {content_type: 'category', 'fields.handle': 'colgate-toothpaste', limit: 1},
      {content_type: 'category', limit: 1},
      {content_type: 'navigationMenu', include: 3, limit: 10},
      {content_type: 'experiment', include: 0, limit: 50},
    ]) {
      const selected = selectFromBatch(batch, batchSelector(query)!);
      expect(linkIndex(selected)).toEqual(index);
      expect(resolveCollection(selected, index)).toEqual(resolveCollection(selected));
    }
  });

  it('finds nothing for an unknown handle and honours the limit', () => {
    expect(selectFromBatch(batch, batchSelector({content_type: 'category', 'fields.handle': 'nope', limit: 1})!).items).toEqual([]);
    const one = selectFromBatch(batch, batchSelector({content_type: 'category', limit: 1})!);
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(2);
  });
});

/** A batch load that stays on its way until `finish`, counting how often it was started. */
function heldLoad() {
  const held = {
    loads: 0,
    finish: (() => undefined) as (value: typeof batch) => void,
    load: () => {
      held.loads += 1;
      return new Promise<typeof batch>((resolve) => (held.finish = resolve));
    },
  };
  return held;
}

describe('remembered batch', () => {
  it('reuses a loaded batch for a while, then loads again; forgetBatches drops it', async () => {
    const {rememberedBatch, forgetBatches, BATCH_MEMO_MS} = await import('./batch');
    let loads = 0;
    let clock = 1_000;
    const load = async () => {
      loads += 1;
      return batch;
    };
    await rememberedBatch('space-a', load, () => clock);
    await rememberedBatch('space-a', load, () => clock);
    expect(loads).toBe(1);
    clock += BATCH_MEMO_MS + 1;
    await rememberedBatch('space-a', load, () => clock);
    expect(loads).toBe(2);
    forgetBatches();
    await rememberedBatch('space-a', load, () => clock);
    expect(loads).toBe(3);
  });

  it('remembers at most BATCH_MEMO_KEYS batches, however many generations a burst of publishes starts', async () => {
    const {rememberedBatch, rememberedBatchCount, forgetBatches, BATCH_MEMO_KEYS} = await import('./batch');
    forgetBatches();
    const clock = 5_000;
    for (let generation = 0; generation < BATCH_MEMO_KEYS * 5; generation++) {
      await rememberedBatch(
        `space-a generation-${generation}`,
        async () => batch,
        () => clock,
      );
    }
    expect(rememberedBatchCount()).toBe(BATCH_MEMO_KEYS);
    let loads = 0;
    await rememberedBatch(
      `space-a generation-${BATCH_MEMO_KEYS * 5 - 1}`,
      async () => (loads++, batch),
      () => clock,
    );
    expect(loads).toBe(0);
  });

  it('shares a load on its way: a burst of requests on a cold isolate asks the content API once', async () => {
    const {rememberedBatch, forgetBatches} = await import('./batch');
    forgetBatches();
    const held = heldLoad();
    const burst = Array.from({length: 70}, () => rememberedBatch('space-burst', held.load));
    expect(held.loads).toBe(1);
    held.finish(batch);
    expect(await Promise.all(burst)).toEqual(Array(70).fill(batch));
    await rememberedBatch('space-burst', held.load);
    expect(held.loads).toBe(1);
  });

  it("a waiting request learns how the load ended on its own timer, never from the loading request's promise", async () => {
    // The edge runtime cancels a request that waits on another request's I/O: a shared batch
    // promise failed a few requests under load each time the batch was loaded again.
    const {rememberedBatch, forgetBatches, SHARED_LOAD_POLL_MS} = await import('./batch');
    forgetBatches();
    vi.useFakeTimers();
    try {
      const held = heldLoad();
      const loader = rememberedBatch('space-poll', held.load);
      let waiterGot: unknown;
      void rememberedBatch('space-poll', held.load).then((value) => (waiterGot = value));
      held.finish(batch);
      expect(await loader).toBe(batch);
      await vi.advanceTimersByTimeAsync(0);
      expect(waiterGot).toBeUndefined();
      await vi.advanceTimersByTimeAsync(SHARED_LOAD_POLL_MS);
      expect(waiterGot).toBe(batch);
      expect(held.loads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a load whose request never ends (cancelled) holds a waiting request SHARED_LOAD_WAIT_MS at most; it then loads for itself', async () => {
    const {rememberedBatch, forgetBatches, SHARED_LOAD_WAIT_MS} = await import('./batch');
    forgetBatches();
    vi.useFakeTimers();
    try {
      void rememberedBatch('space-cancelled', () => new Promise<typeof batch>(() => {}));
      let loads = 0;
      let got: unknown;
      void rememberedBatch('space-cancelled', async () => (loads++, batch)).then((value) => (got = value));
      await vi.advanceTimersByTimeAsync(SHARED_LOAD_WAIT_MS - 100);
      expect(got).toBeUndefined();
      await vi.advanceTimersByTimeAsync(200);
      expect(got).toBe(batch);
      expect(loads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares a failed load with everyone waiting on it, and loads again after it', async () => {
    const {rememberedBatch, forgetBatches} = await import('./batch');
    forgetBatches();
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('down');
    };
    const results = await Promise.allSettled([rememberedBatch('space-c', failing), rememberedBatch('space-c', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    expect(await rememberedBatch('space-c', async () => batch)).toBe(batch);
  });

  it('a load failing after a purge leaves the load the purge started alone', async () => {
    const {rememberedBatch, forgetBatches} = await import('./batch');
    forgetBatches();
    let failOld!: (error: Error) => void;
    const old = rememberedBatch('space-d', () => new Promise((_, reject) => (failOld = reject)));
    forgetBatches();
    const held = heldLoad();
    const fresh = rememberedBatch('space-d', held.load);
    failOld(new Error('down'));
    await expect(old).rejects.toThrow('down');
    // The old load's end must not drop the new one: a caller now shares it.
    const sharer = rememberedBatch('space-d', held.load);
    expect(held.loads).toBe(1);
    held.finish(batch);
    expect(await Promise.all([fresh, sharer])).toEqual([batch, batch]);
  });

  it('does not remember a failed load', async () => {
    const {rememberedBatch} = await import('./batch');
    await expect(rememberedBatch('space-b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await rememberedBatch('space-b', async () => batch)).toBe(batch);
  });
});
