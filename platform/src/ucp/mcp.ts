import type {PlatformContext} from '../context.js';
import {isObject} from './args.js';
import {INVALID_PARAMS, METHOD_NOT_FOUND, ProtocolError, rpcError, rpcResult, type JsonRpcRequest} from './jsonrpc.js';
import {errorMessage, errorResponse, UcpRefusal} from './messages.js';
import {TOOLS, toolByName} from './tools.js';
import {UCP_VERSION} from './version.js';

/** MCP revisions this server speaks, newest first; a client asking for another gets the newest. */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

export const SERVER_INFO = {name: 'oral-care-shop-ucp', title: 'Oral Care Shop (UCP)', version: UCP_VERSION};

const INSTRUCTIONS =
  'UCP shopping tools of the Oral Care Shop. Prices are in minor units (cents, USD). Build a cart with create_cart/update_cart, ' +
  'then create_checkout: the buyer finishes and pays at its continue_url.';

/** A tool's answer: the UCP object as structuredContent and as JSON text for clients that read only text. */
export function toolResult(structured: Record<string, unknown>, isError = false) {
  return {
    structuredContent: structured,
    content: [{type: 'text', text: JSON.stringify(structured)}],
    ...(isError ? {isError: true} : {}),
  };
}

export async function callTool(ctx: PlatformContext, name: string, args: Record<string, unknown>, log: (e: unknown) => void) {
  const tool = toolByName.get(name)!;
  try {
    return toolResult(await tool.run(ctx, args));
  } catch (error) {
    if (error instanceof UcpRefusal) return toolResult(errorResponse(error.messages, error.continueUrl), true);
    if (error instanceof ProtocolError) throw error;
    log(error);
    return toolResult(
      errorResponse([errorMessage('internal_error', 'The shop could not answer this call; try again.', 'recoverable')]),
      true,
    );
  }
}

/** One request's JSON-RPC answer and the HTTP status to send it with. */
export async function handleRequest(
  ctx: PlatformContext,
  request: JsonRpcRequest,
  log: (e: unknown) => void,
): Promise<{status: number; body: unknown}> {
  try {
    return {status: 200, body: await answer(ctx, request, log)};
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return {status: error.httpStatus, body: rpcError(request.id, error.rpcCode, error.message, error.data)};
  }
}

async function answer(ctx: PlatformContext, request: JsonRpcRequest, log: (e: unknown) => void) {
  const {id, method, params} = request;
  switch (method) {
    case 'initialize': {
      const asked = params?.protocolVersion;
      if (typeof asked !== 'string') return rpcError(id, INVALID_PARAMS, 'Invalid params: "protocolVersion" must be a string');
      return rpcResult(id, {
        protocolVersion: PROTOCOL_VERSIONS.includes(asked) ? asked : PROTOCOL_VERSIONS[0],
        capabilities: {tools: {listChanged: false}},
        serverInfo: SERVER_INFO,
        instructions: INSTRUCTIONS,
      });
    }
    case 'ping':
      return rpcResult(id, {});
    case 'tools/list':
      return rpcResult(id, {tools: TOOLS.map(({name, title, description, inputSchema}) => ({name, title, description, inputSchema}))});
    case 'tools/call': {
      const name = params?.name;
      if (typeof name !== 'string') return rpcError(id, INVALID_PARAMS, 'Invalid params: "name" must be a string');
      if (!toolByName.has(name)) return rpcError(id, INVALID_PARAMS, `Unknown tool: ${name.slice(0, 100)}`);
      const args = params?.arguments ?? {};
      if (!isObject(args)) return rpcError(id, INVALID_PARAMS, 'Invalid params: "arguments" must be an object');
      return rpcResult(id, await callTool(ctx, name, args, log));
    }
    default:
      return rpcError(id, METHOD_NOT_FOUND, `Method not found: ${method.slice(0, 100)}`);
  }
}
