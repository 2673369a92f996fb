import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from '../context.js';
import {HttpError, readBody, sendJson} from '../http.js';
import {
  AGENT_SCOPES,
  grantedScopes,
  issueAgentToken,
  TOKEN_LIFETIME_SECONDS,
  type AgentClients,
  type AgentGrant,
  type TokenAudience,
} from './agent-auth.js';
import {FORWARDED_HOST_HEADER, signedAuthority} from './signed-agents.js';
import {MCP_PATH} from './version.js';

/**
 * OAuth 2.0 for agents, discoverable as MCP's authorization spec says: the MCP endpoint's
 * protected-resource metadata (RFC 9728) names this platform as its authorization server, whose
 * metadata (RFC 8414) names the token endpoint (client credentials, RFC 6749 §4.4).
 */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';
export const AUTHORIZATION_SERVER_PATH = '/.well-known/oauth-authorization-server';
export const TOKEN_PATH = '/api/ucp/oauth/token';
/** No browser sign-in here: this endpoint exists because the metadata must name one, and refuses every request. */
export const AUTHORIZE_PATH = '/api/ucp/oauth/authorize';
export const OAUTH_PATHS: ReadonlySet<string> = new Set([
  PROTECTED_RESOURCE_PATH,
  `${PROTECTED_RESOURCE_PATH}${MCP_PATH}`,
  AUTHORIZATION_SERVER_PATH,
  TOKEN_PATH,
  AUTHORIZE_PATH,
]);

/** A token request's form is small: past this it is no token request. */
const MAX_TOKEN_REQUEST_BYTES = 8 * 1024;

/**
 * The origin the agent called: the shop's, when the shop's proxy names its host beside its private
 * token (the agent knows only the shop), else this platform's own. Metadata, token issuer and
 * audience all name it, so a token fetched through the shop is good at the shop's MCP endpoint.
 */
export function agentOrigin(ctx: PlatformContext, req: IncomingMessage): string {
  const vouched = req.headers['shopify-storefront-private-token'] === ctx.privateToken;
  const forwarded = req.headers[FORWARDED_HOST_HEADER];
  const host = vouched ? signedAuthority(undefined, Array.isArray(forwarded) ? forwarded[0] : forwarded, true) : null;
  return host ? `${new URL(ctx.storefrontUrl).protocol}//${host}` : ctx.origin;
}

export const tokenAudience = (origin: string): TokenAudience => ({issuer: origin, audience: `${origin}${MCP_PATH}`});
export const resourceMetadataUrl = (origin: string) => `${origin}${PROTECTED_RESOURCE_PATH}${MCP_PATH}`;

export function protectedResourceMetadata(origin: string) {
  return {
    resource: `${origin}${MCP_PATH}`,
    authorization_servers: [origin],
    scopes_supported: [...AGENT_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Oral Care Shop (UCP)',
  };
}

export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}${AUTHORIZE_PATH}`,
    token_endpoint: `${origin}${TOKEN_PATH}`,
    // Client credentials only: no response type of the authorization endpoint is served.
    response_types_supported: [],
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: [...AGENT_SCOPES],
  };
}

type TokenAnswer =
  {status: 200; body: Record<string, unknown>} | {status: 400 | 401; body: {error: string; error_description: string}; basic?: boolean};

const oauthError = (status: 400 | 401, error: string, description: string, basic = false): TokenAnswer => ({
  status,
  body: {error, error_description: description},
  basic,
});

/** The client's id and secret from HTTP Basic (form-encoded, as RFC 6749 §2.3.1 has it) or from the form; never both. */
function clientCredentials(authorization: string | undefined, form: URLSearchParams) {
  const fromForm = form.has('client_id') || form.has('client_secret');
  if (authorization && /^basic\s/i.test(authorization)) {
    if (fromForm) return {error: 'Send the client’s credentials once: in the Authorization header or in the form.'};
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return {error: 'The Authorization header is not Basic client_id:client_secret.', basic: true};
    const unescape = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    return {id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)), basic: true};
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  if (!id || !secret) return {error: 'The client is not authenticated: send client_id and client_secret (Basic or form).'};
  return {id, secret, basic: false};
}

/** The token endpoint's answer to one request (RFC 6749 §4.4 and §5). */
export async function tokenAnswer(
  clients: AgentClients,
  key: Parameters<typeof issueAgentToken>[0],
  origin: string,
  {contentType, authorization, body}: {contentType: string | undefined; authorization: string | undefined; body: string},
): Promise<TokenAnswer> {
  if ((contentType ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
    return oauthError(400, 'invalid_request', 'Send the token request as application/x-www-form-urlencoded.');
  }
  const form = new URLSearchParams(body);
  for (const name of ['grant_type', 'scope', 'resource', 'client_id', 'client_secret']) {
    if (form.getAll(name).length > 1) return oauthError(400, 'invalid_request', `The parameter ${name} is sent more than once.`);
  }
  const credentials = clientCredentials(authorization, form);
  if ('error' in credentials) return oauthError(401, 'invalid_client', credentials.error!, credentials.basic);
  const client = clients.authenticate(credentials.id, credentials.secret);
  if (!client) return oauthError(401, 'invalid_client', 'Unknown client or wrong secret.', credentials.basic);
  const grantType = form.get('grant_type');
  if (!grantType) return oauthError(400, 'invalid_request', 'grant_type is missing: send grant_type=client_credentials.');
  if (grantType !== 'client_credentials') {
    return oauthError(400, 'unsupported_grant_type', `Only grant_type=client_credentials is served, not ${grantType.slice(0, 100)}.`);
  }
  const audience = tokenAudience(origin);
  // RFC 8707: a client may name the resource it wants the token for; this server has one.
  const resource = form.get('resource');
  if (resource !== null && resource.replace(/\/$/, '') !== audience.audience) {
    return oauthError(400, 'invalid_target', `Tokens are issued for ${audience.audience} only.`);
  }
  const scope = form.get('scope');
  const granted = grantedScopes(client, scope ?? undefined);
  if ('error' in granted) return oauthError(400, 'invalid_scope', granted.error);
  const grant: AgentGrant = {clientId: client.clientId, scopes: granted.scopes};
  return {
    status: 200,
    body: {
      access_token: await issueAgentToken(key, grant, audience),
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: grant.scopes.join(' '),
    },
  };
}

const CORS = {'Access-Control-Allow-Origin': '*'};
// RFC 6749 §5.1: token answers are never stored.
const NO_STORE = {'Cache-Control': 'no-store', Pragma: 'no-cache'};

/** The OAuth paths (OAUTH_PATHS); false for any other. */
export function createOAuthRoutes(ctx: PlatformContext, clients: AgentClients, key: Parameters<typeof issueAgentToken>[0]) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    if (!OAUTH_PATHS.has(path)) return false;
    const origin = agentOrigin(ctx, req);
    if (path === TOKEN_PATH) {
      if (req.method !== 'POST') return (sendJson(res, 405, oauthError(400, 'invalid_request', 'Use POST.').body, {Allow: 'POST'}), true);
      let body: string;
      try {
        body = await readBody(req, MAX_TOKEN_REQUEST_BYTES);
      } catch (e) {
        if (e instanceof HttpError)
          return (sendJson(res, e.status, {error: 'invalid_request', error_description: e.message}, NO_STORE), true);
        throw e;
      }
      const answer = await tokenAnswer(clients, key, origin, {
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body,
      });
      // RFC 6749 §5.2: a client that tried Basic is told so on its 401.
      const challenge: Record<string, string> =
        answer.status === 401 && 'basic' in answer && answer.basic ? {'WWW-Authenticate': 'Basic realm="agents"'} : {};
      sendJson(res, answer.status, answer.body, {...NO_STORE, ...challenge});
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, {error: 'Method not allowed'}, {...CORS, Allow: 'GET, HEAD'});
      return true;
    }
    if (path === AUTHORIZE_PATH) {
      sendJson(res, 400, {
        error: 'unsupported_response_type',
        error_description: 'Agents get tokens with client credentials at the token endpoint; there is no sign-in here.',
      });
      return true;
    }
    const document = path === AUTHORIZATION_SERVER_PATH ? authorizationServerMetadata(origin) : protectedResourceMetadata(origin);
    sendJson(res, 200, document, {...CORS, 'Cache-Control': 'public, max-age=300'});
    return true;
  };
}
