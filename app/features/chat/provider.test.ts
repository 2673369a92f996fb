import {describe, expect, it} from 'vitest';
import {CHAT_WINDOW, initChatService, type ChatService} from './provider';

const noWait = {wait: async () => {}};

function service(readyAfterInit = true) {
  const calls: unknown[] = [];
  const svc: ChatService = {
    init(options) {
      calls.push(options);
      if (readyAfterInit) options.onReady();
    },
    open() {},
  };
  return {svc, calls};
}

describe('chat provider init', () => {
  it('retries until the service exists, 300 ms apart, and opens a 400 by 700 window', async () => {
    const {svc, calls} = service();
    const waits: number[] = [];
    let looks = 0;
    const result = await initChatService(() => (++looks >= 4 ? svc : undefined), {wait: async (ms) => void waits.push(ms)});
    expect(result).toBe(svc);
    expect(looks).toBe(4);
    // Three retries, then the remaining 7 × 300 ms in which the service may report ready.
    expect(waits).toEqual([300, 300, 300, 2100]);
    expect(calls).toEqual([expect.objectContaining(CHAT_WINDOW)]);
  });

  it('gives up after 10 attempts', async () => {
    let looks = 0;
    expect(await initChatService(() => (looks++, undefined), noWait)).toBeNull();
    expect(looks).toBe(10);
  });

  it('is ready only when the service reports it', async () => {
    const {svc} = service(false);
    expect(await initChatService(() => svc, noWait)).toBeNull();
  });
});
