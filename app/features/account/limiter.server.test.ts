import {describe, expect, it} from 'vitest';
import {ACCOUNT_RULE} from './throttle';
import {LoginLimiter, expiryOf, memoryLimiter} from './limiter.server';

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

describe('expiryOf', () => {
  it('is the later of the lock and the newest attempt leaving the window', () => {
    expect(expiryOf({failures: [1000], lockedUntil: 0}, ACCOUNT_RULE)).toBe(1000 + ACCOUNT_RULE.windowMs + 1000);
    expect(expiryOf({failures: [0], lockedUntil: 10 * ACCOUNT_RULE.windowMs}, ACCOUNT_RULE)).toBe(10 * ACCOUNT_RULE.windowMs + 1000);
  });
});
