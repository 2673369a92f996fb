import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_BODY_BYTES} from '~/infra/http';
import {createRequestLogger} from '~/infra/observability';
import {staffSetCookie} from '../maintenance.server';
import {answerAgents, inAgentTerms} from './agent-step.server';

const SECRET = 'a-maintenance-bypass-secret-of-32-chars-or-more';
const env = (maintenance = false) =>
  ({
    PUBLIC_STORE_DOMAIN: 'https://oral-care.myshopify.com',
    MAINTENANCE_MODE: maintenance ? 'true' : 'false',
    MAINTENANCE_BYPASS_SECRET: SECRET,
    BACKEND_TIMEOUT_MS: '1000',
  }) as unknown as Env;
const log = createRequestLogger('test', '/api/ucp/mcp');
const rpc = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'});

function storeSpy() {
  const fetcher = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response('{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', {headers: {'Content-Type': 'application/json'}}),
  );
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('https://shop.example/api/ucp/mcp', {method: 'POST', body, headers: {'Content-Type': 'application/json', ...headers}});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answerAgents', () => {
  it('leaves every other path to the rest of the pipeline', async () => {
    expect(await answerAgents(new Request('https://shop.example/cart', {method: 'POST'}), env(), log)).toBeNull();
  });

  it('proxies a JSON POST to the store with its body', async () => {
    const fetcher = storeSpy();
    const response = (await answerAgents(post(rpc), env(), log))!;
    expect(response.status).toBe(200);
    expect(fetcher).toHaveBeenCalledOnce();
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://oral-care.myshopify.com/api/ucp/mcp');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe(rpc);
  });

  it('answers a body past the limit 413 as counted, with no Content-Length, sending nothing to the store', async () => {
    const fetcher = storeSpy();
    const big = new TextEncoder().encode(`{"x":"${'a'.repeat(MAX_BODY_BYTES)}"}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 8192) controller.enqueue(big.slice(i, i + 8192));
        controller.close();
      },
    });
    const request = new Request('https://shop.example/api/ucp/mcp', {
      method: 'POST',
      body: stream,
      headers: {'Content-Type': 'application/json'},
      duplex: 'half',
    } as RequestInit);
    const response = (await answerAgents(request, env(), log))!;
    expect(response.status).toBe(413);
    expect(((await response.json()) as {error: {code: number}}).error.code).toBe(-32600);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('answers the MCP endpoint 503 with a JSON-RPC error during maintenance, but lets staff and the profile through', async () => {
    const fetcher = storeSpy();
    const closed = (await answerAgents(post(rpc), env(true), log))!;
    expect(closed.status).toBe(503);
    expect(closed.headers.get('Retry-After')).toBe('3600');
    expect(await closed.json()).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32603}});
    expect(fetcher).not.toHaveBeenCalled();

    const staff = post(rpc, {Cookie: (await staffSetCookie(post(rpc), SECRET)).split(';')[0]!});
    expect((await answerAgents(staff, env(true), log))!.status).toBe(200);
    fetcher.mockResolvedValueOnce(new Response('{"ucp":{}}', {headers: {'Content-Type': 'application/json'}}));
    expect((await answerAgents(new Request('https://shop.example/.well-known/ucp'), env(true), log))!.status).toBe(200);
  });
});

describe('inAgentTerms', () => {
  const page = new Response('<html>Shop not available</html>', {
    status: 503,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '3600'},
  });

  it('turns an early HTML answer on an agents path into JSON with the same status', async () => {
    const mcp = inAgentTerms(new Request('https://shop.example/api/ucp/mcp', {method: 'POST'}), page.clone());
    expect(mcp.status).toBe(503);
    expect(mcp.headers.get('Retry-After')).toBe('3600');
    expect(await mcp.json()).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32603}});
    const profile = inAgentTerms(new Request('https://shop.example/.well-known/ucp'), page.clone());
    expect(profile.headers.get('Content-Type')).toContain('application/json');
  });

  it('leaves other paths alone', () => {
    const answer = page.clone();
    expect(inAgentTerms(new Request('https://shop.example/'), answer)).toBe(answer);
  });
});
