import type {TestPlatform} from './helpers.js';

/** One JSON-RPC call to the platform's MCP endpoint, as an agent posts it. */
export async function rpc(p: TestPlatform, method: string, params?: unknown, id: number | string = 1) {
  const res = await fetch(`${p.url}/api/ucp/mcp`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
    body: JSON.stringify({jsonrpc: '2.0', id, method, ...(params === undefined ? {} : {params})}),
  });
  return {status: res.status, body: (await res.json()) as any};
}

export const AGENT_META = {'ucp-agent': {profile: 'https://agent.example/profile.json'}};

/** A tools/call; returns the tool result (structuredContent, content, isError). */
export async function callTool(p: TestPlatform, name: string, args: Record<string, unknown>) {
  const {status, body} = await rpc(p, 'tools/call', {name, arguments: {meta: AGENT_META, ...args}});
  if (status !== 200 || !body.result) throw new Error(`tools/call ${name} answered ${status}: ${JSON.stringify(body)}`);
  return body.result as {structuredContent: any; content: Array<{type: string; text: string}>; isError?: boolean};
}
