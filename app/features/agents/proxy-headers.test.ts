import {describe, expect, it} from 'vitest';
import {downstreamResponseHeaders, upstreamRequestHeaders} from './proxy-headers';

describe('upstreamRequestHeaders', () => {
  it('passes what an MCP call needs; drops the shopper’s cookies, unknown and hop-by-hop headers, the host and the length', () => {
    const out = upstreamRequestHeaders(
      new Headers({
        Authorization: 'Bearer agent-token',
        Cookie: 'a=1; b=2',
        'X-Shopify-Customer-Token': 'someone',
        'Shopify-Storefront-Buyer-IP': '203.0.113.9',
        'Shopify-Storefront-Private-Token': 'guessed',
        Signature: 'sig1=:abc=:',
        'Signature-Input': 'sig1=("@authority" "signature-agent");created=1;keyid="k"',
        'Signature-Agent': '"https://agent.example"',
        'UCP-Agent': 'profile="https://agent.example/.well-known/ucp"',
        'Content-Digest': 'sha-256=:abc=:',
        'Idempotency-Key': 'k-1',
        'User-Agent': 'agent/1.0',
        'Mcp-Session-Id': 'session-1',
        'Mcp-Protocol-Version': '2025-06-18',
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Connection: 'keep-alive, X-Hop',
        'Keep-Alive': 'timeout=5',
        'Transfer-Encoding': 'chunked',
        TE: 'trailers',
        Trailer: 'X-Checksum',
        Upgrade: 'websocket',
        'Proxy-Authorization': 'Basic c2VjcmV0',
        'Proxy-Connection': 'keep-alive',
        'Proxy-Custom': 'x',
        'X-Hop': 'listed in Connection',
        Host: 'shop.example',
        'Content-Length': '12',
      }),
    );
    expect(Object.fromEntries(out)).toEqual({
      authorization: 'Bearer agent-token',
      signature: 'sig1=:abc=:',
      'signature-input': 'sig1=("@authority" "signature-agent");created=1;keyid="k"',
      'signature-agent': '"https://agent.example"',
      'ucp-agent': 'profile="https://agent.example/.well-known/ucp"',
      'content-digest': 'sha-256=:abc=:',
      'idempotency-key': 'k-1',
      'user-agent': 'agent/1.0',
      'mcp-session-id': 'session-1',
      'mcp-protocol-version': '2025-06-18',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    });
  });

  it("adds the client's address, the host it called and the shop's private token when the shop speaks for a known client", () => {
    const out = upstreamRequestHeaders(new Headers({'Shopify-Storefront-Buyer-IP': '203.0.113.9', 'X-Forwarded-Host': 'evil.example'}), {
      address: '198.51.100.7',
      host: 'shop.example.com',
      privateToken: 'shop-private',
    });
    expect(out.get('Shopify-Storefront-Buyer-IP')).toBe('198.51.100.7');
    expect(out.get('X-Forwarded-Host')).toBe('shop.example.com');
    expect(out.get('Shopify-Storefront-Private-Token')).toBe('shop-private');
  });

  it('names the host the agent called even when the runtime gives no address; never the host an agent claims', () => {
    const out = upstreamRequestHeaders(new Headers({'X-Forwarded-Host': 'evil.example'}), {host: 'localhost:3000', privateToken: 'p'});
    expect(out.get('X-Forwarded-Host')).toBe('localhost:3000');
    expect(out.has('Shopify-Storefront-Buyer-IP')).toBe(false);
    expect(upstreamRequestHeaders(new Headers({'X-Forwarded-Host': 'evil.example'})).has('X-Forwarded-Host')).toBe(false);
  });
});

describe('downstreamResponseHeaders', () => {
  it('keeps the MCP session and Retry-After; drops every Set-Cookie, hop-by-hop headers, the length and the encoding', () => {
    const upstream = new Headers();
    upstream.append('Set-Cookie', 'a=1; Path=/');
    upstream.append('Set-Cookie', 'b=2; Path=/; HttpOnly');
    upstream.set('Mcp-Session-Id', 'session-1');
    upstream.set('Retry-After', '12');
    upstream.set('Content-Type', 'text/event-stream');
    upstream.set('ETag', '"v1"');
    upstream.set('Connection', 'close');
    upstream.set('Keep-Alive', 'timeout=5');
    upstream.set('Proxy-Authenticate', 'Basic');
    upstream.set('Trailer', 'X-Checksum');
    upstream.set('Content-Length', '10');
    upstream.set('Content-Encoding', 'gzip');
    const out = downstreamResponseHeaders(upstream);
    expect(out.getSetCookie()).toEqual([]);
    expect(out.get('Mcp-Session-Id')).toBe('session-1');
    expect(out.get('Retry-After')).toBe('12');
    expect(out.get('ETag')).toBe('"v1"');
    expect(out.get('Content-Type')).toBe('text/event-stream');
    for (const name of ['Set-Cookie', 'Connection', 'Keep-Alive', 'Proxy-Authenticate', 'Trailer', 'Content-Length', 'Content-Encoding']) {
      expect(out.has(name), name).toBe(false);
    }
  });
});
