import {afterEach, describe, expect, it, vi} from 'vitest';
import {KV_READ_TIMEOUT_MS, readWithin, safeKv} from './kv.server';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('readWithin', () => {
  it('answers with the read when it settles in time and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(readWithin(Promise.resolve('on'))).resolves.toBe('on');
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`gives up after ${KV_READ_TIMEOUT_MS} ms on a store that does not answer`, async () => {
    vi.useFakeTimers();
    const read = readWithin(new Promise<string>(() => {}));
    const outcome = expect(read).rejects.toThrow(`KV read timed out after ${KV_READ_TIMEOUT_MS} ms`);
    await vi.advanceTimersByTimeAsync(KV_READ_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes the store’s own error through and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(readWithin(Promise.reject(new Error('KV GET failed: 500')))).rejects.toThrow('KV GET failed: 500');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('safeKv', () => {
  it('reads a store that never answers as no value, after the timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = {get: () => new Promise(() => {})} as unknown as KVNamespace;
    const read = safeKv(hanging, 'test').getJson('key');
    await vi.advanceTimersByTimeAsync(KV_READ_TIMEOUT_MS);
    await expect(read).resolves.toBeNull();
  });
});
