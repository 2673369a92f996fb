/**
 * The headers the shop passes between an agent and the store. Towards the store only what an MCP
 * call needs goes (an allowlist): the shop's domain holds the shopper's cookies, and a browser
 * that reaches these paths sends them, so nothing of the shopper's (Cookie, nor any header the
 * shop does not know) may reach the store. Back to the agent go the end-to-end headers except
 * Set-Cookie, which would set the store's cookies on the shop's domain. Hop-by-hop headers belong
 * to one connection: passed on, they would describe a connection that does not exist on the
 * other side (a body framed twice, an upgrade nobody asked for, a proxy's credentials).
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

/**
 * What an agent's request carries to the store: the body's type and the answers it takes, its
 * credential, MCP's session and protocol version, the three Web Bot Auth headers and the headers
 * UCP's own request signatures cover (the agent's profile, the body's digest, the idempotency
 * key), its user agent, and the profile's revalidation.
 */
export const FORWARDED_REQUEST_HEADERS: readonly string[] = [
  'content-type',
  'accept',
  'authorization',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
  'signature',
  'signature-input',
  'signature-agent',
  'ucp-agent',
  'content-digest',
  'idempotency-key',
  'user-agent',
  'if-none-match',
];

/** The header Shopify reads a buyer's address from, honoured only beside the shop's private Storefront token. */
export const BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';
export const PRIVATE_TOKEN_HEADER = 'Shopify-Storefront-Private-Token';
/**
 * The host the agent called (the shop's), which a signed agent's signature covers: the store sees
 * its own host, so the shop names the agent's, believed only beside the private token.
 */
export const FORWARDED_HOST_HEADER = 'X-Forwarded-Host';

/**
 * The client the shop speaks for: its address when the runtime gives it, the host it called, and
 * the token that makes the store believe both.
 */
export interface ForwardedClient {
  address?: string;
  host: string;
  privateToken: string;
}

/** Headers the runtime sets itself for the new hop (the body's length and encoding), and cookies the agent must not get. */
const RESPONSE_DROPPED = new Set(['content-length', 'content-encoding', 'set-cookie']);

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

/** The agent's request headers as they go to the store, with the host it called and its address when the shop knows them. */
export function upstreamRequestHeaders(headers: Headers, client?: ForwardedClient): Headers {
  const out = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out.set(name, value);
  }
  if (client) {
    if (client.address) out.set(BUYER_IP_HEADER, client.address);
    out.set(FORWARDED_HOST_HEADER, client.host);
    out.set(PRIVATE_TOKEN_HEADER, client.privateToken);
  }
  return out;
}

/** The store's answer headers as they go to the agent (the runtime has already decoded the body). */
export function downstreamResponseHeaders(headers: Headers): Headers {
  const listed = connectionTokens(headers);
  const out = new Headers();
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (RESPONSE_DROPPED.has(lower) || isHopByHop(lower, listed)) continue;
    out.append(name, value);
  }
  return out;
}
