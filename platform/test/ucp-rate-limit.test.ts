import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DEFAULT_RATE_LIMITS} from '../src/ucp/rate-limit.js';
import {startPlatform, type TestPlatform} from './helpers.js';
import {AGENT_META} from './ucp-helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const SHOP_TOKEN = 'local-private-storefront-token';

/** A tool call as the shop passes it on for an agent at `address` (or, with no address, as the agent's own connection). */
async function call(name: string, args: Record<string, unknown>, address?: string, token = SHOP_TOKEN) {
  const res = await fetch(`${p.url}/api/ucp/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(address ? {'Shopify-Storefront-Buyer-IP': address, 'Shopify-Storefront-Private-Token': token} : {}),
    },
    body: JSON.stringify({jsonrpc: '2.0', id: 5, method: 'tools/call', params: {name, arguments: {meta: AGENT_META, ...args}}}),
  });
  return {status: res.status, headers: res.headers, body: (await res.json()) as any};
}

const getCart = (address?: string, token?: string) => call('get_cart', {id: 'gid://shopify/Cart/nothing-here'}, address, token);
const getCheckout = (address?: string) => call('get_checkout', {id: 'gid://shopify/Checkout/nothing-here'}, address);

async function statuses(n: number, run: () => Promise<{status: number}>) {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await run()).status);
  return seen;
}

describe('anonymous agents are limited per address and per tool family', () => {
  it('answers 100 cart calls from one address with 429s past the cart limit, while another address is unaffected', async () => {
    const seen = await statuses(100, () => getCart('203.0.113.10'));
    const limit = DEFAULT_RATE_LIMITS.perWindow.cart;
    expect(seen.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(seen.slice(limit).every((s) => s === 429)).toBe(true);

    const refused = await getCart('203.0.113.10');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-agent-tier')).toBe('anonymous');
    expect(refused.body).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: {code: -32000, message: 'Rate limit exceeded', data: {retry_after: retryAfter}},
    });

    const other = await getCart('203.0.113.11');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-agent-tier')).toBe('anonymous');
    expect(other.body.result.structuredContent.messages[0].code).toBe('not_found');
  });

  it('limits checkout more strictly than cart: an address out of checkout calls still reads its cart', async () => {
    const seen = await statuses(DEFAULT_RATE_LIMITS.perWindow.checkout + 1, () => getCheckout('203.0.113.20'));
    expect(seen.at(-1)).toBe(429);
    expect(seen.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect((await getCart('203.0.113.20')).status).toBe(200);
    expect((await call('search_catalog', {catalog: {query: 'toothpaste'}}, '203.0.113.20')).status).toBe(200);
  });

  it('believes a buyer address only with the shop’s private token: without it the caller’s own address is counted', async () => {
    const seen = await statuses(DEFAULT_RATE_LIMITS.perWindow.cart + 1, () =>
      getCart(`198.51.100.${Math.floor(Math.random() * 250)}`, 'guessed'),
    );
    expect(seen.at(-1)).toBe(429);
    expect((await getCart()).status).toBe(429);
    expect((await getCart('198.51.100.251')).status).toBe(200);
  });
});
