import {ClientCredentialsProvider} from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {signInJar} from '../support/account';
import {DEMO_ACCOUNT} from '../support/fixtures';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestPlatform, startTestShop, tempDir} from '../support/servers';

/**
 * The token tier through the shop: the official MCP client, with the SDK's own client-credentials
 * provider, finds the authorization server from the shop's 401, gets a token at the shop's token
 * endpoint, and completes a purchase for the demo customer, which then shows in the customer's
 * account on the shop. Its own platform and shop: the order lands in the demo account, whose
 * orders other files count on the shared servers.
 */
let platform: Awaited<ReturnType<typeof startTestPlatform>>;
let shop: Awaited<ReturnType<typeof startTestShop>>;
const dataDir = tempDir('platform');

beforeAll(async () => {
  platform = await startTestPlatform(TEST_PORTS.sparePlatform, dataDir, `http://localhost:${TEST_PORTS.spareShop}`);
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platform.url));
});

afterAll(async () => {
  await shop?.close();
  await platform?.stop();
});

const DEMO_CLIENT = {clientId: 'demo-agent', clientSecret: 'demo-agent-secret'};
const TEST_CARD = {id: 'card-1', handler_id: 'test_card', type: 'card', credential: {type: 'card', token: '4242 4242 4242 4242'}};

/** An MCP client of the shop with the SDK's client-credentials support; it notes each answer's tier and the requests it made. */
async function agent(credentials: {clientId: string; clientSecret: string}) {
  const tiers: string[] = [];
  const requests: string[] = [];
  const provider = new ClientCredentialsProvider({...credentials, expectedIssuer: shop.url});
  const transport = new StreamableHTTPClientTransport(new URL(`${shop.url}/api/ucp/mcp`), {
    authProvider: provider,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      requests.push(
        `${init?.method ?? 'GET'} ${new URL(String(input instanceof Request ? input.url : input)).pathname} ${response.status}`,
      );
      const tier = response.headers.get('x-agent-tier');
      if (tier) tiers.push(tier);
      return response;
    },
  });
  const client = new Client({name: 'token-journey', version: '1.0.0'});
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({name, arguments: args});
    return {isError: result.isError === true, content: result.structuredContent as any};
  };
  return {client, call, provider, tiers, requests};
}

async function checkoutFor(call: Awaited<ReturnType<typeof agent>>['call'], email: string) {
  const found = await call('search_catalog', {catalog: {query: 'toothpaste', pagination: {limit: 5}}});
  const variant = found.content.products.flatMap((p: any) => p.variants).find((v: any) => v.availability.available);
  const cart = await call('create_cart', {cart: {line_items: [{item: {id: variant.id}, quantity: 1}]}});
  expect(cart.isError).toBe(false);
  const checkout = await call('create_checkout', {checkout: {cart_id: cart.content.id, buyer: {email}}});
  expect(checkout.isError).toBe(false);
  expect(checkout.content).toMatchObject({status: 'requires_escalation', buyer: {email}});
  return checkout.content as {id: string; continue_url: string};
}

describe('the token journey', () => {
  it('OAuth through the SDK, a purchase for the demo customer, get_order paid, and the order in the customer’s account', async () => {
    const {client, call, provider, tiers, requests} = await agent(DEMO_CLIENT);
    try {
      const checkout = await checkoutFor(call, DEMO_ACCOUNT.email);
      expect(provider.tokens()).toBeUndefined();
      expect(new Set(tiers)).toEqual(new Set(['anonymous']));

      const completed = await call('complete_checkout', {
        meta: {'idempotency-key': `journey-${Date.now()}`},
        id: checkout.id,
        checkout: {payment_data: TEST_CARD},
      });
      expect(completed.isError).toBe(false);
      expect(completed.content).toMatchObject({status: 'completed', order: {id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/)}});
      // The SDK met the 401, discovered the authorization server at the shop and fetched a token there.
      expect(provider.tokens()?.access_token).toBeTruthy();
      expect(requests).toEqual(
        expect.arrayContaining([
          'POST /api/ucp/mcp 401',
          'GET /.well-known/oauth-protected-resource/api/ucp/mcp 200',
          'GET /.well-known/oauth-authorization-server 200',
          'POST /api/ucp/oauth/token 200',
          'POST /api/ucp/mcp 200',
        ]),
      );
      expect(tiers.at(-1)).toBe('token');

      const order = await call('get_order', {id: completed.content.order.id});
      expect(order.isError).toBe(false);
      expect(order.content).toMatchObject({
        id: completed.content.order.id,
        checkout_id: checkout.id,
        adjustments: [{type: 'payment', status: 'completed'}],
        line_items: [{quantity: {total: 1, fulfilled: 0}, status: 'processing'}],
      });
      const total = order.content.totals.find((t: any) => t.type === 'total').amount as number;
      expect(order.content.adjustments[0].totals).toEqual([{type: 'total', amount: total}]);

      // The demo customer signs in on the shop and finds the order.
      const jar = await signInJar(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, shop.url);
      const list = await (await jar.get('/account/my-orders', shop.url)).text();
      const numbers = [...list.matchAll(/href="\/account\/my-orders\/(\d+)"/g)].map((m) => Number(m[1]));
      const newest = Math.max(...numbers);
      const detail = await (await jar.get(`/account/my-orders/${newest}`, shop.url)).text();
      const orderId = completed.content.order.id.split('/').pop();
      expect(detail).toContain(`/orders/${orderId}/status?key=`);
    } finally {
      await client.close();
    }
  });

  it('a token without the purchase scope cannot complete, and get_order refuses another agent’s order', async () => {
    const demo = await agent(DEMO_CLIENT);
    const mine = await checkoutFor(demo.call, DEMO_ACCOUNT.email);
    const placed = await demo.call('complete_checkout', {
      meta: {'idempotency-key': `mine-${Date.now()}`},
      id: mine.id,
      checkout: {payment_data: TEST_CARD},
    });
    expect(placed.content.status).toBe('completed');

    const readerClient = await registerClient('read_global_api_orders');
    const reader = await agent(readerClient);
    try {
      const checkout = await checkoutFor(reader.call, DEMO_ACCOUNT.email);
      const refused = await reader.call('complete_checkout', {
        meta: {'idempotency-key': `reader-${Date.now()}`},
        id: checkout.id,
        checkout: {payment_data: TEST_CARD},
      });
      expect(refused.isError).toBe(true);
      expect(refused.content).toMatchObject({messages: [{code: 'insufficient_scope'}], continue_url: checkout.continue_url});
      expect(reader.tiers.at(-1)).toBe('token');

      const foreign = await reader.call('get_order', {id: placed.content.order.id});
      const missing = await reader.call('get_order', {id: 'gid://shopify/Order/987654'});
      expect(foreign.isError).toBe(true);
      expect(foreign.content).toEqual(missing.content);
      expect(foreign.content.messages).toEqual([expect.objectContaining({code: 'not_found', content: 'Order not found.'})]);
    } finally {
      await reader.client.close();
      await demo.client.close();
    }
  });
});

/** A new agent client with the given scopes, registered as `npm run platform:agent-client` does. */
async function registerClient(scopes: string): Promise<{clientId: string; clientSecret: string}> {
  const {execFile} = await import('node:child_process');
  const {promisify} = await import('node:util');
  const {stdout} = await promisify(execFile)('npx', ['tsx', 'platform/src/main.ts', '--register-agent', 'Reader', scopes], {
    env: {...process.env, PLATFORM_DATA_DIR: dataDir},
  });
  const {client_id: clientId, client_secret: clientSecret} = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, string>;
  return {clientId, clientSecret};
}
