import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {platformUrl, shopUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';

/**
 * The shop's agents' paths in front of the local platform's UCP server: what the store answers
 * reaches the agent unchanged, and the official MCP client works against the shop's domain as
 * it does against the store's.
 */
const JSON_TYPE = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
const UCP_TOOLS = [
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
];

const rpc = (body: string) => fetch(`${shopUrl()}/api/ucp/mcp`, {method: 'POST', headers: JSON_TYPE, body});
const call = (id: number, method: string, params: unknown = {}) => JSON.stringify({jsonrpc: '2.0', id, method, params});

describe('the profile through the shop', () => {
  it('is the store’s own, byte for byte with its ETag, and the store’s 304 for it', async () => {
    const direct = await fetch(`${platformUrl()}/.well-known/ucp`);
    const proxied = await fetch(`${shopUrl()}/.well-known/ucp`, {redirect: 'manual'});
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toBe(await direct.text());
    const etag = direct.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(proxied.headers.get('etag')).toBe(etag);
    const again = await fetch(`${shopUrl()}/.well-known/ucp`, {headers: {'If-None-Match': etag}});
    expect(again.status).toBe(304);
  });
});

describe('bad input, answered by the store and passed through', () => {
  it('malformed JSON: -32700', async () => {
    const response = await rpc('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32700}});
  });

  it('not a request: -32600', async () => {
    for (const body of ['{"hello":"world"}', '"just a string"', '{"jsonrpc":"1.0","id":1,"method":"ping"}']) {
      const answer = (await (await rpc(body)).json()) as {error: {code: number}};
      expect(answer.error.code, body).toBe(-32600);
    }
  });

  it('an unknown method: -32601 with the request’s id', async () => {
    expect(await (await rpc(call(5, 'resources/explode'))).json()).toMatchObject({jsonrpc: '2.0', id: 5, error: {code: -32601}});
  });

  it('an unknown tool: -32602; a tool refusing its arguments: a tool error', async () => {
    expect(await (await rpc(call(6, 'tools/call', {name: 'buy_everything', arguments: {}}))).json()).toMatchObject({
      id: 6,
      error: {code: -32602},
    });
    const refused = (await (await rpc(call(7, 'tools/call', {name: 'get_cart', arguments: {id: 'not-a-cart'}}))).json()) as {
      id: number;
      result: {isError?: boolean};
    };
    expect(refused.id).toBe(7);
    expect(refused.result.isError).toBe(true);
  });
});

describe('the official MCP TypeScript client, connected to the shop', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({name: 'oral-care-shop-test-agent', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`${shopUrl()}/api/ucp/mcp`)));
  });
  afterAll(() => client?.close());

  const run = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({name, arguments: args});
    return {isError: result.isError === true, content: result.structuredContent as Record<string, any>};
  };

  it('lists the store’s UCP tools, the same as the store lists them', async () => {
    const {tools} = await client.listTools();
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual(expect.arrayContaining(UCP_TOOLS));
    for (const tool of tools) expect(tool.inputSchema.type, tool.name).toBe('object');
    const direct = await fetch(`${platformUrl()}/api/ucp/mcp`, {method: 'POST', headers: JSON_TYPE, body: call(1, 'tools/list')});
    const listed = ((await direct.json()) as {result: {tools: Array<{name: string}>}}).result.tools.map((tool) => tool.name);
    expect(names).toEqual(listed.sort());
  });

  it('runs them: catalog, cart and checkout, and a question to the business', async () => {
    const search = await run('search_catalog', {catalog: {query: 'whitening'}});
    expect(search.isError).toBe(false);
    const products = search.content.products as Array<{id: string; title: string; variants: Array<{id: string}>}>;
    expect(products.length).toBeGreaterThan(0);
    expect(products.some((product) => /whitening/i.test(product.title))).toBe(true);
    const [first, second] = products;

    const lookup = await run('lookup_catalog', {catalog: {ids: [first!.id]}});
    expect(lookup.isError).toBe(false);
    expect(JSON.stringify(lookup.content)).toContain(first!.id);

    const product = await run('get_product', {catalog: {id: first!.id}});
    expect(product.isError).toBe(false);
    expect(JSON.stringify(product.content)).toContain(first!.title);

    const lines = [
      {item: {id: first!.variants[0]!.id}, quantity: 1},
      {item: {id: (second ?? first)!.variants.at(-1)!.id}, quantity: 2},
    ];
    const created = await run('create_cart', {cart: {line_items: lines}});
    expect(created.isError).toBe(false);
    const cartId = created.content.id as string;
    expect(cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(created.content.line_items).toHaveLength(2);

    const read = await run('get_cart', {id: cartId});
    expect(read.content.id).toBe(cartId);

    const updated = await run('update_cart', {id: cartId, cart: {line_items: [{...lines[0]!, quantity: 3}]}});
    expect(updated.isError).toBe(false);
    expect(updated.content.line_items).toHaveLength(1);
    expect(updated.content.line_items[0].quantity).toBe(3);

    const checkout = await run('create_checkout', {checkout: {cart_id: cartId}});
    expect(checkout.isError).toBe(false);
    expect(checkout.content.continue_url).toMatch(/\/checkouts\//);
    const checkoutId = checkout.content.id as string;
    expect((await run('get_checkout', {id: checkoutId})).content.id).toBe(checkoutId);
    // An agent without a token cannot pay: the store asks for one (401), and the buyer finishes at continue_url.
    await expect(run('complete_checkout', {id: checkoutId})).rejects.toThrow(/-32001.*insufficient_scope.*continue_url/);

    const changed = await run('update_checkout', {id: checkoutId, checkout: {line_items: [{...lines[0]!, quantity: 2}]}});
    expect(changed.isError).toBe(false);
    expect(changed.content.line_items[0].quantity).toBe(2);

    const spare = await run('create_checkout', {checkout: {line_items: [lines[0]!]}});
    const canceled = await run('cancel_checkout', {meta: {'idempotency-key': `checkout-${Date.now()}`}, id: spare.content.id});
    expect(canceled.isError).toBe(false);
    expect(canceled.content.status).toBe('canceled');

    const other = await run('create_cart', {cart: {line_items: [lines[0]!]}});
    const cancel = {meta: {'idempotency-key': `cancel-${Date.now()}`}, id: other.content.id};
    expect((await run('cancel_cart', cancel)).isError).toBe(false);

    const answer = await run('ask_business', {ask: {query: 'Can I return an opened toothpaste?'}});
    expect(answer.isError).toBe(false);
    expect(JSON.stringify(answer.content)).toMatch(/return/i);
  });
});

describe('anonymous agents through a shop that knows their address (CLIENT_IP_HEADER)', () => {
  let shop: Awaited<ReturnType<typeof startTestShop>>;
  beforeAll(async () => {
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platformUrl(), {CLIENT_IP_HEADER: 'CF-Connecting-IP'}));
  });
  afterAll(() => shop?.close());

  const getCart = (address: string) =>
    fetch(`${shop.url}/api/ucp/mcp`, {
      method: 'POST',
      headers: {...JSON_TYPE, 'CF-Connecting-IP': address},
      body: call(3, 'tools/call', {name: 'get_cart', arguments: {id: 'gid://shopify/Cart/nothing-here'}}),
    });

  it('are limited per address: 100 calls from one get 429s with Retry-After, an agent at another address is unaffected', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 100; i++) answers.push(await getCart('203.0.113.50'));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length + refused.length).toBe(100);
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.headers.get('x-agent-tier')).toBe('anonymous');
    expect(await last.json()).toMatchObject({jsonrpc: '2.0', id: 3, error: {code: -32000, message: 'Rate limit exceeded'}});

    const other = await getCart('203.0.113.51');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-agent-tier')).toBe('anonymous');
  });
});
