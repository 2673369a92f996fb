import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_FIELDS, startPlatform, variantGid, type TestPlatform} from './helpers.js';
import {callTool, rpc} from './ucp-helpers.js';

let p: TestPlatform;
let cartId: string;
let before: {ucp: unknown; storefront: unknown};

const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
  fetch(`${p.url}/api/ucp/mcp`, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body});

/** The cart as UCP and as the Storefront API see it: neither may change after bad input. */
async function snapshot() {
  const ucp = (await callTool(p, 'get_cart', {id: cartId})).structuredContent;
  const storefront = (await p.gql(`query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id: cartId})).data.cart;
  return {ucp, storefront};
}

const updateCall = (id: number, quantity: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: {name: 'update_cart', arguments: {id: cartId, cart: {line_items: [{item: {id: variantGid(102001)}, quantity}]}}},
});

beforeAll(async () => {
  p = await startPlatform();
  const created = await callTool(p, 'create_cart', {
    cart: {
      line_items: [
        {item: {id: variantGid(102001)}, quantity: 2},
        {item: {id: variantGid(101001)}, quantity: 1},
      ],
      discounts: {codes: ['WELCOME10']},
    },
  });
  cartId = created.structuredContent.id;
  before = await snapshot();
});
afterAll(() => p.close());

async function expectRpcError(res: Response, status: number, code: number) {
  expect(res.status).toBe(status);
  const text = await res.text();
  expect(text).not.toMatch(/\n\s+at /);
  const body = JSON.parse(text);
  expect(body).toMatchObject({jsonrpc: '2.0', error: {code, message: expect.any(String)}});
  expect(await snapshot()).toEqual(before);
  return body;
}

describe('bad input to /api/ucp/mcp loses nothing', () => {
  it('answers malformed JSON with -32700', async () => {
    const body = await expectRpcError(await post('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{'), 400, -32700);
    expect(body.id).toBeNull();
  });

  it.each([
    ['an empty array', '[]'],
    ['a number', '42'],
    ['a string', '"tools/list"'],
    ['a request without jsonrpc', JSON.stringify({id: 1, method: 'tools/list'})],
    ['a request without method', JSON.stringify({jsonrpc: '2.0', id: 1, params: {}})],
    ['params that are not an object', JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: 'update_cart'})],
  ])('answers %s with -32600', async (_, body) => {
    await expectRpcError(await post(body), 400, -32600);
  });

  it('answers an unknown method with -32601', async () => {
    const body = await expectRpcError(await post(JSON.stringify({jsonrpc: '2.0', id: 9, method: 'carts/delete'})), 200, -32601);
    expect(body.id).toBe(9);
  });

  it.each([
    ['an unknown tool', {name: 'delete_everything', arguments: {}}],
    ['a tool call without a name', {arguments: {id: 'x'}}],
    ['arguments that are not an object', {name: 'update_cart', arguments: [1, 2]}],
  ])('answers %s with -32602', async (_, params) => {
    await expectRpcError(await post(JSON.stringify({jsonrpc: '2.0', id: 2, method: 'tools/call', params})), 200, -32602);
  });

  it.each([
    ['a quantity that is not a number', 'two'],
    ['a quantity of 0', 0],
    ['a fractional quantity', 1.5],
  ])('refuses %s as a tool error naming the field, and keeps the cart', async (_, quantity) => {
    const res = await post(JSON.stringify(updateCall(3, quantity)));
    expect(res.status).toBe(200);
    const {result} = (await res.json()) as any;
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(/whole number from 1 to 1000000 at cart\.line_items\[0\]\.quantity/);
    expect(await snapshot()).toEqual(before);
  });

  it('publishes the schema it validates with: what tools/list says of a quantity is what a call is held to', async () => {
    const {body} = await rpc(p, 'tools/list');
    const tool = body.result.tools.find((t: any) => t.name === 'update_cart');
    expect(tool.inputSchema.required).toEqual(['id', 'cart']);
    expect(tool.inputSchema.properties.cart.properties.line_items.items.properties.quantity).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 1_000_000,
    });
    const res = await post(JSON.stringify(updateCall(5, 1_000_001)));
    expect(((await res.json()) as any).result.isError).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('answers an initialize without its params with -32602 naming them, never a validator dump', async () => {
    const body = await expectRpcError(await post(JSON.stringify({jsonrpc: '2.0', id: 8, method: 'initialize', params: {}})), 200, -32602);
    expect(body.id).toBe(8);
    expect(body.error.message).toMatch(/params\.protocolVersion/);
    expect(body.error.message).not.toMatch(/invalid_type|\[/);
  });

  it('refuses an unknown variant and a free gift, keeping the cart', async () => {
    const gift = p.server.context.catalog.productByHandle('free-gift-travel-toothpaste')!.variants[0]!.id;
    for (const [id, code] of [
      ['gid://shopify/ProductVariant/999999', 'not_found'],
      ['gid://shopify/Product/nope', 'not_found'],
      [variantGid(gift), 'item_unavailable'],
    ] as const) {
      const result = await callTool(p, 'update_cart', {id: cartId, cart: {line_items: [{item: {id}, quantity: 1}]}});
      expect(result.isError).toBe(true);
      expect(result.structuredContent.messages[0]).toMatchObject({type: 'error', code});
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a 2 MB body with 413', async () => {
    const big = JSON.stringify({...updateCall(4, 1), padding: 'x'.repeat(2 * 1024 * 1024)});
    await expectRpcError(await post(big), 413, -32600);
  });

  it('refuses a batch of 1,000 calls as a whole', async () => {
    const batch = JSON.stringify(Array.from({length: 1000}, (_, i) => updateCall(i + 1, 1)));
    const body = await expectRpcError(await post(batch), 400, -32600);
    expect(body.error.message).toMatch(/batch/i);
  });

  it('takes only POST, and only MCP revisions it speaks', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${p.url}/api/ucp/mcp`, {method});
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    await expectRpcError(
      await post(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}), {'MCP-Protocol-Version': '1999-01-01'}),
      400,
      -32000,
    );
    expect((await rpc(p, 'ping')).status).toBe(200);
  });

  it('answers JSON to an agent that sends no Accept or takes only JSON; refuses one that takes neither JSON nor streams', async () => {
    for (const accept of [undefined, 'application/json', '*/*', 'application/json; q=0.9, text/plain']) {
      const res = await post(JSON.stringify({jsonrpc: '2.0', id: 4, method: 'ping'}), accept ? {Accept: accept} : {});
      expect(res.status, accept).toBe(200);
      expect(await res.json()).toEqual({jsonrpc: '2.0', id: 4, result: {}});
    }
    expect((await post(JSON.stringify({jsonrpc: '2.0', id: 4, method: 'ping'}), {Accept: 'text/html'})).status).toBe(406);
  });

  it('answers a notification with 202 and no body, and does not run it', async () => {
    const {id: _id, ...note} = updateCall(0, 9);
    const res = await post(JSON.stringify(note));
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect(await snapshot()).toEqual(before);
  });
});
