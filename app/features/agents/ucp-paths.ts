/**
 * Where AI agents reach the shop, at the same paths a Shopify store answers them (Universal
 * Commerce Protocol): the business profile for discovery, and UCP's tools over MCP.
 */
export const UCP_PROFILE_PATH = '/.well-known/ucp';
export const UCP_MCP_PATH = '/api/ucp/mcp';

export type AgentEndpoint = 'profile' | 'mcp';

/**
 * The agents' endpoint a path names, or null. A trailing slash names the same endpoint: an
 * agent follows no redirect, so the shop answers both forms rather than redirecting one.
 */
export function agentEndpointOf(pathname: string): AgentEndpoint | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === UCP_PROFILE_PATH) return 'profile';
  if (path === UCP_MCP_PATH) return 'mcp';
  return null;
}

/** The store path an endpoint is proxied to (always the canonical form, without the slash). */
export function storePathOf(endpoint: AgentEndpoint): string {
  return endpoint === 'profile' ? UCP_PROFILE_PATH : UCP_MCP_PATH;
}
