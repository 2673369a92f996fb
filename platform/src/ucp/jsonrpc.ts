/** JSON-RPC 2.0 framing for MCP over HTTP: parsing, request checks and the error codes. */

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
/** UCP's code for protocol errors that carry an HTTP status (conflict, too many requests). */
export const SERVER_ERROR = -32000;

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  id: string | number;
  method: string;
  params: Record<string, unknown> | undefined;
}

export interface JsonRpcNotification {
  method: string;
  params: Record<string, unknown> | undefined;
}

export type Incoming =
  | {kind: 'request'; request: JsonRpcRequest}
  | {kind: 'notification'; notification: JsonRpcNotification}
  /** A client's answer to a server request; this server sends none, so it is accepted and ignored. */
  | {kind: 'response'}
  | {kind: 'invalid'; id: JsonRpcId; message: string};

export interface JsonRpcError {
  jsonrpc: '2.0';
  id: JsonRpcId;
  error: {code: number; message: string; data?: unknown};
}

export const rpcError = (id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcError => ({
  jsonrpc: '2.0',
  id,
  error: {code, message, ...(data === undefined ? {} : {data})},
});

export const rpcResult = (id: string | number, result: unknown) => ({jsonrpc: '2.0' as const, id, result});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const validId = (id: unknown): id is string | number => typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

/** The body as JSON, or the parse error to answer. */
export function parseBody(text: string): {ok: true; value: unknown} | {ok: false; error: JsonRpcError} {
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch {
    return {ok: false, error: rpcError(null, PARSE_ERROR, 'Parse error: the body is not valid JSON')};
  }
}

/**
 * Classifies one JSON-RPC message. Batches (arrays) are refused as a whole by
 * the caller: MCP 2025-06-18 removed them, and one POST must stay one call.
 */
export function classify(value: unknown): Incoming {
  if (!isObject(value)) return {kind: 'invalid', id: null, message: 'Invalid Request: expected a JSON-RPC 2.0 object'};
  const id = validId(value.id) ? value.id : null;
  if (value.jsonrpc !== '2.0') return {kind: 'invalid', id, message: 'Invalid Request: "jsonrpc" must be "2.0"'};
  if (!('method' in value)) {
    if ('id' in value && ('result' in value || 'error' in value)) return {kind: 'response'};
    return {kind: 'invalid', id, message: 'Invalid Request: "method" is missing'};
  }
  if (typeof value.method !== 'string' || value.method === '') {
    return {kind: 'invalid', id, message: 'Invalid Request: "method" must be a non-empty string'};
  }
  if ('params' in value && value.params !== undefined && !isObject(value.params)) {
    return {kind: 'invalid', id, message: 'Invalid Request: "params" must be an object'};
  }
  const params = value.params as Record<string, unknown> | undefined;
  if (!('id' in value)) return {kind: 'notification', notification: {method: value.method, params}};
  if (!validId(value.id)) return {kind: 'invalid', id: null, message: 'Invalid Request: "id" must be a string or a number'};
  return {kind: 'request', request: {id: value.id, method: value.method, params}};
}

/** Thrown for an error of the protocol rather than of the business: it becomes a JSON-RPC error with an HTTP status. */
export class ProtocolError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly rpcCode: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
