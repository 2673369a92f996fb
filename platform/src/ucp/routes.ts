import {createHash} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type {PlatformContext} from '../context.js';
import {HttpError, MAX_BODY_BYTES, readBody, sendJson} from '../http.js';
import {storefrontClient} from '../storefront/customer/login-throttle.js';
import {createSignedAgentVerifier, type SignedAgentVerifier} from './agent-directory.js';
import {AGENT_SCOPES, agentTokenKey, verifyAgentToken, type AgentGrant} from './agent-auth.js';
import {checkoutEscalation} from './checkout.js';
import {agentOrigin, resourceMetadataUrl, tokenAudience} from './oauth.js';
import {createMcpServer} from './mcp.js';
import {TOKEN_TOOLS, TOOL_NAMES} from './tools.js';
import {businessProfile} from './profile.js';
import {
  AGENT_TIER_HEADER,
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SIGNED_RATE_LIMITS,
  DEFAULT_TOKEN_RATE_LIMITS,
  RATE_LIMIT_ERROR_CODE,
  RATE_LIMIT_MESSAGE,
  toolFamily,
  type AgentTier,
  type RateLimits,
} from './rate-limit.js';
import {FORWARDED_HOST_HEADER, signedAuthority} from './signed-agents.js';
import {createVersionNegotiator, NEGOTIATION_ERROR_CODE, negotiationMessage, type Negotiated} from './negotiation.js';
import {
  DEFAULT_UCP_VERSION,
  LATEST_UCP_VERSION,
  MCP_PATH,
  PROFILE_PATH,
  UCP_VERSIONS,
  versionProfilePath,
  type UcpVersion,
} from './version.js';

/** The profile each path serves: the current version's at /.well-known/ucp, each older one's at its own path. */
const PROFILE_PATHS = new Map<string, UcpVersion>([
  [PROFILE_PATH, LATEST_UCP_VERSION],
  ...UCP_VERSIONS.filter((v) => v !== LATEST_UCP_VERSION).map((v): [string, UcpVersion] => [versionProfilePath(v), v]),
]);

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Authorization, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID, Signature, Signature-Input, Signature-Agent',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, MCP-Protocol-Version, Retry-After, X-Agent-Tier, WWW-Authenticate',
  'Access-Control-Max-Age': '86400',
};

export interface AgentTierOptions {
  limits?: RateLimits;
  signedLimits?: RateLimits;
  /** Limits of agents with a token, per OAuth client. */
  tokenLimits?: RateLimits;
  /** Hosts a signed agent's key directory may be fetched from although they are not public (`PLATFORM_UCP_AGENT_HOSTS_ALLOWED`). */
  allowedHosts?: ReadonlySet<string>;
}

/** GET/HEAD /.well-known/ucp and POST /api/ucp/mcp; false for any other path. */
export function createUcpRoutes(
  ctx: PlatformContext,
  log: (message: string, error?: unknown) => void,
  {
    limits = DEFAULT_RATE_LIMITS,
    signedLimits = DEFAULT_SIGNED_RATE_LIMITS,
    tokenLimits = DEFAULT_TOKEN_RATE_LIMITS,
    allowedHosts = new Set(),
  }: AgentTierOptions = {},
) {
  const limiters = {anonymous: createRateLimiter(limits), signed: createRateLimiter(signedLimits), token: createRateLimiter(tokenLimits)};
  const tokenKey = agentTokenKey(ctx.db);
  const signatures = createSignedAgentVerifier({allowedHosts, log});
  const negotiator = createVersionNegotiator({allowedHosts, log});

  function profile(req: IncomingMessage, res: ServerResponse, version: UcpVersion) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, {error: 'Method not allowed'}, {...CORS, Allow: 'GET, HEAD'});
    }
    const body = JSON.stringify(businessProfile(ctx.storefrontUrl, version));
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    const headers = {...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60', ETag: etag};
    const match = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (match.includes(etag) || match.includes('*')) {
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(200, {...headers, 'Content-Length': Buffer.byteLength(body)});
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function mcp(req: IncomingMessage, res: ServerResponse) {
    const vouched = req.headers['shopify-storefront-private-token'] === ctx.privateToken;
    const origin = agentOrigin(ctx, req);
    // A valid access token makes the agent a token one, counted per OAuth client; else a valid Web
    // Bot Auth signature makes it signed, counted per key; any other is anonymous.
    const bearer = /^bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    const grant = bearer && req.method === 'POST' ? await verifyAgentToken(tokenKey, bearer, tokenAudience(origin)) : null;
    const keyid = !grant && req.method === 'POST' ? await signedKey(signatures, req, vouched) : null;
    const agentTier: AgentTier = grant ? 'token' : keyid ? 'signed' : 'anonymous';
    const tier = {[AGENT_TIER_HEADER]: agentTier};
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      sendJson(res, status, body, {...CORS, ...tier, ...extra});
    if (req.method !== 'POST') {
      // No server-initiated stream (GET) and no sessions to end (DELETE): JSON answers to POSTs only.
      return send(405, rpcError(null, ErrorCode.InvalidRequest, 'Method not allowed: send JSON-RPC messages with POST'), {Allow: 'POST'});
    }
    let text: string;
    try {
      text = await readBody(req, MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof HttpError) return send(e.status, rpcError(null, ErrorCode.InvalidRequest, e.message));
      throw e;
    }
    const screened = screenMessage(text);
    // Counted per key for a signed agent, else per address (the buyer IP the shop vouches for with
    // its private token, else the socket's), and per tool family; malformed calls count too, or a
    // flood of them would be free.
    const call = ('message' in screened ? screened.message : {}) as {id?: unknown; method?: unknown; params?: {name?: unknown}};
    const client =
      grant?.clientId ?? keyid ?? storefrontClient(req.socket.remoteAddress, req.headers['shopify-storefront-buyer-ip'], vouched);
    const allowed = limiters[agentTier].take(client, toolFamily(call.method, call.params?.name));
    if (!allowed.allowed) {
      const id = typeof call.id === 'string' || typeof call.id === 'number' ? call.id : null;
      return send(429, rpcError(id, RATE_LIMIT_ERROR_CODE, RATE_LIMIT_MESSAGE, {retry_after: allowed.retryAfterSeconds}), {
        'Retry-After': String(allowed.retryAfterSeconds),
      });
    }
    if ('error' in screened) return send(screened.status, screened.error);
    const args = (call.params as {arguments?: {id?: unknown; meta?: {'ucp-agent'?: {profile?: unknown}}}} | undefined)?.arguments;
    const challenge = authChallenge(call, bearer, grant, origin);
    if (challenge) {
      const id = typeof call.id === 'string' || typeof call.id === 'number' ? call.id : null;
      let data: ReturnType<typeof checkoutEscalation>;
      if (challenge.error === undefined) {
        // The escalation speaks the agent's version, as the tool's own answer would; the challenge
        // itself holds at every version, so a failed negotiation still gets it (in 2026-04-08).
        const answer = await negotiator.negotiate(args?.meta?.['ucp-agent']?.profile);
        data = checkoutEscalation(ctx, args?.id, 'failure' in answer ? DEFAULT_UCP_VERSION : answer.version);
      }
      return send(401, rpcError(id, UNAUTHORIZED_CODE, challenge.message, data), {'WWW-Authenticate': challenge.header});
    }

    // A tool call is answered in the version negotiated from the profile the agent names; a call
    // whose profile cannot be had or shares no version is refused as the release says (-32001).
    let negotiated: Negotiated | undefined;
    if (call.method === 'tools/call') {
      const answer = await negotiator.negotiate(args?.meta?.['ucp-agent']?.profile);
      if ('failure' in answer) {
        const id = typeof call.id === 'string' || typeof call.id === 'number' ? call.id : null;
        const {code, content} = answer.failure;
        return send(200, rpcError(id, NEGOTIATION_ERROR_CODE, negotiationMessage(code), {code, content, continue_url: ctx.storefrontUrl}));
      }
      negotiated = answer;
    }

    const server = createMcpServer(ctx, (tool, e) => log(`UCP tool ${tool} failed`, e), negotiated);
    const transport = new WebStandardStreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    try {
      await server.connect(transport);
      const answer = await transport.handleRequest(webRequest(req), {
        parsedBody: screened.message,
        authInfo: grant && bearer ? {token: bearer, clientId: grant.clientId, scopes: grant.scopes} : undefined,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {...CORS, ...tier};
      answer.headers.forEach((value, name) => (headers[name] = value));
      res.writeHead(answer.status, {...headers, 'Content-Length': String(body.length)});
      res.end(body);
    } finally {
      await server.close();
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const profileVersion = PROFILE_PATHS.get(url.pathname);
    if (!profileVersion && url.pathname !== MCP_PATH) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return true;
    }
    if (profileVersion) profile(req, res, profileVersion);
    else await mcp(req, res);
    return true;
  };
}

/**
 * The signing key's thumbprint when the request carries a valid Web Bot Auth signature of the
 * authority the agent called: the shop's host as the shop vouches for it, else the one asked here.
 */
async function signedKey(signatures: SignedAgentVerifier, req: IncomingMessage, vouched: boolean): Promise<string | null> {
  if (!req.headers.signature || !req.headers['signature-input'] || !req.headers['signature-agent']) return null;
  const forwarded = req.headers[FORWARDED_HOST_HEADER];
  const authority = signedAuthority(req.headers.host, Array.isArray(forwarded) ? forwarded[0] : forwarded, vouched);
  if (!authority) return null;
  // All the request's headers: a signature may cover more than the two components it must.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return signatures.verify({method: req.method ?? 'POST', path: req.url ?? '/', authority, headers});
}

/** JSON-RPC's code for a call that needs credentials it lacks (MCP leaves the code to the server; HTTP 401 says it). */
export const UNAUTHORIZED_CODE = -32001;

/**
 * Why this call must first get a token (RFC 6750 §3, as MCP's authorization spec uses it): a token
 * that is not good here (forged, expired, for another audience) on any call, so the client fetches
 * a new one; no token on a tool that needs one. The challenge names where to discover the
 * authorization server and every scope an agent may hold: the server grants those the client has,
 * so one token serves both tools. Null when the call may go on.
 */
export function authChallenge(
  call: {method?: unknown; params?: {name?: unknown}},
  bearer: string | undefined,
  grant: AgentGrant | null,
  origin: string,
): {header: string; message: string; error?: 'invalid_token'} | null {
  const metadata = `resource_metadata="${resourceMetadataUrl(origin)}", scope="${AGENT_SCOPES.join(' ')}"`;
  if (bearer && !grant) {
    return {
      header: `Bearer error="invalid_token", error_description="The access token is invalid or expired", ${metadata}`,
      message: 'The access token is invalid or expired: get a new one from the token endpoint.',
      error: 'invalid_token',
    };
  }
  const tool = call.method === 'tools/call' && typeof call.params?.name === 'string' ? call.params.name : undefined;
  if (!grant && tool && TOKEN_TOOLS.has(tool)) {
    return {
      header: `Bearer ${metadata}`,
      message: `${tool} needs an access token: the resource metadata names where to get one.`,
    };
  }
  return null;
}

const rpcError = (id: RequestId | null, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0' as const,
  id,
  error: {code, message, ...(data === undefined ? {} : {data})},
});

/** The requests this server answers, each read with the SDK's own schema of its params. */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

/**
 * What the SDK's transport would take too loosely or answer with the wrong code, refused first in
 * JSON-RPC's own terms: batches (MCP 2025-06-18 removed them, and one POST stays one call), a JSON
 * value that is no JSON-RPC message (-32600, where the SDK says parse error), and a request whose
 * params do not fit its method, or a tools/call of no tool this server has (-32602, naming what is
 * wrong, where the SDK answers an internal error with the validator's dump, or a tool's error).
 */
export function screenMessage(text: string): {message: unknown} | {status: number; error: ReturnType<typeof rpcError>} {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {status: 400, error: rpcError(null, ErrorCode.ParseError, 'Parse error: the body is not valid JSON')};
  }
  if (Array.isArray(value)) {
    return {
      status: 400,
      error: rpcError(null, ErrorCode.InvalidRequest, 'Invalid Request: batches are not supported; send one JSON-RPC message per request'),
    };
  }
  const rawId = (value as {id?: unknown} | null)?.id;
  const id = typeof rawId === 'string' || (typeof rawId === 'number' && Number.isFinite(rawId)) ? rawId : null;
  if (!JSONRPCMessageSchema.safeParse(value).success) {
    return {
      status: 400,
      error: rpcError(id, ErrorCode.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response'),
    };
  }
  const message = value as {method?: unknown; id?: unknown};
  const schema =
    message.id !== undefined && Object.hasOwn(REQUEST_SCHEMAS, String(message.method))
      ? REQUEST_SCHEMAS[message.method as keyof typeof REQUEST_SCHEMAS]
      : undefined;
  if (!schema) return {message: value};
  const request = schema.safeParse(value);
  if (!request.success) {
    const where = [...new Set(request.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    return {status: 200, error: rpcError(id, ErrorCode.InvalidParams, `Invalid params: ${where || 'params'} missing or of the wrong type`)};
  }
  if (request.data.method === 'tools/call' && !TOOL_NAMES.has(request.data.params.name)) {
    return {status: 200, error: rpcError(id, ErrorCode.InvalidParams, `Unknown tool: ${request.data.params.name.slice(0, 100)}`)};
  }
  return {message: value};
}

/**
 * The Node request as the transport's web Request (the body is already read and parsed). MCP clients
 * list both JSON and event streams in Accept, and the SDK refuses any other with 406; an agent that
 * sends none (curl, a plain fetch) or takes JSON without streams is answered JSON, all this endpoint
 * ever sends, rather than refused.
 */
function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'content-length') headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const accept = headers.get('accept');
  if (!accept || /(^|,)\s*(application\/json|application\/\*|\*\/\*)\s*(;|,|$)/i.test(accept)) {
    headers.set('accept', 'application/json, text/event-stream');
  }
  return new Request(new URL(req.url ?? '/', 'http://localhost'), {method: 'POST', headers});
}
