import {describe, expect, it} from 'vitest';
import {MAX_BODY_BYTES} from '~/infra/http';
import {agentRefusal, mediaTypeOf} from './agent-screening.server';

const mcp = (method: string, headers: Record<string, string> = {}) => new Request('https://shop.example/api/ucp/mcp', {method, headers});
const JSON_TYPE = {'Content-Type': 'application/json'};

describe('agentRefusal on the MCP endpoint', () => {
  it('lets a JSON POST through without any Origin (the official MCP client sends none)', () => {
    expect(agentRefusal(mcp('POST', JSON_TYPE), 'mcp')).toBeNull();
    expect(agentRefusal(mcp('POST', {'Content-Type': 'Application/JSON; charset=utf-8'}), 'mcp')).toBeNull();
  });

  it('answers every other method 405 with Allow: POST (no CORS preflight either)', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(agentRefusal(mcp(method), 'mcp'), method).toMatchObject({status: 405, allow: 'POST'});
    }
  });

  it('answers 415 to any body a browser may send cross-site without a preflight, and to no type at all', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', '']) {
      const headers: Record<string, string> = type ? {'Content-Type': type} : {};
      expect(agentRefusal(mcp('POST', headers), 'mcp')?.status, type).toBe(415);
    }
  });

  it('answers 413 to a declared length past the shop limit', () => {
    expect(agentRefusal(mcp('POST', {...JSON_TYPE, 'Content-Length': String(MAX_BODY_BYTES + 1)}), 'mcp')?.status).toBe(413);
    expect(agentRefusal(mcp('POST', {...JSON_TYPE, 'Content-Length': String(MAX_BODY_BYTES)}), 'mcp')).toBeNull();
  });
});

describe('agentRefusal on the profile', () => {
  it('reads with GET and HEAD only', () => {
    const profile = (method: string) => new Request('https://shop.example/.well-known/ucp', {method});
    expect(agentRefusal(profile('GET'), 'profile')).toBeNull();
    expect(agentRefusal(profile('HEAD'), 'profile')).toBeNull();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      expect(agentRefusal(profile(method), 'profile'), method).toMatchObject({status: 405, allow: 'GET, HEAD'});
    }
  });
});

describe('agentRefusal on the token tier’s OAuth paths', () => {
  const token = (method: string, headers: Record<string, string> = {}) =>
    new Request('https://shop.example/api/ucp/oauth/token', {method, headers});
  const FORM = {'Content-Type': 'application/x-www-form-urlencoded'};

  it('takes a form POST at the token endpoint, and refuses other methods, types and sizes', () => {
    expect(agentRefusal(token('POST', FORM), 'token')).toBeNull();
    expect(agentRefusal(token('POST', {'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8'}), 'token')).toBeNull();
    for (const method of ['GET', 'PUT', 'OPTIONS']) {
      expect(agentRefusal(token(method), 'token'), method).toMatchObject({status: 405, allow: 'POST'});
    }
    for (const type of ['application/json', 'text/plain', '']) {
      expect(agentRefusal(token('POST', type ? {'Content-Type': type} : {}), 'token')?.status, type).toBe(415);
    }
    expect(agentRefusal(token('POST', {...FORM, 'Content-Length': String(MAX_BODY_BYTES + 1)}), 'token')).toMatchObject({
      status: 413,
      message: expect.stringMatching(/^The token request is larger/),
    });
  });

  it('reads the OAuth documents with GET and HEAD only', () => {
    const document = (method: string) => new Request('https://shop.example/.well-known/oauth-authorization-server', {method});
    expect(agentRefusal(document('GET'), 'oauth')).toBeNull();
    expect(agentRefusal(document('HEAD'), 'oauth')).toBeNull();
    expect(agentRefusal(document('POST'), 'oauth')).toMatchObject({status: 405, allow: 'GET, HEAD'});
  });
});

describe('mediaTypeOf', () => {
  it('is the type without parameters, in lower case', () => {
    expect(mediaTypeOf('Application/Json ; charset=UTF-8')).toBe('application/json');
    expect(mediaTypeOf(null)).toBe('');
  });
});
