/**
 * Where AI agents reach the shop, at the same paths a Shopify store answers them (Universal
 * Commerce Protocol): the business profile for discovery, UCP's tools over MCP, and the OAuth
 * discovery documents and token endpoint of the token tier (MCP's authorization spec), which an
 * agent that knows only the shop's URL finds at the shop.
 */
export const UCP_PROFILE_PATH = '/.well-known/ucp';
export const UCP_MCP_PATH = '/api/ucp/mcp';
export const OAUTH_PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';
export const OAUTH_AUTHORIZATION_SERVER_PATH = '/.well-known/oauth-authorization-server';
export const OAUTH_TOKEN_PATH = '/api/ucp/oauth/token';
export const OAUTH_AUTHORIZE_PATH = '/api/ucp/oauth/authorize';

/** The OAuth documents an agent reads (the protected resource's in both RFC 9728 forms), and the authorization endpoint. */
const OAUTH_READ_PATHS: ReadonlySet<string> = new Set([
  OAUTH_PROTECTED_RESOURCE_PATH,
  `${OAUTH_PROTECTED_RESOURCE_PATH}${UCP_MCP_PATH}`,
  OAUTH_AUTHORIZATION_SERVER_PATH,
  OAUTH_AUTHORIZE_PATH,
]);

export type AgentEndpoint = 'profile' | 'mcp' | 'oauth' | 'token';

/** A UCP version's own profile, which the current profile names in `supported_versions`. */
const VERSION_PROFILE_PATH = /^\/\.well-known\/ucp\/\d{4}-\d{2}-\d{2}$/;

/**
 * The agents' endpoint a path names, or null. A trailing slash names the same endpoint: an
 * agent follows no redirect, so the shop answers both forms rather than redirecting one.
 */
export function agentEndpointOf(pathname: string): AgentEndpoint | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === UCP_PROFILE_PATH || VERSION_PROFILE_PATH.test(path)) return 'profile';
  if (path === UCP_MCP_PATH) return 'mcp';
  if (path === OAUTH_TOKEN_PATH) return 'token';
  if (OAUTH_READ_PATHS.has(path)) return 'oauth';
  return null;
}

/** The store path a request is proxied to (always the canonical form, without the slash): a version's profile keeps its version. */
export function storePathOf(endpoint: AgentEndpoint, pathname: string): string {
  const path = pathname.replace(/\/$/, '');
  if (endpoint === 'profile') return VERSION_PROFILE_PATH.test(path) ? path : UCP_PROFILE_PATH;
  if (endpoint === 'mcp') return UCP_MCP_PATH;
  if (endpoint === 'token') return OAUTH_TOKEN_PATH;
  return path;
}
