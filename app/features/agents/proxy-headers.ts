/**
 * The headers the shop passes between an agent and the store. A proxy forwards end-to-end
 * headers (credentials, cookies, MCP's session and protocol version) and drops those that
 * belong to one connection: passed on, they would describe a connection that does not exist
 * on the other side (a body framed twice, an upgrade nobody asked for, a proxy's credentials
 * handed to the next server).
 */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
]);

/** Headers the runtime sets itself for the new hop: the body's length and encoding, the target host. */
const REQUEST_OWN = new Set(['host', 'content-length']);
const RESPONSE_OWN = new Set(['content-length', 'content-encoding']);

function isHopByHop(name: string, listed: ReadonlySet<string>): boolean {
  return HOP_BY_HOP_HEADERS.has(name) || name.startsWith('proxy-') || listed.has(name);
}

/** The names a `Connection` header lists: hop-by-hop for this one connection too. */
function connectionTokens(headers: Headers): Set<string> {
  const value = headers.get('Connection') ?? '';
  return new Set(
    value
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

function copyEndToEnd(headers: Headers, own: ReadonlySet<string>): Headers {
  const listed = connectionTokens(headers);
  const out = new Headers();
  // Iterating yields each Set-Cookie on its own, so several cookies stay several headers.
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (own.has(lower) || isHopByHop(lower, listed)) continue;
    out.append(name, value);
  }
  return out;
}

/** The agent's request headers as they go to the store. */
export function upstreamRequestHeaders(headers: Headers): Headers {
  return copyEndToEnd(headers, REQUEST_OWN);
}

/** The store's answer headers as they go to the agent (the runtime has already decoded the body). */
export function downstreamResponseHeaders(headers: Headers): Headers {
  return copyEndToEnd(headers, RESPONSE_OWN);
}
