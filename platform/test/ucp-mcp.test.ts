import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from './helpers.js';
import {callTool, rpc} from './ucp-helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const line = (id: string, quantity: number) => ({item: {id}, quantity});

describe('UCP over MCP', () => {
  it('serves the business profile with its MCP endpoint at the shop’s domain, cacheable and revalidated', async () => {
    const res = await fetch(`${p.url}/.well-known/ucp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const profile = (await res.json()) as any;
    // The current version's profile names the older version's own, which lists that version's capabilities.
    expect(profile.ucp.version).toBe('2026-08-25');
    expect(profile.ucp.supported_versions).toEqual({'2026-04-08': 'http://localhost:3000/.well-known/ucp/2026-04-08'});
    expect(Object.keys(profile.ucp.capabilities)).toContain('dev.ucp.shopping.payment_terms');
    const older = (await (await fetch(`${p.url}/.well-known/ucp/2026-04-08`)).json()) as any;
    expect(older.ucp.version).toBe('2026-04-08');
    expect(older.ucp).not.toHaveProperty('supported_versions');
    expect(older.ucp.services['dev.ucp.shopping']).toEqual([
      expect.objectContaining({transport: 'mcp', endpoint: 'http://localhost:3000/api/ucp/mcp'}),
    ]);
    expect(Object.keys(older.ucp.capabilities).sort()).toEqual([
      'dev.ucp.shopping.ask',
      'dev.ucp.shopping.cart',
      'dev.ucp.shopping.catalog.lookup',
      'dev.ucp.shopping.catalog.search',
      'dev.ucp.shopping.checkout',
      'dev.ucp.shopping.discount',
      'dev.ucp.shopping.order',
    ]);
    const again = await fetch(`${p.url}/.well-known/ucp`, {headers: {'If-None-Match': etag!}});
    expect(again.status).toBe(304);
    const head = await fetch(`${p.url}/.well-known/ucp`, {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('initializes, answers ping and lists its tools', async () => {
    const init = await rpc(p, 'initialize', {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}});
    expect(init.body.result).toMatchObject({
      protocolVersion: '2025-06-18',
      capabilities: {tools: {}},
      serverInfo: {name: 'oral-care-shop-ucp'},
    });
    const note = await fetch(`${p.url}/api/ucp/mcp`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}),
    });
    expect(note.status).toBe(202);
    expect(await note.text()).toBe('');
    expect((await rpc(p, 'ping')).body).toEqual({jsonrpc: '2.0', id: 1, result: {}});
    const list = await rpc(p, 'tools/list');
    expect(list.body.result.tools.map((t: any) => t.name)).toEqual(
      expect.arrayContaining(['search_catalog', 'get_product', 'create_cart', 'get_cart', 'update_cart', 'create_checkout']),
    );
  });

  it('searches, builds a cart the Storefront API reads back, and hands the checkout to the buyer', async () => {
    const search = await callTool(p, 'search_catalog', {catalog: {query: 'toothpaste', pagination: {limit: 3}}});
    const products = search.structuredContent.products;
    expect(products.length).toBe(3);
    expect(JSON.parse(search.content[0]!.text)).toEqual(search.structuredContent);
    const detail = await callTool(p, 'get_product', {catalog: {id: products[0].id}});
    const variant = detail.structuredContent.product.variants[0];
    expect(Number.isInteger(variant.price.amount)).toBe(true);
    expect(variant.price.currency).toBe('USD');

    const created = await callTool(p, 'create_cart', {cart: {line_items: [line(variant.id, 2), line(products[1].variants[0].id, 1)]}});
    const cart = created.structuredContent;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/\w+$/);
    expect(cart.line_items.map((l: any) => l.quantity)).toEqual([2, 1]);
    const read = await callTool(p, 'get_cart', {id: cart.id});
    expect(read.structuredContent.line_items).toEqual(cart.line_items);

    const checkout = (await callTool(p, 'create_checkout', {checkout: {cart_id: cart.id}})).structuredContent;
    expect(checkout.status).toBe('requires_escalation');
    const gql = await p.gql(`query($id: ID!) { cart(id: $id) { checkoutUrl } }`, {id: cart.id});
    expect(checkout.continue_url).toBe(gql.data.cart.checkoutUrl);
  });
});
