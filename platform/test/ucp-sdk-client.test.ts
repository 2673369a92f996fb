import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ucpSdk} from '../src/ucp/ucp-sdk.test-support.js';
import {startPlatform, type TestPlatform} from './helpers.js';
import {AGENT_META} from './ucp-helpers.js';

let p: TestPlatform;
let client: Client;

beforeAll(async () => {
  p = await startPlatform();
  // The official MCP TypeScript SDK, unchanged, as an agent would use it.
  client = new Client({name: 'ucp-test-agent', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${p.url}/api/ucp/mcp`)));
});
afterAll(async () => {
  await client.close();
  await p.close();
});

async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({name, arguments: {meta: AGENT_META, ...args}});
  expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
  const text = (result.content as Array<{type: string; text: string}>)[0]!;
  expect(text.type).toBe('text');
  expect(JSON.parse(text.text)).toEqual(result.structuredContent);
  return result.structuredContent as any;
}

describe('an MCP SDK client shops through /api/ucp/mcp', () => {
  it('lists the tools with their input schemas', async () => {
    expect(client.getServerVersion()).toMatchObject({name: 'oral-care-shop-ucp'});
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'ask_business',
        'cancel_cart',
        'cancel_checkout',
        'complete_checkout',
        'create_cart',
        'create_checkout',
        'get_cart',
        'get_checkout',
        'get_order',
        'get_product',
        'lookup_catalog',
        'search_catalog',
        'update_cart',
        'update_checkout',
      ].sort(),
    );
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
  });

  it('searches, reads a product, builds and changes a cart, and gets a checkout to hand over', async () => {
    const found = await call('search_catalog', {catalog: {query: 'toothpaste', pagination: {limit: 5}}});
    expect(found.products.length).toBeGreaterThan(1);
    const product = (await call('get_product', {catalog: {id: found.products[0].id}})).product;
    const first = product.variants.find((v: any) => v.availability.available);
    const second = found.products[1].variants.find((v: any) => v.availability.available);

    const cart = await call('create_cart', {
      cart: {
        line_items: [
          {item: {id: first.id}, quantity: 2},
          {item: {id: second.id}, quantity: 1},
        ],
      },
    });
    expect(cart.line_items.map((l: any) => [l.item.id, l.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(cart.totals.at(-1)).toEqual({type: 'total', amount: first.price.amount * 2 + second.price.amount});

    const updated = await call('update_cart', {id: cart.id, cart: {line_items: [{item: {id: second.id}, quantity: 3}]}});
    expect(updated.id).toBe(cart.id);
    expect(updated.line_items.map((l: any) => [l.item.id, l.quantity])).toEqual([[second.id, 3]]);

    const checkout = await call('create_checkout', {checkout: {cart_id: cart.id}});
    expect(checkout.status).toBe('requires_escalation');
    expect(checkout.continue_url).toBe(`${p.url}/checkouts/c/${cart.id.split('/').pop()}`);
    expect(checkout.line_items).toEqual(updated.line_items);
    const {ucp: _ucp, ...rest} = checkout;
    expect(ucpSdk.CheckoutResponseSchema.omit({ucp: true}).safeParse(rest).error).toBeUndefined();
  });
});
