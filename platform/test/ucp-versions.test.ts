import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createPlatformServer, type PlatformServer} from '../src/server.js';
import {ucp0825Problems} from '../src/ucp/ucp-schemas.test-support.js';
import {ucpSdk} from '../src/ucp/ucp-sdk.test-support.js';
import {CHECKOUT_FORM, tempDir} from './helpers.js';

/**
 * Every tool's answer in the version negotiated from the agent's profile: 2026-08-25 answers
 * validate against that release's JSON schemas, 2026-04-08 answers against the UCP SDK's models.
 */
let platform: PlatformServer;
let url: string;
let agents: Server;
let agentOrigin: string;
const fetched: string[] = [];

/** Profiles of agents speaking each version, served on loopback (allowed by the setting). */
const PROFILES: Record<string, unknown> = {
  '/new.json': {ucp: {version: '2026-08-25', services: {}, payment_handlers: {}}},
  '/old.json': {ucp: {version: '2026-04-08', services: {}, payment_handlers: {}}},
  '/both.json': {ucp: {version: '2026-08-25', supported_versions: {'2026-04-08': 'x'}, services: {}, payment_handlers: {}}},
  '/ancient.json': {ucp: {version: '2026-01-11', services: {}, payment_handlers: {}}},
  '/catalog-and-checkout.json': {
    ucp: {
      version: '2026-08-25',
      services: {},
      payment_handlers: {},
      capabilities: {
        'dev.ucp.shopping.catalog.search': [{version: '2026-08-25'}],
        'dev.ucp.shopping.checkout': [{version: '2026-08-25'}],
      },
    },
  },
};

beforeAll(async () => {
  agents = createServer((req, res) => {
    fetched.push(req.url ?? '');
    const profile = PROFILES[req.url ?? ''];
    res.writeHead(profile ? 200 : 404, {'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300'});
    res.end(JSON.stringify(profile ?? {}));
  });
  await new Promise<void>((resolve) => agents.listen(0, '127.0.0.1', resolve));
  agentOrigin = `http://127.0.0.1:${(agents.address() as AddressInfo).port}`;
  platform = createPlatformServer({
    dataDir: tempDir(),
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    agentHostsAllowed: new Set(['127.0.0.1']),
  });
  url = await platform.listen();
});
afterAll(async () => {
  await platform.close();
  await new Promise<void>((resolve) => agents.close(() => resolve()));
});

async function rpc(name: string, args: Record<string, unknown>, profile?: string, token?: string) {
  const meta = {...((args.meta as object) ?? {}), ...(profile ? {'ucp-agent': {profile: `${agentOrigin}${profile}`}} : {})};
  const res = await fetch(`${url}/api/ucp/mcp`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name, arguments: {...args, meta}}}),
  });
  return (await res.json()) as any;
}

const NEW = '/new.json';
const call = async (name: string, args: Record<string, unknown>, profile?: string, token?: string) =>
  (await rpc(name, args, profile, token)).result;

/** An access token of the platform's demo agent client, which holds every agent scope. */
async function demoAgentToken(): Promise<string> {
  const res = await fetch(`${url}/api/ucp/oauth/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from('demo-agent:demo-agent-secret').toString('base64')}`,
    },
    body: new URLSearchParams({grant_type: 'client_credentials'}).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as {access_token: string}).access_token;
}

const TEST_CARD = {id: 'card-1', handler_id: 'test_card', type: 'card', credential: {type: 'card', token: '4242 4242 4242 4242'}};

describe('version negotiation over MCP', () => {
  it('answers the version the agent’s profile selects: the newest both speak, 2026-04-08 without a profile', async () => {
    const version = async (profile?: string) =>
      (await call('search_catalog', {catalog: {query: 'toothpaste'}}, profile)).structuredContent.ucp.version;
    expect(await version(NEW)).toBe('2026-08-25');
    expect(await version('/both.json')).toBe('2026-08-25');
    expect(await version('/old.json')).toBe('2026-04-08');
    expect(await version()).toBe('2026-04-08');
  });

  it('tells agents at initialize where to name their profile', async () => {
    const res = await fetch(`${url}/api/ucp/mcp`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}},
      }),
    });
    expect(((await res.json()) as any).result.instructions).toContain('meta["ucp-agent"].profile');
  });

  it('refuses a profile sharing no version with version_unsupported (-32001), naming what the shop speaks', async () => {
    const answer = await rpc('search_catalog', {catalog: {}}, '/ancient.json');
    expect(answer.error).toEqual({
      code: -32001,
      message: 'Protocol version not supported',
      data: {
        code: 'version_unsupported',
        content: 'Protocol version 2026-01-11 is not supported. This business supports versions 2026-04-08 and 2026-08-25.',
        continue_url: 'http://localhost:3000',
      },
    });
  });

  it('serves only the capabilities both declare: a tool outside them is capabilities_incompatible, answers name only active ones', async () => {
    const agent = '/catalog-and-checkout.json';
    expect((await call('search_catalog', {catalog: {}}, agent)).isError).toBeUndefined();
    const cart = await call('create_cart', {cart: {line_items: [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 1}]}}, agent);
    expect(cart.isError).toBe(true);
    expect(cart.structuredContent).toEqual({
      ucp: {version: '2026-08-25', status: 'error'},
      messages: [
        {
          type: 'error',
          code: 'capabilities_incompatible',
          content: 'No compatible capabilities in the intersection',
          severity: 'unrecoverable',
        },
      ],
      continue_url: 'http://localhost:3000',
    });
    expect(ucp0825Problems('common/types/error_response.json', cart.structuredContent)).toEqual([]);
    const lines = [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 1}];
    const checkout = (await call('create_checkout', {checkout: {line_items: lines, discounts: {codes: ['WELCOME10']}}}, agent))
      .structuredContent;
    expect(checkout.ucp.capabilities).toEqual({'dev.ucp.shopping.checkout': [{version: '2026-08-25'}]});
  });

  it('fetches a profile once while it is fresh (its max-age)', async () => {
    const before = fetched.filter((p) => p === '/both.json').length;
    await call('search_catalog', {catalog: {}}, '/both.json');
    await call('search_catalog', {catalog: {}}, '/both.json');
    expect(fetched.filter((p) => p === '/both.json').length).toBe(before);
  });
});

describe('2026-08-25 answers validate against the release’s schemas', () => {
  it('catalog: search, lookup and get_product, with policies and the products’ selling plans', async () => {
    const search = (await call('search_catalog', {catalog: {query: 'mouthwash'}}, NEW)).structuredContent;
    expect(ucp0825Problems('shopping/catalog_search.json#/$defs/search_response', search)).toEqual([]);
    expect(search.policies.map((p: any) => p.type)).toEqual(
      expect.arrayContaining(['dev.ucp.shopping.policy.return', 'dev.shopify.policy.shipping', 'dev.shopify.policy.privacy']),
    );
    const lookup = (await call('lookup_catalog', {catalog: {ids: ['enamel-repair-mouthwash', 'nothing-here']}}, NEW)).structuredContent;
    expect(ucp0825Problems('shopping/catalog_lookup.json#/$defs/lookup_response', lookup)).toEqual([]);
    expect(lookup.products[0].selling_plans.map((p: any) => p.name)).toEqual([
      'Prepay 3 monthly deliveries',
      'Prepay 6 monthly deliveries',
    ]);
    expect(lookup.policies.at(-1)).toMatchObject({type: 'dev.shopify.policy.subscription', applies_to: ['$.products[0]']});
    const product = (await call('get_product', {catalog: {id: 'optic-white-pro-led-kit'}}, NEW)).structuredContent;
    expect(ucp0825Problems('shopping/catalog_lookup.json#/$defs/get_product_response', product)).toEqual([]);
  });

  it('cart and checkout with a discount and a deposit plan’s line: signed totals, policies, payment terms summing to the total', async () => {
    const kit = (await call('get_product', {catalog: {id: 'optic-white-pro-led-kit'}}, NEW)).structuredContent.product;
    const deposit = kit.selling_plans.find((p: any) => p.name === 'Pre-order with a 25% deposit').id;
    const lines = [{item: {id: kit.variants[0].id, selling_plan_id: deposit}, quantity: 1}];
    const cart = (await call('create_cart', {cart: {line_items: lines, discounts: {codes: ['WELCOME10']}}}, NEW)).structuredContent;
    expect(ucp0825Problems('shopping/discount.json#/$defs/dev.ucp.shopping.cart', cart)).toEqual([]);
    expect(cart.totals.find((t: any) => t.type === 'discount').amount).toBeLessThan(0);
    expect(cart.line_items[0].item.selling_plan_id).toBe(deposit);

    const checkout = (await call('create_checkout', {checkout: {cart_id: cart.id}}, NEW)).structuredContent;
    expect(ucp0825Problems('shopping/payment_terms.json#/$defs/dev.ucp.shopping.checkout', checkout)).toEqual([]);
    expect(ucp0825Problems('shopping/discount.json#/$defs/dev.ucp.shopping.checkout', checkout)).toEqual([]);
    expect(Object.keys(checkout.ucp.capabilities)).toEqual([
      'dev.ucp.shopping.checkout',
      'dev.ucp.shopping.discount',
      'dev.ucp.shopping.payment_terms',
    ]);
    const [term] = checkout.payment.terms;
    expect(checkout.payment.selected_term_id).toBe(term.id);
    expect(term.schedules.map((s: any) => s.type)).toEqual(['immediate', 'on_shipment']);
    const total = checkout.totals.find((t: any) => t.type === 'total').amount;
    expect(term.schedules.reduce((sum: number, s: any) => sum + s.amount, 0)).toBe(total);
    expect(checkout.policies.at(-1)).toMatchObject({type: 'dev.shopify.policy.subscription', applies_to: ['$.line_items[0]']});

    const read = (await call('get_checkout', {id: checkout.id}, NEW)).structuredContent;
    expect(read.payment).toEqual(checkout.payment);
    // The hosted checkout the buyer pays at charges what the terms say, now and later.
    const [today, balance] = term.schedules.map((s: any) => (s.amount / 100).toFixed(2));
    expect(await (await fetch(checkout.continue_url)).text()).toContain(
      `Your card is charged USD $${today} today; the remaining $${balance} is charged later.`,
    );
  });

  it('a selling plan the product does not offer: a tool error at the line’s plan, and no cart made', async () => {
    const lines = [{item: {id: 'gid://shopify/ProductVariant/102001', selling_plan_id: 'gid://shopify/SellingPlan/9041'}, quantity: 1}];
    const refused = await call('create_cart', {cart: {line_items: lines}}, NEW);
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent.messages).toEqual([
      {
        type: 'error',
        code: 'invalid_input',
        content: 'The selling plan with id gid://shopify/SellingPlan/9041 is not available for this merchandise.',
        severity: 'recoverable',
        path: '$.cart.line_items[0].item.selling_plan_id',
      },
    ]);
    expect(ucp0825Problems('common/types/error_response.json', refused.structuredContent)).toEqual([]);
  });

  it('a prepaid plan: one term, due today in full', async () => {
    const wash = (await call('get_product', {catalog: {id: 'enamel-repair-mouthwash'}}, NEW)).structuredContent.product;
    const lines = [{item: {id: wash.variants[0].id, selling_plan_id: wash.selling_plans[0].id}, quantity: 2}];
    const checkout = (await call('create_checkout', {checkout: {line_items: lines}}, NEW)).structuredContent;
    expect(ucp0825Problems('shopping/payment_terms.json#/$defs/dev.ucp.shopping.checkout', checkout)).toEqual([]);
    const [term] = checkout.payment.terms;
    expect(term.schedules).toEqual([expect.objectContaining({type: 'immediate', amount: checkout.totals.at(-1).amount})]);
  });

  it('a paid checkout (the order view), a canceled one, and a refusal (error response)', async () => {
    const created = (
      await call('create_checkout', {checkout: {line_items: [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 1}]}}, NEW)
    ).structuredContent;
    const paid = await fetch(created.continue_url, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(CHECKOUT_FORM).toString(),
    });
    expect(paid.status).toBe(303);
    const done = (await call('get_checkout', {id: created.id}, NEW)).structuredContent;
    expect(done.status).toBe('completed');
    expect(ucp0825Problems('shopping/checkout.json', done)).toEqual([]);

    const other = (
      await call('create_checkout', {checkout: {line_items: [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 1}]}}, NEW)
    ).structuredContent;
    const canceled = (await call('cancel_checkout', {id: other.id, meta: {'idempotency-key': 'versions-cancel-1'}}, NEW)).structuredContent;
    expect(canceled.status).toBe('canceled');
    expect(ucp0825Problems('shopping/checkout.json', canceled)).toEqual([]);

    const refused = await call('get_cart', {id: 'gid://shopify/Cart/nothing12345'}, NEW);
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent.ucp.version).toBe('2026-08-25');
    expect(ucp0825Problems('common/types/error_response.json', refused.structuredContent)).toEqual([]);
  });

  it('the business profile: the current one at /.well-known/ucp, naming the 2026-04-08 leaf', async () => {
    const current = await (await fetch(`${url}/.well-known/ucp`)).json();
    expect(ucp0825Problems('profile.json#/$defs/business_schema', current)).toEqual([]);
    const older = (await (await fetch(`${url}/.well-known/ucp/2026-04-08`)).json()) as any;
    expect(older.ucp.version).toBe('2026-04-08');
  });

  it('a token agent’s purchase: complete_checkout and get_order answer in the release’s checkout and order shapes', async () => {
    const token = await demoAgentToken();
    const lines = [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 2}];
    const created = (await call('create_checkout', {checkout: {line_items: lines, buyer: {email: 'demo@oralcare.test'}}}, NEW, token))
      .structuredContent;
    expect(created.buyer).toEqual({email: 'demo@oralcare.test'});
    expect(ucp0825Problems('shopping/checkout.json', created)).toEqual([]);
    const meta = {'idempotency-key': 'versions-complete-1'};
    const completed = await call('complete_checkout', {id: created.id, meta, checkout: {payment_data: TEST_CARD}}, NEW, token);
    expect(completed.isError).toBeFalsy();
    const checkout = completed.structuredContent;
    expect(checkout).toMatchObject({ucp: {version: '2026-08-25'}, status: 'completed'});
    expect(ucp0825Problems('shopping/checkout.json', checkout)).toEqual([]);

    const order = (await call('get_order', {id: checkout.order.id}, NEW, token)).structuredContent;
    expect(order).toMatchObject({ucp: {version: '2026-08-25', capabilities: {'dev.ucp.shopping.order': [{version: '2026-08-25'}]}}});
    expect(order).toMatchObject({id: checkout.order.id, checkout_id: created.id, adjustments: [{type: 'payment', status: 'completed'}]});
    expect(order.policies[0]).toMatchObject({type: 'dev.ucp.shopping.policy.return'});
    expect(ucp0825Problems('shopping/order.json', order)).toEqual([]);
  });

  it('a tokenless complete_checkout is challenged (401) at every version, its escalation in the agent’s version', async () => {
    const lines = [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 1}];
    for (const [profile, version] of [
      [NEW, '2026-08-25'],
      [undefined, '2026-04-08'],
    ]) {
      const created = (await call('create_checkout', {checkout: {line_items: lines}}, profile)).structuredContent;
      const meta = {...(profile ? {'ucp-agent': {profile: `${agentOrigin}${profile}`}} : {}), 'idempotency-key': 'versions-401'};
      const res = await fetch(`${url}/api/ucp/mcp`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/call',
          params: {name: 'complete_checkout', arguments: {id: created.id, meta}},
        }),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="/);
      const {error} = (await res.json()) as any;
      expect(error.data).toMatchObject({ucp: {version, status: 'error'}, continue_url: created.continue_url});
      if (version === '2026-08-25') expect(ucp0825Problems('common/types/error_response.json', error.data)).toEqual([]);
    }
  });

  it('both profiles publish the test-card payment handler and the order capability, each at its own version', async () => {
    for (const [path, version] of [
      ['/.well-known/ucp', '2026-08-25'],
      ['/.well-known/ucp/2026-04-08', '2026-04-08'],
    ]) {
      const {ucp} = (await (await fetch(`${url}${path}`)).json()) as any;
      expect(ucp.payment_handlers['com.oralcare.test_card']).toEqual([
        expect.objectContaining({id: 'test_card', version, available_instruments: [{type: 'card'}]}),
      ]);
      expect(ucp.capabilities['dev.ucp.shopping.order']).toEqual([expect.objectContaining({version})]);
    }
  });
});

describe('2026-04-08 answers stay as they were, for agents naming no profile or a 2026-04-08 one', () => {
  it('validate against the UCP SDK, with unsigned discounts and neither policies nor payment terms', async () => {
    // The SDK (0.1.1) has no catalog models: a 2026-04-08 agent's search is the one of an agent naming no profile.
    const unnamed = (await call('search_catalog', {catalog: {query: 'mouthwash'}})).structuredContent;
    expect((await call('search_catalog', {catalog: {query: 'mouthwash'}}, '/old.json')).structuredContent).toEqual(unnamed);
    expect(unnamed).not.toHaveProperty('policies');
    expect(unnamed.products[0]).not.toHaveProperty('selling_plans');
    for (const profile of [undefined, '/old.json']) {
      const cart = (
        await call(
          'create_cart',
          {cart: {line_items: [{item: {id: 'gid://shopify/ProductVariant/102001'}, quantity: 2}], discounts: {codes: ['WELCOME10']}}},
          profile,
        )
      ).structuredContent;
      expect(cart.ucp.version).toBe('2026-04-08');
      expect(cart.totals.find((t: any) => t.type === 'discount').amount).toBeGreaterThan(0);
      expect(cart).not.toHaveProperty('policies');
      const checkout = (await call('create_checkout', {checkout: {cart_id: cart.id}}, profile)).structuredContent;
      const {ucp: _ucp, ...rest} = checkout;
      expect(ucpSdk.CheckoutResponseSchema.omit({ucp: true}).safeParse(rest).error).toBeUndefined();
      expect(checkout).not.toHaveProperty('payment');
    }
  });
});
