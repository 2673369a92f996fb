/**
 * Where AI agents reach the shop, at the same paths a Shopify store answers them (Universal
 * Commerce Protocol): the business profile for discovery, and UCP's tools over MCP.
 */
export const UCP_PROFILE_PATH = '/.well-known/ucp';
export const UCP_MCP_PATH = '/api/ucp/mcp';

export type AgentEndpoint = 'profile' | 'mcp';

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
  return null;
}

/** The store path an endpoint is proxied to (always the canonical form, without the slash): a version's profile keeps its version. */
export function storePathOf(endpoint: AgentEndpoint, pathname = ''): string {
  const path = pathname.replace(/\/$/, '');
  if (endpoint === 'profile') return VERSION_PROFILE_PATH.test(path) ? path : UCP_PROFILE_PATH;
  return UCP_MCP_PATH;
}
