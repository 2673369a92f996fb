/**
 * JSON-RPC 2.0 errors the shop itself gives an agent on the MCP path, when the request never
 * reaches the store or the store's answer cannot be passed on. The id is null: the shop refuses
 * before it reads (or without trusting) the request body.
 */
export const JSON_RPC_PARSE_ERROR = -32700;
export const JSON_RPC_INVALID_REQUEST = -32600;
export const JSON_RPC_INTERNAL_ERROR = -32603;

export interface JsonRpcErrorBody {
  jsonrpc: '2.0';
  id: null;
  error: {code: number; message: string};
}

export function jsonRpcErrorBody(code: number, message: string): JsonRpcErrorBody {
  return {jsonrpc: '2.0', id: null, error: {code, message}};
}

/** The error as an HTTP answer: JSON, never stored by any cache. */
export function jsonRpcErrorResponse(status: number, code: number, message: string, headers: HeadersInit = {}): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  out.set('Cache-Control', 'private, no-store');
  return new Response(JSON.stringify(jsonRpcErrorBody(code, message)), {status, headers: out});
}
