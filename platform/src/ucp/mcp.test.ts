import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {describe, expect, it} from 'vitest';
import type {PlatformContext} from '../context.js';
import {createMcpServer, publishedToolList, withTools} from './mcp.js';

/** tools/list as an MCP client reads it from `server`. */
async function listTools(server: ReturnType<typeof withTools>) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({name: 'test', version: '1'});
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    return await client.listTools();
  } finally {
    await client.close();
  }
}

// tools/list calls no tool, so no context is read.
const ctx = {} as PlatformContext;

describe('tools/list', () => {
  it('answers what the SDK itself publishes for the tools, computed once for the process', async () => {
    const fromSdk = await listTools(withTools(ctx, () => {}));
    expect(fromSdk.tools).toHaveLength(14);
    expect(await listTools(createMcpServer(ctx, () => {}))).toEqual(fromSdk);
    expect(publishedToolList(ctx)).toBe(publishedToolList(ctx));
  });
});
