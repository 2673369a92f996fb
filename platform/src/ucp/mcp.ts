import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {isJSONRPCResultResponse, ListToolsRequestSchema, type ListToolsResult} from '@modelcontextprotocol/sdk/types.js';
import type {PlatformContext} from '../context.js';
import type {AgentGrant} from './agent-auth.js';
import {errorMessage, errorResponse, UcpRefusal} from './messages.js';
import {TOOLS, type ToolDefinition} from './tools.js';
import type {Negotiated} from './negotiation.js';
import {DEFAULT_UCP_VERSION} from './version.js';

export const SERVER_INFO = {name: 'oral-care-shop-ucp', title: 'Oral Care Shop (UCP)', version: DEFAULT_UCP_VERSION};

const INSTRUCTIONS =
  'UCP shopping tools of the Oral Care Shop. Prices are in minor units (cents, USD). Build a cart with create_cart/update_cart, ' +
  'then create_checkout: the buyer finishes and pays at its continue_url, or an agent with a purchase token calls complete_checkout. ' +
  'Name your UCP profile in meta["ucp-agent"].profile to be answered in the newest UCP version it shares with the shop ' +
  '(2026-08-25 or 2026-04-08; 2026-04-08 without one).';

/** An answer's `ucp.capabilities` limited to those negotiated as active (when the agent's profile declares any). */
function activeOnly(answer: Record<string, unknown>, capabilities: ReadonlySet<string> | undefined) {
  const ucp = answer.ucp as {capabilities?: Record<string, unknown>} | undefined;
  if (!capabilities || !ucp?.capabilities) return answer;
  const active = Object.fromEntries(Object.entries(ucp.capabilities).filter(([name]) => capabilities.has(name)));
  return {...answer, ucp: {...ucp, capabilities: active}};
}

/** A tool's answer: the UCP object as structuredContent and as JSON text for clients that read only text. */
export function toolResult(structured: Record<string, unknown>, isError = false) {
  return {
    structuredContent: structured,
    content: [{type: 'text' as const, text: JSON.stringify(structured)}],
    ...(isError ? {isError: true} : {}),
  };
}

/** One tool call after its input passed the schema: a business refusal is a UCP error answer, a crash a generic one. */
export async function runTool(
  ctx: PlatformContext,
  tool: ToolDefinition,
  input: Record<string, unknown>,
  log: (e: unknown) => void,
  {version, capabilities}: Negotiated = {version: DEFAULT_UCP_VERSION},
  agent?: AgentGrant,
) {
  if (capabilities && !capabilities.has(tool.capability)) {
    const message = errorMessage('capabilities_incompatible', 'No compatible capabilities in the intersection', 'unrecoverable');
    return toolResult(errorResponse([message], ctx.storefrontUrl, version), true);
  }
  try {
    return toolResult(activeOnly(await tool.run(ctx, input, version, agent), capabilities));
  } catch (error) {
    if (error instanceof UcpRefusal) return toolResult(errorResponse(error.messages, error.continueUrl, version), true);
    log(error);
    return toolResult(
      errorResponse([errorMessage('internal_error', 'The shop could not answer this call; try again.', 'recoverable')], undefined, version),
      true,
    );
  }
}

/**
 * The MCP server of one request, answering in the UCP version negotiated for it. The endpoint keeps
 * no session (every answer is JSON to one POST), so each request gets its own server and
 * transport, as the SDK's stateless mode expects.
 */
export function createMcpServer(
  ctx: PlatformContext,
  log: (tool: string, e: unknown) => void,
  negotiated: Negotiated = {version: DEFAULT_UCP_VERSION},
): McpServer {
  const server = withTools(ctx, log, negotiated);
  // The list the SDK would publish, computed once (see publishedToolList).
  server.server.setRequestHandler(ListToolsRequestSchema, () => publishedToolList(ctx));
  return server;
}

/** A server with every tool registered, whose tools/list the SDK computes itself. */
export function withTools(
  ctx: PlatformContext,
  log: (tool: string, e: unknown) => void,
  negotiated: Negotiated = {version: DEFAULT_UCP_VERSION},
): McpServer {
  const server = new McpServer(SERVER_INFO, {instructions: INSTRUCTIONS, capabilities: {tools: {listChanged: false}}});
  for (const tool of TOOLS) {
    server.registerTool(tool.name, {title: tool.title, description: tool.description, inputSchema: tool.inputSchema}, (input, extra) =>
      runTool(
        ctx,
        tool,
        input,
        (e) => log(tool.name, e),
        negotiated,
        // The endpoint verified the token and hands its client and scopes to the transport.
        extra.authInfo ? {clientId: extra.authInfo.clientId, scopes: extra.authInfo.scopes} : undefined,
      ),
    );
  }
  return server;
}

let toolList: Promise<ListToolsResult> | undefined;

/**
 * tools/list exactly as the SDK answers it, asked once of a server of its own over an in-memory
 * transport and then reused: the SDK turns every tool's zod schema into JSON Schema on each
 * tools/list (about 20 ms for these tools), and the list cannot change while the process runs.
 */
export function publishedToolList(ctx: PlatformContext): Promise<ListToolsResult> {
  toolList ??= askForToolList(ctx).catch((error: unknown) => {
    toolList = undefined;
    throw error;
  });
  return toolList;
}

async function askForToolList(ctx: PlatformContext): Promise<ListToolsResult> {
  const server = withTools(ctx, () => {});
  const [ours, theirs] = InMemoryTransport.createLinkedPair();
  await server.connect(theirs);
  try {
    const answer = new Promise<ListToolsResult>((resolve, reject) => {
      ours.onmessage = (message) =>
        isJSONRPCResultResponse(message) ? resolve(message.result as ListToolsResult) : reject(new Error(JSON.stringify(message)));
    });
    await ours.start();
    await ours.send({jsonrpc: '2.0', id: 1, method: 'tools/list'});
    return await answer;
  } finally {
    await server.close();
  }
}
