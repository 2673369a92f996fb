import {describe, expect, it, vi} from 'vitest';
import {settleWithin} from './settle-within.server';

describe('settleWithin', () => {
  it('gives the value of a promise that settles before the deadline', async () => {
    await expect(settleWithin(Promise.resolve(['order']), 50)).resolves.toEqual({value: ['order']});
  });

  it('hands back the same promise when it is still pending at the deadline', async () => {
    vi.useFakeTimers();
    try {
      let finish!: (value: string) => void;
      const slow = new Promise<string>((resolve) => (finish = resolve));
      const settled = settleWithin(slow, 150);
      await vi.advanceTimersByTimeAsync(149);
      let done = false;
      void settled.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const result = await settled;
      expect(result).toEqual({pending: slow});
      if ('pending' in result) expect(result.pending).toBe(slow);
      finish('late');
      await expect(slow).resolves.toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands a quick rejection on as the promise, so the error element still shows', async () => {
    const failing = Promise.reject(new Error('backend down'));
    const result = await settleWithin(failing, 50);
    expect('pending' in result && result.pending).toBe(failing);
    await expect(failing).rejects.toThrow('backend down');
  });
});
