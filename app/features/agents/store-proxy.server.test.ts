import {describe, expect, it} from 'vitest';
import {profileCacheControl, proxyToStore} from './store-proxy.server';

const STORE = 'https://oral-care.myshopify.com';
type Seen = {url: string; init: RequestInit};

function storeAnswering(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    seen.push({url, init});
    return answer({url, init});
  }) as unknown as typeof fetch;
  return {seen, fetcher};
}

const mcpRequest = (headers: Record<string, string> = {}) =>
  new Request('https://shop.example/api/ucp/mcp/?x=1', {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}});

describe('proxyToStore', () => {
  it('sends the MCP request to the same path on the store and passes its answer on, not stored', async () => {
    const {seen, fetcher} = storeAnswering(
      () =>
        new Response('{"jsonrpc":"2.0","id":1,"result":{}}', {
          headers: {
            'Content-Type': 'application/json',
            'Mcp-Session-Id': 's1',
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Expose-Headers': 'Mcp-Session-Id',
          },
        }),
    );
    const body = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"ping"}').buffer;
    const response = await proxyToStore(mcpRequest({Authorization: 'Bearer t'}), 'mcp', body, {
      storeOrigin: STORE,
      timeoutMs: 1000,
      fetcher,
    });
    expect(seen[0]!.url).toBe(`${STORE}/api/ucp/mcp?x=1`);
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.redirect).toBe('manual');
    expect(new Headers(seen[0]!.init.headers).get('Authorization')).toBe('Bearer t');
    expect(seen[0]!.init.body).toBe(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('Mcp-Session-Id')).toBe('s1');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Expose-Headers')).toBeNull();
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":1,"result":{}}');
  });

  it('streams an event stream through: the first event arrives before the store has finished', async () => {
    let finish!: () => void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: message\ndata: {"first":true}\n\n'));
        finish = () => controller.close();
      },
    });
    const {fetcher} = storeAnswering(() => new Response(stream, {headers: {'Content-Type': 'text/event-stream'}}));
    const response = await proxyToStore(mcpRequest(), 'mcp', null, {storeOrigin: STORE, timeoutMs: 1000, fetcher});
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"first":true');
    finish();
    expect((await reader.read()).done).toBe(true);
  });

  it('answers a store that cannot be reached, or does not answer in time, as an outage: JSON-RPC -32603, 503 and Retry-After', async () => {
    const refused = storeAnswering(() => Promise.reject(new TypeError('connect ECONNREFUSED')));
    const hanging = storeAnswering(
      ({init}) => new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    for (const [{fetcher}, words] of [
      [refused, 'could not be reached'],
      [hanging, 'within 50 ms'],
    ] as const) {
      const response = await proxyToStore(mcpRequest(), 'mcp', null, {storeOrigin: STORE, timeoutMs: 50, fetcher});
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('30');
      const body = (await response.json()) as {jsonrpc: string; id: null; error: {code: number; message: string}};
      expect(body).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32603}});
      expect(body.error.message).toContain(words);
      expect(body.error.message).not.toMatch(/ECONNREFUSED|at /);
    }
  });

  it("passes the store's JSON 429 on with its Retry-After, and never a Set-Cookie", async () => {
    const {fetcher} = storeAnswering(
      () =>
        new Response('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"Too many requests"}}', {
          status: 429,
          headers: {'Content-Type': 'application/json', 'Retry-After': '42', 'Set-Cookie': 'store=1; Path=/'},
        }),
    );
    const response = await proxyToStore(mcpRequest(), 'mcp', null, {storeOrigin: STORE, timeoutMs: 1000, fetcher});
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('42');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(((await response.json()) as {error: {code: number}}).error.code).toBe(-32000);
  });

  it("sends the client's address and the host it called with the shop's private token, and never the shopper's cookies", async () => {
    const {seen, fetcher} = storeAnswering(() => new Response('{}', {headers: {'Content-Type': 'application/json'}}));
    await proxyToStore(mcpRequest({Cookie: 'session=secret'}), 'mcp', null, {
      storeOrigin: STORE,
      timeoutMs: 1000,
      client: {address: '198.51.100.7', host: 'shop.example.com', privateToken: 'shop-private'},
      fetcher,
    });
    const sent = new Headers(seen[0]!.init.headers);
    expect(sent.get('Cookie')).toBeNull();
    expect(sent.get('Shopify-Storefront-Buyer-IP')).toBe('198.51.100.7');
    expect(sent.get('X-Forwarded-Host')).toBe('shop.example.com');
    expect(sent.get('Shopify-Storefront-Private-Token')).toBe('shop-private');
  });

  it('never passes on a redirect or a page: both become JSON errors', async () => {
    const redirect = storeAnswering(() => new Response(null, {status: 301, headers: {Location: 'https://elsewhere.example/'}}));
    const page = storeAnswering(() => new Response('<html>Not found</html>', {status: 404, headers: {'Content-Type': 'text/html'}}));
    const outage = storeAnswering(() => new Response('<html>Bad gateway</html>', {status: 502, headers: {'Content-Type': 'text/html'}}));
    const limited = storeAnswering(
      () => new Response('Too many requests', {status: 429, headers: {'Content-Type': 'text/plain', 'Retry-After': '7'}}),
    );
    const cases = [
      [redirect, 502, null],
      [page, 404, null],
      [outage, 503, '30'],
      [limited, 429, '7'],
    ] as const;
    for (const [{fetcher}, status, retryAfter] of cases) {
      const response = await proxyToStore(mcpRequest(), 'mcp', null, {storeOrigin: STORE, timeoutMs: 1000, fetcher});
      expect(response.status).toBe(status);
      expect(response.headers.get('Retry-After')).toBe(retryAfter);
      expect(response.headers.get('Location')).toBeNull();
      expect(((await response.json()) as {error: {code: number}}).error.code).toBe(-32603);
    }
    const profile = await proxyToStore(new Request('https://shop.example/.well-known/ucp'), 'profile', null, {
      storeOrigin: STORE,
      timeoutMs: 1000,
      fetcher: redirect.fetcher,
    });
    expect(profile.status).toBe(502);
    expect(await profile.json()).toEqual({error: 'The store answered with a redirect (301).'});
  });

  it('passes the profile with its ETag and a 304 with no body, public for a minute at least', async () => {
    const {seen, fetcher} = storeAnswering(({init}) =>
      new Headers(init.headers).get('If-None-Match') === '"p1"'
        ? new Response(null, {status: 304, headers: {ETag: '"p1"'}})
        : new Response('{"ucp":{}}', {
            headers: {'Content-Type': 'application/json', ETag: '"p1"', 'Cache-Control': 'private', 'Access-Control-Allow-Origin': '*'},
          }),
    );
    const full = await proxyToStore(new Request('https://shop.example/.well-known/ucp'), 'profile', null, {
      storeOrigin: STORE,
      timeoutMs: 1000,
      fetcher,
    });
    expect(seen[0]!.url).toBe(`${STORE}/.well-known/ucp`);
    expect(full.status).toBe(200);
    expect(full.headers.get('ETag')).toBe('"p1"');
    expect(full.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(full.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const again = await proxyToStore(
      new Request('https://shop.example/.well-known/ucp', {headers: {'If-None-Match': '"p1"'}}),
      'profile',
      null,
      {storeOrigin: STORE, timeoutMs: 1000, fetcher},
    );
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=60');
  });
});

describe('profileCacheControl', () => {
  const answer = (cacheControl: string | null, status = 200) =>
    new Response(status === 304 ? null : '{}', {status, headers: cacheControl ? {'Cache-Control': cacheControl} : {}});

  it("keeps the store's own when public for a minute or more, else a public minute; errors are not stored", () => {
    expect(profileCacheControl(answer('public, max-age=300'))).toBe('public, max-age=300');
    expect(profileCacheControl(answer('public, max-age=10'))).toBe('public, max-age=60');
    expect(profileCacheControl(answer('private, max-age=300'))).toBe('public, max-age=60');
    expect(profileCacheControl(answer(null))).toBe('public, max-age=60');
    expect(profileCacheControl(answer(null, 304))).toBe('public, max-age=60');
    expect(profileCacheControl(answer('public, max-age=300', 404))).toBe('no-store');
  });
});

describe('proxyToStore on the token tier’s OAuth paths', () => {
  it('sends the token request with the agent’s credentials and no cookie; the answer is not stored, nor readable cross-site, nor setting cookies', async () => {
    const {seen, fetcher} = storeAnswering(
      () =>
        new Response('{"error":"invalid_client"}', {
          status: 401,
          headers: {
            'Content-Type': 'application/json',
            'WWW-Authenticate': 'Basic realm="agents"',
            'Access-Control-Allow-Origin': '*',
            'Set-Cookie': 'store=1',
            'Cache-Control': 'public, max-age=600',
          },
        }),
    );
    const request = new Request('https://shop.example/api/ucp/oauth/token/', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Basic YTpi', Cookie: 'session=shopper'},
    });
    const body = new TextEncoder().encode('grant_type=client_credentials').buffer;
    const response = await proxyToStore(request, 'token', body, {storeOrigin: STORE, timeoutMs: 1000, fetcher});
    expect(seen[0]!.url).toBe(`${STORE}/api/ucp/oauth/token`);
    const sent = new Headers(seen[0]!.init.headers);
    expect(sent.get('Authorization')).toBe('Basic YTpi');
    expect(sent.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(sent.get('Cookie')).toBeNull();
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Basic realm="agents"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('reads an OAuth document at its own path on the store, kept public', async () => {
    const {seen, fetcher} = storeAnswering(
      () =>
        new Response('{"resource":"x"}', {
          headers: {'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*'},
        }),
    );
    const request = new Request('https://shop.example/.well-known/oauth-protected-resource/api/ucp/mcp');
    const response = await proxyToStore(request, 'oauth', null, {storeOrigin: STORE, timeoutMs: 1000, fetcher});
    expect(seen[0]!.url).toBe(`${STORE}/.well-known/oauth-protected-resource/api/ucp/mcp`);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});
