import {afterEach, describe, expect, it, vi} from 'vitest';
import {LATE, beforeDeadline} from './deadline';

afterEach(() => {
  vi.useRealTimers();
});

describe('beforeDeadline', () => {
  it('answers with the value when the promise settles in time, leaving no timer', async () => {
    vi.useFakeTimers();
    await expect(beforeDeadline(Promise.resolve(7), 100)).resolves.toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers LATE once the time has passed, not a moment before', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'waiting';
    void beforeDeadline(new Promise(() => {}), 100).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(99);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe(LATE);
  });

  it('passes a rejection through and clears the timer', async () => {
    vi.useFakeTimers();
    await expect(beforeDeadline(Promise.reject(new Error('down')), 100)).rejects.toThrow('down');
    expect(vi.getTimerCount()).toBe(0);
  });
});
