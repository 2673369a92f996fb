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

  it('names the OAuth documents and the token endpoint of the token tier', () => {
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/api/ucp/mcp',
      '/.well-known/oauth-authorization-server/',
      '/api/ucp/oauth/authorize',
    ]) {
      expect(agentEndpointOf(path), path).toBe('oauth');
    }
    expect(agentEndpointOf('/api/ucp/oauth/token')).toBe('token');
    for (const path of ['/.well-known/oauth-protected-resource/api/other', '/.well-known/openid-configuration', '/api/ucp/oauth']) {
      expect(agentEndpointOf(path), path).toBeNull();
    }
  });

  it('proxies both forms to the canonical store path', () => {
    expect(storePathOf('profile', '/.well-known/ucp/')).toBe('/.well-known/ucp');
    expect(storePathOf('mcp', '/api/ucp/mcp/')).toBe('/api/ucp/mcp');
    expect(storePathOf('token', '/api/ucp/oauth/token/')).toBe('/api/ucp/oauth/token');
    expect(storePathOf('oauth', '/.well-known/oauth-protected-resource/api/ucp/mcp/')).toBe(
      '/.well-known/oauth-protected-resource/api/ucp/mcp',
    );
  });

  it('names each version’s own profile, proxied to the same path on the store', () => {
    expect(agentEndpointOf('/.well-known/ucp/2026-04-08')).toBe('profile');
    expect(agentEndpointOf('/.well-known/ucp/2026-04-08/')).toBe('profile');
    expect(agentEndpointOf('/.well-known/ucp/2026-4-8')).toBeNull();
    expect(storePathOf('profile', '/.well-known/ucp/2026-04-08/')).toBe('/.well-known/ucp/2026-04-08');
    expect(storePathOf('profile', '/.well-known/ucp/')).toBe('/.well-known/ucp');
  });
});
