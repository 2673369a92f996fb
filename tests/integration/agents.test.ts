import type {IncomingMessage, ServerResponse} from 'node:http';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {getPage, platformUrl, post} from '../support/http';
import {rawRequest} from '../support/raw-http';
import {startFaultProxy, type FaultProxy} from '../support/fault-proxy';

/**
 * The agents' paths (the UCP profile and the MCP endpoint) against a store stand-in: the fault
 * proxy in front of the test platform answers those two paths itself, so each test controls
 * what the store sends (cookies, hop-by-hop headers, an event stream, silence) and sees exactly
 * what the shop sent it.
 */
type Shop = Awaited<ReturnType<typeof startTestShop>>;

const PROFILE = {ucp: {version: '2026-01-11', services: {'dev.ucp.shopping': {mcp: {endpoint: '/api/ucp/mcp'}}}}};
const TOOLS_LIST = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {}});
const JSON_TYPE = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
const TIMEOUT_MS = 1500;

interface JsonRpcError {
  jsonrpc: string;
  id: null;
  error: {code: number; message: string};
}

const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://store.local').pathname;

/** The store's side of both paths: a profile with an ETag, and an MCP answer echoing the request. */
function storeStandIn(profileVersion: () => number) {
  return (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const path = pathOf(req);
    if (path === '/.well-known/ucp') {
      const etag = `"profile-${profileVersion()}"`;
      if (req.headers['if-none-match'] === etag) res.writeHead(304, {ETag: etag}).end();
      else res.writeHead(200, {'Content-Type': 'application/json', ETag: etag}).end(JSON.stringify({...PROFILE, v: profileVersion()}));
      return true;
    }
    if (path === '/api/ucp/mcp') {
      const request = JSON.parse(body.toString('utf8')) as {id: number; method: string};
      res.setHeader('Set-Cookie', ['agent_a=1; Path=/; HttpOnly', 'agent_b=2; Path=/; Secure']);
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Mcp-Session-Id': 'session-from-store',
        'Keep-Alive': 'timeout=5',
        'Proxy-Authenticate': 'Basic realm="store"',
        Trailer: 'X-Checksum',
        'X-Store-Header': 'kept',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(JSON.stringify({jsonrpc: '2.0', id: request.id, result: {echo: request.method}}));
      return true;
    }
    return false;
  };
}

const mcpPost = (base: string, body = TOOLS_LIST, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/ucp/mcp`, {method: 'POST', headers: {...JSON_TYPE, ...headers}, body, redirect: 'manual'});

async function expectJsonRpcError(response: Response, status: number, code: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as JsonRpcError;
  expect(body).toMatchObject({jsonrpc: '2.0', id: null, error: {code}});
  expect(body.error.message).not.toMatch(/\bat [\w.<>]+ \(|\.js:\d+|<html/i);
  return body;
}

let proxy: FaultProxy;
let version = 1;
beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
});
afterAll(() => proxy?.close());

describe('the agents’ paths, proxied to the store', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startTestShop(
      TEST_PORTS.spareShop,
      TEST_PORTS.spareAssets,
      envFor(proxy.url, {BACKEND_TIMEOUT_MS: String(TIMEOUT_MS), CLIENT_IP_HEADER: 'CF-Connecting-IP'}),
    );
  });
  afterAll(() => shop?.close());
  beforeEach(() => proxy.intercept(storeStandIn(() => version)));
  afterEach(() => proxy.clear());

  const callsTo = (since: number, path: string) => proxy.calls.slice(since).filter((call) => call.path.split('?')[0] === path);

  it('GET /.well-known/ucp: the store’s profile, public for a minute, with its ETag; If-None-Match gets the store’s 304', async () => {
    const since = proxy.mark();
    const response = await getPage('/.well-known/ucp', {}, shop.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('etag')).toBe(`"profile-${version}"`);
    expect(await response.json()).toEqual({...PROFILE, v: version});
    expect(callsTo(since, '/.well-known/ucp')).toHaveLength(1);

    const again = await getPage('/.well-known/ucp', {headers: {'If-None-Match': `"profile-${version}"`}}, shop.url);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`"profile-${version}"`);
    expect(await again.text()).toBe('');
    expect(callsTo(since, '/.well-known/ucp')[1]!.headers['if-none-match']).toBe(`"profile-${version}"`);
  });

  it('HEAD /.well-known/ucp: the headers without a body, asked of the store with HEAD', async () => {
    const since = proxy.mark();
    const response = await getPage('/.well-known/ucp', {method: 'HEAD'}, shop.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"profile-${version}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toBe('');
    expect(callsTo(since, '/.well-known/ucp').map((call) => call.method)).toEqual(['HEAD']);
  });

  it('never redirects: a trailing slash is answered, not redirected, on both paths', async () => {
    const since = proxy.mark();
    const profile = await getPage('/.well-known/ucp/', {}, shop.url);
    expect(profile.status).toBe(200);
    expect(profile.headers.get('location')).toBeNull();
    const mcp = await fetch(`${shop.url}/api/ucp/mcp/`, {method: 'POST', headers: JSON_TYPE, body: TOOLS_LIST, redirect: 'manual'});
    expect(mcp.status).toBe(200);
    expect(callsTo(since, '/.well-known/ucp')).toHaveLength(1);
    expect(callsTo(since, '/api/ucp/mcp')).toHaveLength(1);
  });

  it('is not answered from the page cache: each request reaches the store and a change shows at once', async () => {
    const since = proxy.mark();
    const first = await getPage('/.well-known/ucp', {}, shop.url);
    expect(((await first.json()) as {v: number}).v).toBe(version);
    version += 1;
    const second = await getPage('/.well-known/ucp', {}, shop.url);
    expect(((await second.json()) as {v: number}).v).toBe(version);
    expect(second.headers.get('x-cache')).toBeNull();
    expect(callsTo(since, '/.well-known/ucp')).toHaveLength(2);
  });

  it('POST /api/ucp/mcp with no Origin: what an MCP call needs and the client’s address go to the store; the shopper’s cookies go nowhere', async () => {
    const since = proxy.mark();
    const response = await rawRequest('/api/ucp/mcp', {
      method: 'POST',
      base: shop.url,
      body: TOOLS_LIST,
      headers: {
        ...JSON_TYPE,
        Authorization: 'Bearer agent-token-123',
        Cookie: 'cart=abc; session=xyz',
        'CF-Connecting-IP': '198.51.100.23',
        'Shopify-Storefront-Buyer-IP': '203.0.113.1',
        Signature: 'sig1=:c2lnbmF0dXJl:',
        'Signature-Input': 'sig1=("@authority" "signature-agent");created=1700000000;keyid="agent-key"',
        'Signature-Agent': '"https://agent.example"',
        'Mcp-Session-Id': 'session-from-agent',
        'Mcp-Protocol-Version': '2025-06-18',
        'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0',
        TE: 'trailers',
        'Keep-Alive': 'timeout=30',
      },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({jsonrpc: '2.0', id: 1, result: {echo: 'tools/list'}});

    const [sent] = callsTo(since, '/api/ucp/mcp');
    expect(sent!.method).toBe('POST');
    expect(sent!.headers).toMatchObject({
      authorization: 'Bearer agent-token-123',
      signature: 'sig1=:c2lnbmF0dXJl:',
      'signature-input': 'sig1=("@authority" "signature-agent");created=1700000000;keyid="agent-key"',
      'signature-agent': '"https://agent.example"',
      'mcp-session-id': 'session-from-agent',
      'mcp-protocol-version': '2025-06-18',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      // The address the runtime gives (CLIENT_IP_HEADER), never the one the agent wrote, with the shop's private token.
      'shopify-storefront-buyer-ip': '198.51.100.23',
      'shopify-storefront-private-token': 'local-private-storefront-token',
    });
    for (const name of ['cookie', 'cf-connecting-ip', 'proxy-authorization', 'te', 'trailer', 'keep-alive', 'origin'])
      expect(sent!.headers, name).not.toHaveProperty(name);

    // The store's cookies would land on the shop's domain, beside the shopper's: none passes.
    expect(response.cookies).toEqual([]);
    expect(response.headers['mcp-session-id']).toBe('session-from-store');
    expect(response.headers['x-store-header']).toBe('kept');
    expect(response.headers['cache-control']).toBe('private, no-store');
    for (const name of ['keep-alive', 'proxy-authenticate', 'trailer', 'upgrade', 'access-control-allow-origin']) {
      expect(response.headers, name).not.toHaveProperty(name);
    }
  });

  it('streams the store’s answer: the first event reaches the agent while the store is still sending', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    proxy.intercept((req, res) => {
      if (pathOf(req) !== '/api/ucp/mcp') return false;
      res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
      res.write('event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}\n\n');
      void released.then(() => res.end('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n'));
      return true;
    });
    try {
      const response = await mcpPost(shop.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const firstEvent = (async () => {
        while (!text.includes('notifications/progress')) {
          const {value, done} = await reader.read();
          if (done) break;
          text += decoder.decode(value, {stream: true});
        }
        return text;
      })();
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('(nothing within 10 s)'), 10_000));
      // Buffered, the first event would only come with the last, which the store sends after this read.
      expect(await Promise.race([firstEvent, timeout])).toContain('notifications/progress');
      expect(text).not.toContain('"result"');
      release();
      for (;;) {
        const {value, done} = await reader.read();
        if (done) break;
        text += decoder.decode(value, {stream: true});
      }
      expect(text).toContain('"result":{}');
    } finally {
      release();
    }
  });

  it('answers every other method on the MCP endpoint 405 with Allow: POST and a JSON-RPC error, the profile POST 405 too', async () => {
    const since = proxy.mark();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${shop.url}/api/ucp/mcp`, {method, redirect: 'manual'});
      expect(response.headers.get('allow'), method).toBe('POST');
      await expectJsonRpcError(response, 405, -32600);
    }
    const head = await fetch(`${shop.url}/api/ucp/mcp`, {method: 'HEAD'});
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
    const profile = await fetch(`${shop.url}/.well-known/ucp`, {method: 'POST', headers: JSON_TYPE, body: '{}'});
    expect(profile.status).toBe(405);
    expect(profile.headers.get('allow')).toBe('GET, HEAD');
    expect(await profile.json()).toEqual({error: 'The UCP profile can only be read, with GET or HEAD.'});
    expect(proxy.calls.slice(since)).toEqual([]);
  });

  it('answers 415 with a JSON-RPC error to any content type but JSON (what a cross-site form could send), sending nothing on', async () => {
    const since = proxy.mark();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
      const response = await fetch(`${shop.url}/api/ucp/mcp`, {
        method: 'POST',
        headers: type ? {'Content-Type': type, Origin: 'https://evil.example'} : {Origin: 'https://evil.example'},
        body: type ? TOOLS_LIST : new Uint8Array(new TextEncoder().encode(TOOLS_LIST)),
      });
      const body = await expectJsonRpcError(response, 415, -32600);
      expect(body.error.message, String(type)).toBe('Send the JSON-RPC message with Content-Type: application/json.');
    }
    expect(proxy.calls.slice(since)).toEqual([]);
  });

  it('answers a 2 MB body 413 with a JSON-RPC error before anything reaches the store, declared or chunked', async () => {
    const since = proxy.mark();
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {name: 'search_catalog', arguments: {q: 'a'.repeat(2 * 1024 * 1024)}},
    });
    const declared = await mcpPost(shop.url, big);
    const body = await expectJsonRpcError(declared, 413, -32600);
    expect(body.error.message).toContain('64 KB');
    const chunked = await rawRequest('/api/ucp/mcp', {method: 'POST', base: shop.url, body: big, headers: JSON_TYPE, chunked: true});
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32600}});
    expect(proxy.calls.slice(since)).toEqual([]);
  });

  it('keeps the same-origin rule for cookie-carrying forms: a form POST without an Origin is still refused', async () => {
    const noOrigin = await fetch(`${shop.url}/cart`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'session=abc'},
      body: 'cartAction=LinesAdd',
      redirect: 'manual',
    });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.text()).toContain('sent from another website');
    const foreign = await post('/cart', {cartAction: 'LinesAdd'}, {base: shop.url, headers: {Origin: 'https://evil.example'}});
    expect(foreign.status).toBe(403);
    // The same JSON POST without an Origin on the agents' path is proxied.
    expect((await mcpPost(shop.url)).status).toBe(200);
  });

  it('answers a store that does not answer in time as an outage (JSON-RPC -32603, 503, Retry-After), within the backend timeout', async () => {
    proxy.set({fault: 'hang', targets: ['other']});
    const started = Date.now();
    const response = await mcpPost(shop.url);
    await expectJsonRpcError(response, 503, -32603);
    expect(response.headers.get('retry-after')).toBe('30');
    // Well inside the test's own timeout: the shop gave up, the store never answered.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 8000);
    const profile = await getPage('/.well-known/ucp', {}, shop.url);
    expect(profile.status).toBe(503);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(((await profile.json()) as {error: string}).error).toContain(`within ${TIMEOUT_MS} ms`);
  });

  it('answers a connection the store drops with JSON-RPC -32603, 503 and Retry-After, so the agent retries', async () => {
    proxy.set({fault: 'refuse', targets: ['other']});
    const response = await mcpPost(shop.url);
    await expectJsonRpcError(response, 503, -32603);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('passes the store’s 429 on as a 429 with its Retry-After, JSON or not', async () => {
    let plain = false;
    proxy.intercept((req, res) => {
      if (pathOf(req) !== '/api/ucp/mcp') return false;
      if (plain) res.writeHead(429, {'Content-Type': 'text/plain', 'Retry-After': '9'}).end('Too many requests');
      else
        res
          .writeHead(429, {'Content-Type': 'application/json', 'Retry-After': '17'})
          .end(JSON.stringify({jsonrpc: '2.0', id: 1, error: {code: -32000, message: 'Too many requests'}}));
      return true;
    });
    const json = await mcpPost(shop.url);
    expect(json.status).toBe(429);
    expect(json.headers.get('retry-after')).toBe('17');
    expect(((await json.json()) as JsonRpcError).error.code).toBe(-32000);
    plain = true;
    const text = await mcpPost(shop.url);
    expect(text.status).toBe(429);
    expect(text.headers.get('retry-after')).toBe('9');
    expect(((await text.json()) as JsonRpcError).error.code).toBe(-32603);
  });

  it('passes a store error page on as a JSON-RPC error with its status, never the page', async () => {
    proxy.intercept((req, res) => {
      if (pathOf(req) !== '/api/ucp/mcp') return false;
      res.writeHead(404, {'Content-Type': 'text/html'}).end('<!doctype html><h1>Page not found</h1>');
      return true;
    });
    const body = await expectJsonRpcError(await mcpPost(shop.url), 404, -32603);
    expect(body.error.message).toBe('The store answered 404 without JSON.');
  });
});

describe('the agents’ paths in maintenance', () => {
  const SECRET = 'agents-maintenance-bypass-secret-0123456789';
  let shop: Shop;
  beforeAll(async () => {
    proxy.intercept(storeStandIn(() => version));
    shop = await startTestShop(
      TEST_PORTS.spareShop,
      TEST_PORTS.spareAssets,
      envFor(proxy.url, {MAINTENANCE_MODE: 'true', MAINTENANCE_BYPASS_SECRET: SECRET}),
    );
  });
  afterAll(async () => {
    proxy.intercept(null);
    await shop?.close();
  });

  it('answers the MCP endpoint 503 with a JSON-RPC error and Retry-After, never the maintenance redirect', async () => {
    const since = proxy.mark();
    const response = await mcpPost(shop.url);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('retry-after')).toBe('3600');
    const body = await expectJsonRpcError(response, 503, -32603);
    expect(body.error.message).toBe('The shop is closed for maintenance. Please try again later.');
    expect(proxy.calls.slice(since).filter((call) => call.path === '/api/ucp/mcp')).toEqual([]);
  });

  it('still serves the profile, and staff with the bypass cookie reach the store', async () => {
    const profile = await getPage('/.well-known/ucp', {}, shop.url);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject(PROFILE);

    const bypass = await getPage(`/maintenance/bypass?key=${SECRET}`, {}, shop.url);
    const cookie = bypass.headers.getSetCookie()[0]!.split(';')[0]!;
    const staff = await mcpPost(shop.url, TOOLS_LIST, {Cookie: cookie});
    expect(staff.status).toBe(200);
    expect(await staff.json()).toEqual({jsonrpc: '2.0', id: 1, result: {echo: 'tools/list'}});
  });
});

describe('the agents’ paths behind the storefront password', () => {
  let shop: Shop;
  beforeAll(async () => {
    proxy.intercept(storeStandIn(() => version));
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url, {STOREFRONT_PASSWORD: 'brightsmile'}));
  });
  afterAll(async () => {
    proxy.intercept(null);
    await shop?.close();
  });

  it('serves agents while the pages ask for the password', async () => {
    const page = await getPage('/products', {}, shop.url);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/password?redirect=%2Fproducts');
    const profile = await getPage('/.well-known/ucp', {}, shop.url);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject(PROFILE);
    const mcp = await mcpPost(shop.url);
    expect(mcp.status).toBe(200);
    expect(await mcp.json()).toEqual({jsonrpc: '2.0', id: 1, result: {echo: 'tools/list'}});
  });
});

describe('the agents’ paths with the store down (connection refused)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(`http://localhost:${TEST_PORTS.deadPlatform}`));
  });
  afterAll(() => shop?.close());

  it('answers JSON-RPC -32603 with 503 and Retry-After on the MCP endpoint and a JSON 503 for the profile, never a page or a stack', async () => {
    const response = await mcpPost(shop.url);
    expect(response.headers.get('retry-after')).toBe('30');
    const body = await expectJsonRpcError(response, 503, -32603);
    expect(body.error.message).toBe('The store could not be reached. Please try again.');
    const profile = await getPage('/.well-known/ucp', {}, shop.url);
    expect(profile.status).toBe(503);
    expect(await profile.json()).toEqual({error: 'The store could not be reached. Please try again.'});
  });
});
