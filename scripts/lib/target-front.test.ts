import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTargetFront, type TargetFront} from './target-front';

/**
 * An upstream that drops its connection shortly after answering `/drop`
 * (as a server may after leaving a request body unread) and answers `/slow`
 * only after that has happened. Through a front that pools upstream sockets,
 * `/slow` lands on the dropped socket and fails with a 502 (CI, 2026-11-24).
 */
let upstream: http.Server;
let front: TargetFront;
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
  base = `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await Promise.all([front.close(), new Promise((r) => upstream.close(r))]);
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

/**
 * An upstream whose answer to every request ends 150 ms after its first bytes with 4 MB more (beyond
 * what socket buffers hold, so nobody reading it stalls it), or never for `/endless`.
 */
async function slowAnswers() {
  const ended: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, {'Content-Type': 'text/plain'});
    res.write('first part\n');
    if (req.url === '/endless') return;
    setTimeout(() => res.end(Buffer.alloc(4 << 20, 'x')), 150);
    res.once('finish', () => ended.push(req.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const front = await startTargetFront(0, (server.address() as AddressInfo).port);
  return {
    ended,
    front,
    url: (path: string) => `http://127.0.0.1:${(front.server.address() as AddressInfo).port}${path}`,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('closing the target front', () => {
  it('waits for the answer of a request whose client already left (the worker is shut down after it)', async () => {
    const site = await slowAnswers();
    const leaving = new AbortController();
    const answer = await fetch(site.url('/asset.js'), {signal: leaving.signal});
    expect(answer.status).toBe(200);
    leaving.abort();
    await site.front.close(2_000);
    expect(site.ended).toEqual(['/asset.js']);
    await site.stop();
  });

  it('waits for an answer still being sent, then cuts the client off', async () => {
    const site = await slowAnswers();
    const answer = await fetch(site.url('/page'));
    const body = answer.text().catch((error: Error) => error);
    await site.front.close(2_000);
    expect(site.ended).toEqual(['/page']);
    expect(await body).toBeInstanceOf(Error);
    await site.stop();
  });

  it('gives up on an answer that never ends after the settle time', async () => {
    const site = await slowAnswers();
    const answer = await fetch(site.url('/endless'));
    expect(answer.status).toBe(200);
    const started = Date.now();
    await site.front.close(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    await site.stop();
  });
});
