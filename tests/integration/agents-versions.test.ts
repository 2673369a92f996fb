import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {shopUrl} from '../support/http';

/**
 * UCP versions through the shop: the official MCP client, unchanged, names its agent profile in
 * each call's `meta`; the store fetches it (localhost is allowed to the test platform) and answers
 * in the newest version both speak. An agent naming a 2026-04-08 profile, or none, is answered as before.
 */
const PROFILES: Record<string, unknown> = {
  '/agent-2026-08-25.json': {ucp: {version: '2026-08-25', services: {}, payment_handlers: {}}},
  '/agent-2026-04-08.json': {ucp: {version: '2026-04-08', services: {}, payment_handlers: {}}},
};
let profiles: Server;
let profileOrigin: string;
const asked: string[] = [];
let client: Client;

beforeAll(async () => {
  profiles = createServer((req, res) => {
    asked.push(req.url ?? '');
    const profile = PROFILES[req.url ?? ''];
    res.writeHead(profile ? 200 : 404, {'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60'});
    res.end(JSON.stringify(profile ?? {}));
  });
  await new Promise<void>((resolve) => profiles.listen(0, '127.0.0.1', resolve));
  profileOrigin = `http://localhost:${(profiles.address() as AddressInfo).port}`;
  client = new Client({name: 'oral-care-shop-versioned-agent', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${shopUrl()}/api/ucp/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await new Promise<void>((resolve) => profiles.close(() => resolve()));
});

/** One tool call as an agent with `profile` (a path on the test's profile server) makes it. */
async function run(profile: string | null, name: string, args: Record<string, unknown>) {
  const meta = profile ? {'ucp-agent': {profile: `${profileOrigin}${profile}`}} : {};
  const result = await client.callTool({name, arguments: {...args, meta}});
  expect(result.isError, `${name}: ${JSON.stringify(result.structuredContent)}`).not.toBe(true);
  return result.structuredContent as Record<string, any>;
}

describe('the MCP client through the shop, at each UCP version', () => {
  it('2026-08-25: search → cart on a deposit plan → checkout with payment terms and policies', async () => {
    const agent = '/agent-2026-08-25.json';
    const search = await run(agent, 'search_catalog', {catalog: {query: 'LED whitening kit'}});
    expect(search.ucp.version).toBe('2026-08-25');
    const kit = (
      search.products as Array<{handle: string; variants: Array<{id: string}>; selling_plans?: Array<{id: string; name: string}>}>
    ).find((p) => p.handle === 'optic-white-pro-led-kit')!;
    const deposit = kit.selling_plans!.find((plan) => plan.name === 'Pre-order with a $20 deposit')!;
    const cart = await run(agent, 'create_cart', {
      cart: {line_items: [{item: {id: kit.variants[0]!.id, selling_plan_id: deposit.id}, quantity: 1}]},
    });
    expect(cart.ucp.version).toBe('2026-08-25');
    expect(cart.policies.map((p: {type: string}) => p.type)).toContain('dev.ucp.shopping.policy.return');
    const checkout = await run(agent, 'create_checkout', {checkout: {cart_id: cart.id}});
    expect(checkout.ucp.version).toBe('2026-08-25');
    expect(checkout.status).toBe('requires_escalation');
    const [term] = checkout.payment.terms;
    expect(term.schedules.map((s: {type: string; amount: number}) => [s.type, s.amount])).toEqual([
      ['immediate', 2000],
      ['on_shipment', checkout.totals.at(-1).amount - 2000],
    ]);
    expect(checkout.continue_url).toMatch(/\/checkouts\//);
    // Fetched once for the three calls: the profile is kept while fresh.
    expect(asked.filter((path) => path === agent)).toHaveLength(1);
  });

  it('2026-04-08, and an agent naming no profile: search → cart → checkout as before', async () => {
    for (const agent of ['/agent-2026-04-08.json', null]) {
      const search = await run(agent, 'search_catalog', {catalog: {query: 'toothpaste'}});
      expect(search.ucp.version).toBe('2026-04-08');
      expect(search).not.toHaveProperty('policies');
      const variant = (search.products as Array<{variants: Array<{id: string}>}>)[0]!.variants[0]!.id;
      const cart = await run(agent, 'create_cart', {cart: {line_items: [{item: {id: variant}, quantity: 2}]}});
      expect(cart.ucp.version).toBe('2026-04-08');
      const checkout = await run(agent, 'create_checkout', {checkout: {cart_id: cart.id}});
      expect(checkout.ucp).toMatchObject({version: '2026-04-08', capabilities: {'dev.ucp.shopping.checkout': [{version: '2026-04-08'}]}});
      expect(checkout).not.toHaveProperty('payment');
    }
  });

  it('a profile on an address the store may not fetch: the release’s invalid_profile_url, and no request made', async () => {
    const before = asked.length;
    const refused = client.callTool({
      name: 'search_catalog',
      arguments: {catalog: {}, meta: {'ucp-agent': {profile: 'https://169.254.169.254/latest/meta-data'}}},
    });
    await expect(refused).rejects.toMatchObject({code: -32001, data: {code: 'invalid_profile_url'}});
    expect(asked.length).toBe(before);
  });

  it('serves each version’s profile through the shop: the current one names the 2026-04-08 one at the shop’s domain', async () => {
    const current = (await (await fetch(`${shopUrl()}/.well-known/ucp`)).json()) as {
      ucp: {version: string; supported_versions: Record<string, string>};
    };
    expect(current.ucp.version).toBe('2026-08-25');
    const olderUrl = current.ucp.supported_versions['2026-04-08']!;
    expect(new URL(olderUrl).pathname).toBe('/.well-known/ucp/2026-04-08');
    const older = await fetch(`${shopUrl()}/.well-known/ucp/2026-04-08`);
    expect(older.status).toBe(200);
    expect(((await older.json()) as {ucp: {version: string}}).ucp.version).toBe('2026-04-08');
  });
});
