import type {IncomingMessage, ServerResponse} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl} from '../support/http';
import {rawRequest} from '../support/raw-http';
import {startFaultProxy, type FaultProxy} from '../support/fault-proxy';

/**
 * The shop configured for a real Shopify store (`PUBLIC_STORE_DOMAIN` a myshopify.com domain):
 * the worker's requests to that store are rerouted to the fault proxy (as a hosts file would),
 * which records them and answers the agents' paths as the store would; the rest goes on to the
 * test platform. So the test sees what a real store would receive.
 */
const STORE_DOMAIN = 'oral-care-test.myshopify.com';
type Shop = Awaited<ReturnType<typeof startTestShop>>;

function store(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const path = new URL(req.url ?? '/', 'http://store.local').pathname;
  if (path === '/.well-known/ucp') {
    res.writeHead(200, {'Content-Type': 'application/json', ETag: '"store-profile"'}).end('{"ucp":{"version":"2026-01-11"}}');
    return true;
  }
  if (path === '/api/ucp/mcp') {
    const {id} = JSON.parse(body.toString('utf8')) as {id: number};
    res.writeHead(200, {'Content-Type': 'application/json', 'Mcp-Session-Id': 'store-session'});
    res.end(JSON.stringify({jsonrpc: '2.0', id, result: {tools: []}}));
    return true;
  }
  return false;
}

describe('the agents’ paths of a shop on a real store domain', () => {
  let proxy: FaultProxy;
  let shop: Shop;
  beforeAll(async () => {
    proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
    proxy.intercept(store);
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platformUrl(), {PUBLIC_STORE_DOMAIN: STORE_DOMAIN}), {
      reroute: {[`https://${STORE_DOMAIN}`]: proxy.url},
    });
  });
  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
  });

  it('serves its pages from that store (the Storefront API calls go there too)', async () => {
    const since = proxy.mark();
    expect((await getPage('/products/colgate-toothpaste', {}, shop.url)).status).toBe(200);
    const graphql = proxy.calls.slice(since).filter((call) => call.target === 'graphql');
    expect(graphql.length).toBeGreaterThan(0);
    expect(graphql.every((call) => call.headers.host === STORE_DOMAIN)).toBe(true);
  });

  it('asks the store for its profile at https://{shop}.myshopify.com/.well-known/ucp', async () => {
    const since = proxy.mark();
    const response = await getPage('/.well-known/ucp', {headers: {'If-None-Match': '"older"'}}, shop.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"store-profile"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const calls = proxy.calls.slice(since);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({method: 'GET', path: '/.well-known/ucp'});
    expect(calls[0]!.headers).toMatchObject({host: STORE_DOMAIN, 'if-none-match': '"older"'});
  });

  it('sends MCP calls to https://{shop}.myshopify.com/api/ucp/mcp with the agent’s credentials, no cookie and no hop-by-hop header', async () => {
    const since = proxy.mark();
    const response = await rawRequest('/api/ucp/mcp', {
      method: 'POST',
      base: shop.url,
      body: JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/list'}),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: 'Bearer agent-token',
        Cookie: 'agent=1',
        'Mcp-Session-Id': 'agent-session',
        'Mcp-Protocol-Version': '2025-06-18',
        'Proxy-Authorization': 'Basic eDp5',
        TE: 'trailers',
      },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({jsonrpc: '2.0', id: 7, result: {tools: []}});
    expect(response.headers['mcp-session-id']).toBe('store-session');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const calls = proxy.calls.slice(since);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({method: 'POST', path: '/api/ucp/mcp'});
    expect(calls[0]!.headers).toMatchObject({
      host: STORE_DOMAIN,
      authorization: 'Bearer agent-token',
      'mcp-session-id': 'agent-session',
      'mcp-protocol-version': '2025-06-18',
      'content-type': 'application/json',
    });
    for (const name of ['cookie', 'proxy-authorization', 'te', 'origin']) expect(calls[0]!.headers, name).not.toHaveProperty(name);
  });
});
