import {describe, expect, it} from 'vitest';
import {agentEndpointOf, storePathOf} from './ucp-paths';

describe('agentEndpointOf', () => {
  it('names the profile and the MCP endpoint, with or without a trailing slash', () => {
    expect(agentEndpointOf('/.well-known/ucp')).toBe('profile');
    expect(agentEndpointOf('/.well-known/ucp/')).toBe('profile');
    expect(agentEndpointOf('/api/ucp/mcp')).toBe('mcp');
    expect(agentEndpointOf('/api/ucp/mcp/')).toBe('mcp');
  });

  it('names nothing else', () => {
    for (const path of ['/', '/api/ucp', '/api/mcp', '/.well-known/ucp/x', '/api/ucp/mcp//', '/API/UCP/MCP', '/.well-known/ucpx']) {
      expect(agentEndpointOf(path), path).toBeNull();
    }
  });

  it('proxies both forms to the canonical store path', () => {
    expect(storePathOf('profile')).toBe('/.well-known/ucp');
    expect(storePathOf('mcp')).toBe('/api/ucp/mcp');
  });

  it('names each version’s own profile, proxied to the same path on the store', () => {
    expect(agentEndpointOf('/.well-known/ucp/2026-04-08')).toBe('profile');
    expect(agentEndpointOf('/.well-known/ucp/2026-04-08/')).toBe('profile');
    expect(agentEndpointOf('/.well-known/ucp/2026-4-8')).toBeNull();
    expect(storePathOf('profile', '/.well-known/ucp/2026-04-08/')).toBe('/.well-known/ucp/2026-04-08');
    expect(storePathOf('profile', '/.well-known/ucp/')).toBe('/.well-known/ucp');
  });
});
