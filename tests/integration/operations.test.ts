import {describe, expect, it} from 'vitest';
import {getPage} from '../support/http';
import {rawRequest} from '../support/raw-http';

/** Operator basics: /healthz, request ids, Server-Timing (docs/operations.md). */
describe('operator basics', () => {
  it('/healthz answers JSON with each backend up and its latency, 200, never cached', async () => {
    const response = await getPage('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {status: string; backends: Record<string, {status: string; latencyMs: number}>};
    expect(body.status).toBe('ok');
    for (const name of ['storefront', 'content']) {
      expect(body.backends[name]!.status, name).toBe('up');
      expect(body.backends[name]!.latencyMs, name).toBeGreaterThanOrEqual(0);
      expect(body.backends[name]!.latencyMs, name).toBeLessThan(2000);
    }
  });

  it("answers with the platform's request id, or a generated one", async () => {
    const given = await rawRequest('/products', {headers: {'request-id': 'op-test-123'}});
    expect(given.headers['x-request-id']).toBe('op-test-123');
    // The local server (mini-oxygen) sends its own request-id, as Oxygen does; a bad one is replaced.
    const replaced = await rawRequest('/products', {headers: {'request-id': 'bad id with spaces'}});
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the storefront and content calls of a page (search: products and articles) in Server-Timing', async () => {
    // A term no earlier request used: neither the page cache nor the data cache can answer it.
    const response = await getPage(`/search?q=whitening${Date.now().toString(36)}`);
    expect(response.status).toBe(200);
    const timing = response.headers.get('server-timing') ?? '';
    expect(timing).toMatch(/storefront;dur=\d+;desc="\d+ calls?"/);
    expect(timing).toMatch(/content;dur=\d+;desc="\d+ calls?"/);
  });
});
