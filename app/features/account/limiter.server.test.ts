import {describe, expect, it, vi} from 'vitest';
import {ACCOUNT_RULE} from './throttle';
import {LoginLimiter, MEMORY_LIMITER_KEYS, expiryOf, memoryLimiter, type HeldCounter} from './limiter.server';

/** A Durable Object state whose storage is a Map and whose storage calls take a turn of the event loop. */
function fakeObjectState() {
  const data = new Map<string, unknown>();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  return {
    data,
    storage: {
      get: async (key: string) => (await tick(), data.get(key)),
      put: async (key: string, value: unknown) => void (await tick(), data.set(key, value)),
      delete: async (key: string) => (await tick(), data.delete(key)),
      setAlarm: async (_time: number) => void (await tick()),
    },
    blockConcurrencyWhile: <T>(callback: () => Promise<T>) => callback(),
  };
}

const call = (object: LoginLimiter, body: unknown) =>
  object
    .fetch(new Request('https://limiter/', {method: 'POST', body: JSON.stringify(body)}))
    .then((r) => r.json() as Promise<{allowed: boolean}>);

describe('LoginLimiter (Durable Object)', () => {
  it('25 concurrent acquisitions of one key: exactly 5 allowed, the state persisted', async () => {
    const state = fakeObjectState();
    const object = new LoginLimiter(state, {});
    const answers = await Promise.all(Array.from({length: 25}, () => call(object, {op: 'acquire', rule: ACCOUNT_RULE})));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    expect((state.data.get('state') as {failures: number[]}).failures).toHaveLength(5);
  });
  it('reset forgets the key; malformed requests are refused', async () => {
    const state = fakeObjectState();
    const object = new LoginLimiter(state, {});
    await call(object, {op: 'acquire', rule: ACCOUNT_RULE});
    await call(object, {op: 'reset'});
    expect(state.data.has('state')).toBe(false);
    const bad = await object.fetch(
      new Request('https://limiter/', {method: 'POST', body: JSON.stringify({op: 'acquire', rule: {max: 'x'}})}),
    );
    expect(bad.status).toBe(400);
  });
});

describe('memoryLimiter (no Durable Object binding)', () => {
  it('is atomic inside one isolate: 25 concurrent acquisitions, 5 allowed; reset clears', async () => {
    const limiter = memoryLimiter(new Map());
    const verdicts = await Promise.all(Array.from({length: 25}, () => limiter.acquire('k', ACCOUNT_RULE)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    await limiter.reset('k');
    expect((await limiter.acquire('k', ACCOUNT_RULE)).allowed).toBe(true);
  });
});

describe('memoryLimiter bound', () => {
  it('keeps at most MEMORY_LIMITER_KEYS counters: a flood of new keys pushes out the least recently used', async () => {
    const store = new Map<string, HeldCounter>();
    const limiter = memoryLimiter(store);
    await limiter.acquire('victim', ACCOUNT_RULE);
    for (let i = 0; i < MEMORY_LIMITER_KEYS + 500; i++) {
      await limiter.acquire(`flood-${i}`, ACCOUNT_RULE);
      // The victim is touched now and then, so it is never the least recently used.
      if (i % 1000 === 0) await limiter.acquire('victim', ACCOUNT_RULE);
    }
    expect(store.size).toBe(MEMORY_LIMITER_KEYS);
    expect(store.has('flood-0')).toBe(false);
    expect(store.has(`flood-${MEMORY_LIMITER_KEYS + 499}`)).toBe(true);
    expect(store.get('victim')!.state.failures.length).toBeGreaterThan(1);
  });
  it('drops expired counters before live ones when full', async () => {
    vi.useFakeTimers({now: Date.parse('2026-01-01T00:00:00Z')});
    try {
      const store = new Map<string, HeldCounter>();
      const limiter = memoryLimiter(store, 2);
      const longRule = {...ACCOUNT_RULE, windowMs: 4 * ACCOUNT_RULE.windowMs};
      await limiter.acquire('long', longRule);
      vi.advanceTimersByTime(60_000);
      await limiter.acquire('short', ACCOUNT_RULE);
      vi.advanceTimersByTime(ACCOUNT_RULE.windowMs + 60_000);
      // `short` has expired and `long` has not, though `long` is the least recently used: the
      // third key pushes out only the expired one.
      await limiter.acquire('third', ACCOUNT_RULE);
      expect([...store.keys()]).toEqual(['long', 'third']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('expiryOf', () => {
  it('is the later of the lock and the newest attempt leaving the window', () => {
    expect(expiryOf({failures: [1000], lockedUntil: 0}, ACCOUNT_RULE)).toBe(1000 + ACCOUNT_RULE.windowMs + 1000);
    expect(expiryOf({failures: [0], lockedUntil: 10 * ACCOUNT_RULE.windowMs}, ACCOUNT_RULE)).toBe(10 * ACCOUNT_RULE.windowMs + 1000);
  });
});
