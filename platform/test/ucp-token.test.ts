import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {AgentClients, ORDERS_SCOPE, PURCHASE_SCOPE} from '../src/ucp/agent-auth.js';
import {CHECKOUT_FORM, startPlatform, variantGid, type TestPlatform} from './helpers.js';
import {AGENT_META} from './ucp-helpers.js';

/**
 * The token tier on the platform: OAuth discovery and the token endpoint (client credentials),
 * the MCP endpoint's challenge, complete_checkout with the purchase scope (once per idempotency
 * key, also for concurrent calls) and get_order with the orders scope.
 */
let p: TestPlatform;
const DEMO = {id: 'demo-agent', secret: 'demo-agent-secret'};
const DEMO_EMAIL = 'demo@oralcare.test';
const TEST_CARD = {id: 'card-1', handler_id: 'test_card', type: 'card', credential: {type: 'card', token: '4242 4242 4242 4242'}};
let ordersOnly: {clientId: string; clientSecret: string};
let purchaseOnly: {clientId: string; clientSecret: string};

beforeAll(async () => {
  p = await startPlatform();
  const clients = new AgentClients(p.server.context.db);
  ordersOnly = clients.register('Orders only', [ORDERS_SCOPE]);
  purchaseOnly = clients.register('Purchase only', [PURCHASE_SCOPE]);
});
afterAll(() => p.close());

const origin = () => p.server.context.origin;
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${p.url}/api/ucp/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...headers},
    body: new URLSearchParams(form).toString(),
  });
}

async function accessToken(id = DEMO.id, secret = DEMO.secret, scope?: string): Promise<string> {
  const response = await tokenRequest({grant_type: 'client_credentials', ...(scope ? {scope} : {})}, {Authorization: basic(id, secret)});
  expect(response.status).toBe(200);
  return ((await response.json()) as {access_token: string}).access_token;
}

async function mcp(body: unknown, token?: string) {
  const response = await fetch(`${p.url}/api/ucp/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(token ? {Authorization: `Bearer ${token}`} : {}),
    },
    body: JSON.stringify(body),
  });
  return {response, body: (await response.json()) as any};
}

let nextId = 1;
async function tool(name: string, args: Record<string, unknown>, token?: string) {
  const {response, body} = await mcp(
    {jsonrpc: '2.0', id: nextId++, method: 'tools/call', params: {name, arguments: {meta: AGENT_META, ...args}}},
    token,
  );
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return {tier: response.headers.get('x-agent-tier'), result: body.result as {structuredContent: any; isError?: boolean}};
}

async function demoCheckout(email: string | undefined = DEMO_EMAIL) {
  const {result} = await tool('create_checkout', {
    checkout: {line_items: [{item: {id: variantGid(102001)}, quantity: 1}], ...(email ? {buyer: {email}} : {})},
  });
  expect(result.isError).toBeFalsy();
  return result.structuredContent as {id: string; continue_url: string};
}

describe('discovery', () => {
  it('publishes the protected resource (both forms) and the authorization server, naming this origin', async () => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/api/ucp/mcp']) {
      const response = await fetch(`${p.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        resource: `${origin()}/api/ucp/mcp`,
        authorization_servers: [origin()],
        scopes_supported: [PURCHASE_SCOPE, ORDERS_SCOPE],
        bearer_methods_supported: ['header'],
        resource_name: 'Oral Care Shop (UCP)',
      });
    }
    const server = (await (await fetch(`${p.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(server).toMatchObject({
      issuer: origin(),
      token_endpoint: `${origin()}/api/ucp/oauth/token`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
    const authorize = await fetch(String(server.authorization_endpoint).replace(origin(), p.url));
    expect(await authorize.json()).toMatchObject({error: 'unsupported_response_type'});
  });

  it('names the shop’s origin when the shop vouches for the host the agent called', async () => {
    const response = await fetch(`${p.url}/.well-known/oauth-protected-resource`, {
      headers: {'X-Forwarded-Host': 'shop.example', 'Shopify-Storefront-Private-Token': 'local-private-storefront-token'},
    });
    expect(await response.json()).toMatchObject({
      resource: 'http://shop.example/api/ucp/mcp',
      authorization_servers: ['http://shop.example'],
    });
    const unvouched = await fetch(`${p.url}/.well-known/oauth-protected-resource`, {headers: {'X-Forwarded-Host': 'evil.example'}});
    expect(await unvouched.json()).toMatchObject({resource: `${origin()}/api/ucp/mcp`});
  });
});

describe('the token endpoint', () => {
  it('issues a short-lived bearer token to a client by Basic or by form, with the scopes it holds', async () => {
    const byBasic = await tokenRequest({grant_type: 'client_credentials'}, {Authorization: basic(DEMO.id, DEMO.secret)});
    expect(byBasic.headers.get('cache-control')).toBe('no-store');
    expect(await byBasic.json()).toMatchObject({token_type: 'Bearer', expires_in: 600, scope: `${PURCHASE_SCOPE} ${ORDERS_SCOPE}`});
    const byForm = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: DEMO.id,
      client_secret: DEMO.secret,
      scope: ORDERS_SCOPE,
    });
    expect(await byForm.json()).toMatchObject({access_token: expect.any(String), scope: ORDERS_SCOPE});
    // Asked for more than it holds: it gets what it holds, and the answer says so.
    const narrowed = await tokenRequest(
      {grant_type: 'client_credentials', scope: `${PURCHASE_SCOPE} ${ORDERS_SCOPE}`},
      {Authorization: basic(ordersOnly.clientId, ordersOnly.clientSecret)},
    );
    expect(await narrowed.json()).toMatchObject({scope: ORDERS_SCOPE});
  });

  it('answers RFC 6749’s errors: invalid_client, invalid_scope, unsupported_grant_type, invalid_request', async () => {
    const wrongSecret = await tokenRequest({grant_type: 'client_credentials'}, {Authorization: basic(DEMO.id, 'nope')});
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await wrongSecret.json()).toMatchObject({error: 'invalid_client'});
    const unknownClient = await tokenRequest({grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x'});
    expect(unknownClient.status).toBe(401);
    expect(await unknownClient.json()).toMatchObject({error: 'invalid_client'});
    const noClient = await tokenRequest({grant_type: 'client_credentials'});
    expect(await noClient.json()).toMatchObject({error: 'invalid_client'});

    const auth = {Authorization: basic(DEMO.id, DEMO.secret)};
    const badScope = await tokenRequest({grant_type: 'client_credentials', scope: 'write_everything'}, auth);
    expect(badScope.status).toBe(400);
    expect(await badScope.json()).toMatchObject({error: 'invalid_scope'});
    const notHeld = await tokenRequest(
      {grant_type: 'client_credentials', scope: PURCHASE_SCOPE},
      {Authorization: basic(ordersOnly.clientId, ordersOnly.clientSecret)},
    );
    expect(await notHeld.json()).toMatchObject({error: 'invalid_scope'});
    const wrongGrant = await tokenRequest({grant_type: 'password', username: 'a', password: 'b'}, auth);
    expect(wrongGrant.status).toBe(400);
    expect(await wrongGrant.json()).toMatchObject({error: 'unsupported_grant_type'});
    const noGrant = await tokenRequest({}, auth);
    expect(await noGrant.json()).toMatchObject({error: 'invalid_request'});
    const json = await fetch(`${p.url}/api/ucp/oauth/token`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...auth},
      body: JSON.stringify({grant_type: 'client_credentials'}),
    });
    expect(await json.json()).toMatchObject({error: 'invalid_request'});
    const otherResource = await tokenRequest({grant_type: 'client_credentials', resource: 'https://other.example/mcp'}, auth);
    expect(await otherResource.json()).toMatchObject({error: 'invalid_target'});
  });
});

describe('the MCP endpoint with tokens', () => {
  it('serves catalog and cart without a token, and a token agent as the token tier', async () => {
    const anonymous = await tool('search_catalog', {catalog: {query: 'toothpaste'}});
    expect(anonymous.tier).toBe('anonymous');
    const withToken = await tool('search_catalog', {catalog: {query: 'toothpaste'}}, await accessToken());
    expect(withToken.tier).toBe('token');
  });

  it('challenges a call of a token tool without a token, keeping the escalation in the answer', async () => {
    const checkout = await demoCheckout();
    const {response, body} = await mcp({
      jsonrpc: '2.0',
      id: 9,
      method: 'tools/call',
      params: {name: 'complete_checkout', arguments: {id: checkout.id}},
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${origin()}/.well-known/oauth-protected-resource/api/ucp/mcp", scope="${PURCHASE_SCOPE} ${ORDERS_SCOPE}"`,
    );
    expect(body).toMatchObject({
      id: 9,
      error: {code: -32001, data: {continue_url: checkout.continue_url, messages: [{code: 'insufficient_scope'}]}},
    });
    const order = await mcp({
      jsonrpc: '2.0',
      id: 10,
      method: 'tools/call',
      params: {name: 'get_order', arguments: {id: 'gid://shopify/Order/1'}},
    });
    expect(order.response.status).toBe(401);
  });

  it('answers 401 invalid_token to a forged, malformed or other-audience token on any call', async () => {
    const token = await accessToken();
    const [header, payload] = token.split('.');
    // Issued through the shop (its host, vouched for): a token for the shop's MCP endpoint, not this one.
    const viaShop = await tokenRequest(
      {grant_type: 'client_credentials'},
      {
        Authorization: basic(DEMO.id, DEMO.secret),
        'X-Forwarded-Host': 'shop.example',
        'Shopify-Storefront-Private-Token': 'local-private-storefront-token',
      },
    );
    const foreign = ((await viaShop.json()) as {access_token: string}).access_token;
    for (const bad of [`${header}.${payload}.AAAA`, 'garbage', foreign]) {
      const {response} = await mcp({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'search_catalog', arguments: {}}}, bad);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
  });

  it('keeps the escalation for a token without the purchase scope', async () => {
    const checkout = await demoCheckout();
    const token = await accessToken(ordersOnly.clientId, ordersOnly.clientSecret);
    const {result} = await tool(
      'complete_checkout',
      {id: checkout.id, meta: {...AGENT_META, 'idempotency-key': 'k-no-scope'}, checkout: {payment_data: TEST_CARD}},
      token,
    );
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({messages: [{code: 'insufficient_scope'}], continue_url: checkout.continue_url});
  });
});

describe('complete_checkout with the purchase scope', () => {
  it('places the order in the demo customer’s account, paid with the test card, and get_order answers it', async () => {
    const token = await accessToken();
    const checkout = await demoCheckout();
    const before = p.server.context.orders.countForCustomer(p.server.context.customers.byEmail(DEMO_EMAIL)!.id);
    const stock = p.server.context.catalog.inventory(102001);
    const mails = p.server.context.outbox.list().length;
    const {result} = await tool(
      'complete_checkout',
      {id: checkout.id, meta: {...AGENT_META, 'idempotency-key': 'k-1'}, checkout: {payment_data: TEST_CARD}},
      token,
    );
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      status: 'completed',
      order: {id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/)},
    });
    const customer = p.server.context.customers.byEmail(DEMO_EMAIL)!;
    expect(p.server.context.orders.countForCustomer(customer.id)).toBe(before + 1);
    // As the hosted checkout places it: stock taken, the confirmation mailed to the buyer.
    expect(p.server.context.catalog.inventory(102001)).toBe(stock - 1);
    expect(p.server.context.outbox.list().length).toBe(mails + 1);
    const newest = p.server.context.outbox.list().reduce((a, b) => (b.id > a.id ? b : a));
    expect(newest).toMatchObject({to: DEMO_EMAIL, kind: 'order_confirmation'});
    const orderId = result.structuredContent.order.id as string;
    const order = (await tool('get_order', {id: orderId}, token)).result.structuredContent;
    expect(order).toMatchObject({id: orderId, checkout_id: checkout.id, adjustments: [{type: 'payment', status: 'completed'}]});
    expect(order.label).toMatch(/^#\d+$/);
    expect(order.line_items).toEqual([expect.objectContaining({quantity: {total: 1, fulfilled: 0}, status: 'processing'})]);
  });

  it('places one order for a key, repeated and concurrent', async () => {
    const token = await accessToken();
    const orders = p.server.context.orders;
    const count = () => (p.server.context.db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as {n: number}).n;

    const first = await demoCheckout();
    const args = {id: first.id, meta: {...AGENT_META, 'idempotency-key': 'k-seq'}, checkout: {payment_data: TEST_CARD}};
    const before = count();
    const once = (await tool('complete_checkout', args, token)).result.structuredContent;
    const again = (await tool('complete_checkout', args, token)).result.structuredContent;
    expect(again.order.id).toBe(once.order.id);
    expect(count()).toBe(before + 1);

    const second = await demoCheckout();
    const concurrent = {id: second.id, meta: {...AGENT_META, 'idempotency-key': 'k-concurrent'}, checkout: {payment_data: TEST_CARD}};
    const answers = await Promise.all([tool('complete_checkout', concurrent, token), tool('complete_checkout', concurrent, token)]);
    expect(answers.map((a) => a.result.isError)).toEqual([undefined, undefined]);
    expect(answers[0]!.result.structuredContent.order.id).toBe(answers[1]!.result.structuredContent.order.id);
    expect(count()).toBe(before + 2);
    expect(orders.byId(Number(answers[0]!.result.structuredContent.order.id.split('/').pop()))).toBeDefined();

    // The key names one checkout: reused for another, it is refused.
    const third = await demoCheckout();
    const reused = (await tool('complete_checkout', {...concurrent, id: third.id}, token)).result;
    expect(reused.structuredContent.messages[0]).toMatchObject({code: 'idempotency_conflict'});
  });

  it('refuses a declined card, a missing instrument or key, and a buyer the shop cannot ship to, losing nothing', async () => {
    const token = await accessToken();
    const checkout = await demoCheckout();
    const complete = async (args: Record<string, unknown>) =>
      (await tool('complete_checkout', {id: checkout.id, ...args}, token)).result.structuredContent.messages[0];
    const meta = {...AGENT_META, 'idempotency-key': 'k-bad'};
    expect(
      await complete({meta, checkout: {payment_data: {...TEST_CARD, credential: {type: 'card', token: '4000 0000 0000 0002'}}}}),
    ).toMatchObject({
      code: 'payment_declined',
      content: 'This card was declined. Use the test card 4242 4242 4242 4242.',
    });
    expect(await complete({meta})).toMatchObject({code: 'payment_required', path: '$.checkout.payment_data'});
    expect(await complete({checkout: {payment_data: TEST_CARD}})).toMatchObject({code: 'idempotency_key_required'});
    const stranger = await demoCheckout('stranger@example.com');
    const refused = (
      await tool(
        'complete_checkout',
        {id: stranger.id, meta: {...meta, 'idempotency-key': 'k-stranger'}, checkout: {payment_data: TEST_CARD}},
        token,
      )
    ).result;
    expect(refused.structuredContent).toMatchObject({messages: [{code: 'shipping_address_required'}], continue_url: stranger.continue_url});
    // A cart of another customer is not moved to the buyer named.
    const theirs = await demoCheckout();
    const token2 = theirs.id.split('/').pop()!;
    const cart = p.server.context.carts.get(token2)!;
    cart.buyerIdentity.customerId = p.server.context.customers.byEmail(DEMO_EMAIL)!.id + 1;
    p.server.context.carts.save(cart);
    const moved = (
      await tool(
        'complete_checkout',
        {id: theirs.id, meta: {...meta, 'idempotency-key': 'k-theirs'}, checkout: {payment_data: TEST_CARD}},
        token,
      )
    ).result;
    expect(moved.structuredContent).toMatchObject({messages: [{code: 'buyer_mismatch'}], continue_url: theirs.continue_url});
    // Nothing was placed: the checkout still completes with the good card.
    const placed = (
      await tool(
        'complete_checkout',
        {id: checkout.id, meta: {...meta, 'idempotency-key': 'k-good'}, checkout: {payment_data: TEST_CARD}},
        token,
      )
    ).result;
    expect(placed.structuredContent.status).toBe('completed');
  });
});

describe('get_order', () => {
  it('refuses, in one and the same answer, another client’s order, a hosted-checkout order and an order that does not exist', async () => {
    const demoToken = await accessToken();
    const checkout = await demoCheckout();
    const mine = (
      await tool(
        'complete_checkout',
        {id: checkout.id, meta: {...AGENT_META, 'idempotency-key': 'k-mine'}, checkout: {payment_data: TEST_CARD}},
        demoToken,
      )
    ).result.structuredContent.order.id as string;

    const hosted = (await tool('create_checkout', {checkout: {line_items: [{item: {id: variantGid(102001)}, quantity: 1}]}})).result
      .structuredContent;
    await fetch(hosted.continue_url.replace(origin(), p.url), {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(CHECKOUT_FORM).toString(),
    });
    const hostedOrder = (await tool('get_checkout', {id: hosted.id})).result.structuredContent.order.id as string;

    const other = await accessToken(ordersOnly.clientId, ordersOnly.clientSecret);
    const answers = [];
    for (const [id, token] of [
      [mine, other],
      [hostedOrder, demoToken],
      ['gid://shopify/Order/999999', demoToken],
    ] as const) {
      answers.push((await tool('get_order', {id}, token)).result);
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.structuredContent.messages).toEqual([
      {type: 'error', code: 'not_found', content: 'Order not found.', severity: 'unrecoverable', path: '$.id'},
    ]);
    // Without the orders scope, not even its own order.
    const purchaseToken = await accessToken(purchaseOnly.clientId, purchaseOnly.clientSecret);
    expect((await tool('get_order', {id: mine}, purchaseToken)).result.structuredContent.messages[0].code).toBe('insufficient_scope');
  });
});
