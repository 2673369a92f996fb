import {describe, expect, it} from 'vitest';
import {downstreamResponseHeaders, upstreamRequestHeaders} from './proxy-headers';

describe('upstreamRequestHeaders', () => {
  it('passes credentials, cookies and the MCP headers; drops hop-by-hop headers, the host and the length', () => {
    const out = upstreamRequestHeaders(
      new Headers({
        Authorization: 'Bearer agent-token',
        Cookie: 'a=1; b=2',
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
      cookie: 'a=1; b=2',
      'mcp-session-id': 'session-1',
      'mcp-protocol-version': '2025-06-18',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    });
  });
});

describe('downstreamResponseHeaders', () => {
  it('keeps every Set-Cookie and the MCP session; drops hop-by-hop headers, the length and the encoding', () => {
    const upstream = new Headers();
    upstream.append('Set-Cookie', 'a=1; Path=/');
    upstream.append('Set-Cookie', 'b=2; Path=/; HttpOnly');
    upstream.set('Mcp-Session-Id', 'session-1');
    upstream.set('Content-Type', 'text/event-stream');
    upstream.set('ETag', '"v1"');
    upstream.set('Connection', 'close');
    upstream.set('Keep-Alive', 'timeout=5');
    upstream.set('Proxy-Authenticate', 'Basic');
    upstream.set('Trailer', 'X-Checksum');
    upstream.set('Content-Length', '10');
    upstream.set('Content-Encoding', 'gzip');
    const out = downstreamResponseHeaders(upstream);
    expect(out.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(out.get('Mcp-Session-Id')).toBe('session-1');
    expect(out.get('ETag')).toBe('"v1"');
    expect(out.get('Content-Type')).toBe('text/event-stream');
    for (const name of ['Connection', 'Keep-Alive', 'Proxy-Authenticate', 'Trailer', 'Content-Length', 'Content-Encoding']) {
      expect(out.has(name), name).toBe(false);
    }
  });
});
