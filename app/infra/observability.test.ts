import {describe, expect, it} from 'vitest';
import {
  ServerTiming,
  attachLogger,
  createRequestLogger,
  loggerFor,
  logLine,
  requestIdOf,
  serverTimingOf,
  startServerTiming,
} from './observability';

describe('requestIdOf', () => {
  it("uses the platform's id: Oxygen's request-id, then Cloudflare's cf-ray, then x-request-id", () => {
    expect(requestIdOf(new Headers({'request-id': 'abc-123', 'cf-ray': '8f1'}))).toBe('abc-123');
    expect(requestIdOf(new Headers({'cf-ray': '8f1c2d3e4f5a6b7c-IAD'}))).toBe('8f1c2d3e4f5a6b7c-IAD');
    expect(requestIdOf(new Headers({'x-request-id': 'proxy-1'}))).toBe('proxy-1');
  });

  it('generates one when none is given or the given one is not sane', () => {
    expect(requestIdOf(new Headers(), () => 'generated')).toBe('generated');
    expect(requestIdOf(new Headers({'request-id': 'a"b\\nc'}), () => 'generated')).toBe('generated');
    expect(requestIdOf(new Headers({'request-id': 'x'.repeat(200)}), () => 'generated')).toBe('generated');
    expect(requestIdOf(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('log lines', () => {
  it('are one JSON object with level, msg and the fields', () => {
    const line = logLine('info', 'request', {requestId: 'r1', route: '/products', method: 'GET', status: 200, duration: 12});
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      level: 'info',
      msg: 'request',
      requestId: 'r1',
      route: '/products',
      method: 'GET',
      status: 200,
      duration: 12,
    });
  });

  it('write an Error as its name and message, and its stack frames in their own field (the server log, never a response)', () => {
    const error = new TypeError('boom');
    error.stack = 'TypeError: boom\n    at x (/work/app/infra/file.ts:1:1)';
    expect(JSON.parse(logLine('error', 'failed', {error}))).toEqual({
      level: 'error',
      msg: 'failed',
      error: 'TypeError: boom',
      stack: 'at x (/work/app/infra/file.ts:1:1)',
    });
  });

  it('carry the request id and route on every line of a request logger', () => {
    const lines: string[] = [];
    const log = createRequestLogger('r2', '/cart', (line) => lines.push(line));
    log.log('warn', 'first');
    log.log('error', 'second', {status: 500});
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      {level: 'warn', msg: 'first', requestId: 'r2', route: '/cart'},
      {level: 'error', msg: 'second', requestId: 'r2', route: '/cart', status: 500},
    ]);
  });
});

describe('ServerTiming', () => {
  it('sums the calls per backend, failed ones too', async () => {
    const timing = new ServerTiming();
    let clock = 0;
    const now = () => clock;
    await timing.measure('storefront', async () => void (clock += 10), now);
    await timing.measure('storefront', async () => void (clock += 5), now);
    await timing
      .measure(
        'content',
        async () => {
          clock += 7;
          throw new Error('down');
        },
        now,
      )
      .catch(() => null);
    expect(timing.header()).toBe('storefront;dur=15;desc="2 calls", content;dur=7;desc="1 call"');
    expect(new ServerTiming().header()).toBeNull();
  });

  it('is found by the request it was started for', () => {
    const request = new Request('http://shop.test/');
    const timing = startServerTiming(request);
    expect(serverTimingOf(request)).toBe(timing);
    expect(serverTimingOf(new Request('http://shop.test/'))).toBeUndefined();
  });
});

describe('loggerFor', () => {
  it('finds the logger attached to a request, else one without an id', () => {
    const request = new Request('http://shop.test/');
    const logger = attachLogger(
      request,
      createRequestLogger('r3', '/', () => undefined),
    );
    expect(loggerFor(request)).toBe(logger);
    expect(loggerFor(new Request('http://shop.test/')).requestId).toBe('none');
  });
});
