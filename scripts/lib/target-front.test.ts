import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTargetFront} from './target-front';

/**
 * An upstream that drops its connection shortly after answering `/drop`
 * (as a server may after leaving a request body unread) and answers `/slow`
 * only after that has happened. Through a front that pools upstream sockets,
 * `/slow` lands on the dropped socket and fails with a 502 (CI, 2026-11-24).
 */
let upstream: http.Server;
let front: http.Server;
let base: string;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    req.resume();
    if (req.url === '/drop') {
      res.end('dropped soon');
      setTimeout(() => req.socket.destroy(), 15);
      return;
    }
    setTimeout(() => res.end(`answered ${req.method} ${req.url}`), 60);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startTargetFront(0, (upstream.address() as AddressInfo).port);
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterAll(async () => {
  front.closeAllConnections();
  upstream.closeAllConnections();
  await Promise.all([new Promise((r) => front.close(r)), new Promise((r) => upstream.close(r))]);
});

describe('the target front', () => {
  it('answers a request that follows a dropped upstream connection (no pooled socket reuse)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dropped = await fetch(`${base}/drop`, {method: 'POST', body: 'x=1'});
      expect(dropped.status).toBe(200);
      await dropped.text();
      const next = await fetch(`${base}/slow`);
      expect(next.status).toBe(200);
      expect(await next.text()).toBe('answered GET /slow');
    }
  });

  it('rewrites request targets the worker runtime refuses', async () => {
    const answer = await fetch(`${base}/learn/%ZZ`);
    expect(await answer.text()).toBe('answered GET /__invalid-request-target');
  });
});
