/**
 * The agents' own request rule (docs/security.md), in place of the same-origin rule for writes:
 * the official MCP client sends no `Origin`, so the MCP endpoint instead requires
 * `Content-Type: application/json`. A browser can send that type to another site only after a
 * CORS preflight, and the shop grants none (an OPTIONS request gets 405), so a page elsewhere
 * cannot make a visitor's browser call the endpoint with the visitor's cookies.
 * The profile and the OAuth documents are read-only. The token endpoint takes OAuth's form body
 * (RFC 6749), which any page can post; it needs the agent's client secret, and nothing of the
 * shopper's goes up or comes back (no cookies either way). Body limits are the shop's usual ones.
 */
import {MAX_BODY_BYTES} from '~/infra/http';
import type {AgentEndpoint} from '~/features/agents/ucp-paths';

export interface AgentRefusal {
  status: 405 | 413 | 415;
  message: string;
  /** The methods the endpoint takes (the `Allow` header of a 405). */
  allow?: string;
}

export const MCP_METHOD_MESSAGE = 'This MCP endpoint accepts only POST requests carrying a JSON-RPC message.';
export const PROFILE_METHOD_MESSAGE = 'The UCP profile can only be read, with GET or HEAD.';
export const MCP_CONTENT_TYPE_MESSAGE = 'Send the JSON-RPC message with Content-Type: application/json.';
export const TOKEN_TOO_LARGE_MESSAGE = `The token request is larger than the ${MAX_BODY_BYTES / 1024} KB this endpoint accepts.`;
export const TOKEN_METHOD_MESSAGE = 'The token endpoint accepts only POST requests (grant_type=client_credentials).';
export const TOKEN_CONTENT_TYPE_MESSAGE = 'Send the token request with Content-Type: application/x-www-form-urlencoded.';
export const OAUTH_METHOD_MESSAGE = 'This OAuth document can only be read, with GET or HEAD.';
export const MCP_TOO_LARGE_MESSAGE = `The JSON-RPC message is larger than the ${MAX_BODY_BYTES / 1024} KB this endpoint accepts.`;

/** The media type of a Content-Type header, without its parameters (lower case; '' when absent). */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Why an agent's request is refused before it reaches the store, or null when it may go on. */
export function agentRefusal(request: Request, endpoint: AgentEndpoint): AgentRefusal | null {
  if (endpoint === 'profile' || endpoint === 'oauth') {
    return request.method === 'GET' || request.method === 'HEAD'
      ? null
      : {status: 405, message: endpoint === 'profile' ? PROFILE_METHOD_MESSAGE : OAUTH_METHOD_MESSAGE, allow: 'GET, HEAD'};
  }
  if (endpoint === 'token') {
    if (request.method !== 'POST') return {status: 405, message: TOKEN_METHOD_MESSAGE, allow: 'POST'};
    if (mediaTypeOf(request.headers.get('Content-Type')) !== 'application/x-www-form-urlencoded') {
      return {status: 415, message: TOKEN_CONTENT_TYPE_MESSAGE};
    }
    return tooLarge(request, TOKEN_TOO_LARGE_MESSAGE);
  }
  if (request.method !== 'POST') return {status: 405, message: MCP_METHOD_MESSAGE, allow: 'POST'};
  if (mediaTypeOf(request.headers.get('Content-Type')) !== 'application/json') {
    return {status: 415, message: MCP_CONTENT_TYPE_MESSAGE};
  }
  return tooLarge(request, MCP_TOO_LARGE_MESSAGE);
}

function tooLarge(request: Request, message: string): AgentRefusal | null {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) return {status: 413, message};
  return null;
}
