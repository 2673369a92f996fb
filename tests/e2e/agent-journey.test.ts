import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll} from 'vitest';
import {waitForHydration} from '../support/browser';
import {describe, expect, test} from '../support/fixtures';
import {shopUrl, storefrontApi} from '../support/http';
import {platformToken} from '../support/account';
import {placeOrderAtCheckout} from '../support/checkout';

const CUSTOMER = {email: 'demo@oralcare.test', password: 'password123'};
const T = {timeout: 15_000};

interface Variant {
  id: string;
  title: string;
  availability?: {available: boolean};
}
interface Product {
  id: string;
  title: string;
  variants: Variant[];
}

let agent: Client;
beforeAll(async () => {
  // The agent knows only the shop's domain: its MCP endpoint is at the same path as on any Shopify store.
  agent = new Client({name: 'oral-care-shop-e2e-agent', version: '1.0.0'});
  await agent.connect(new StreamableHTTPClientTransport(new URL(`${shopUrl()}/api/ucp/mcp`)));
});
afterAll(async () => {
  await agent?.close();
});

async function tool(name: string, args: Record<string, unknown>) {
  const result = await agent.callTool({name, arguments: args});
  expect(result.isError, `${name}: ${JSON.stringify(result.structuredContent)}`).not.toBe(true);
  return result.structuredContent as Record<string, any>;
}

describe('an AI agent shops for a customer over MCP; the customer pays in the browser', () => {
  test('search → product → cart of two lines → update → checkout → continue_url paid with 4242… → the order in the account', async ({
    openContext,
  }) => {
    // The agent: finds whitening products and reads one.
    const search = await tool('search_catalog', {catalog: {query: 'whitening'}});
    const found = (search.products as Product[]).filter((p) => p.variants.some((v) => v.availability?.available !== false));
    expect(found.length).toBeGreaterThanOrEqual(2);
    const [first, second] = found as [Product, Product];
    const looked = await tool('lookup_catalog', {catalog: {ids: [first.id, second.id]}});
    expect(JSON.stringify(looked)).toContain(first.title);
    const product = await tool('get_product', {catalog: {id: first.id}});
    expect(JSON.stringify(product)).toContain(first.title);
    const pick = (p: Product) => (p.variants.find((v) => v.availability?.available !== false) ?? p.variants[0])!;

    // A cart with two lines, then one more of the first.
    const cart = await tool('create_cart', {
      cart: {
        line_items: [
          {item: {id: pick(first).id}, quantity: 1},
          {item: {id: pick(second).id}, quantity: 1},
        ],
      },
    });
    expect(cart.line_items).toHaveLength(2);
    const updated = await tool('update_cart', {
      id: cart.id,
      cart: {
        line_items: [
          {item: {id: pick(first).id}, quantity: 2},
          {item: {id: pick(second).id}, quantity: 1},
        ],
      },
    });
    const quantities = (updated.line_items as Array<{quantity: number}>).map((line) => line.quantity).sort();
    expect(quantities).toEqual([1, 2]);

    // The customer is signed in where the agent works for them: the cart becomes theirs, as the
    // shop's own sign-in does it (cart.updateBuyerIdentity), so the order lands in their account.
    const token = await platformToken(CUSTOMER.email, CUSTOMER.password);
    const identity = await storefrontApi<any>(
      'mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { cart { id } userErrors { message } } }',
      {id: cart.id, b: {customerAccessToken: token}},
    );
    expect(identity.body.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);

    const checkout = await tool('create_checkout', {checkout: {cart_id: cart.id}});
    expect(checkout.continue_url).toMatch(/\/checkouts\//);

    // The customer follows continue_url and pays with the test card.
    const context = await openContext({viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    await page.goto(checkout.continue_url as string);
    expect(
      await page
        .getByLabel(/e-?mail/i)
        .first()
        .inputValue(),
    ).toBe(CUSTOMER.email);
    await placeOrderAtCheckout(page);
    const orderName = /#\d{4,}/.exec(await page.locator('body').innerText())![0];

    // The agent sees the checkout completed with the order.
    const done = await tool('get_checkout', {id: checkout.id});
    expect(done.status).toBe('completed');
    expect(done.order.id).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    expect(done.line_items).toHaveLength(2);

    // The customer signs in at the shop and finds the order with both products.
    await page.goto(`${shopUrl()}/account/login?redirect=%2Faccount%2Fmy-orders`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password', {exact: true}).fill(CUSTOMER.password);
    await page.getByRole('button', {name: 'Sign in'}).click();
    await page.waitForURL('**/account/my-orders', T);
    const row = page.getByTestId('order-row').filter({hasText: orderName});
    await expect.poll(() => row.count(), T).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(`2 × ${first.title}`);
    expect(text).toContain(second.title);
    expect(await row.getByTestId('financial-status').innerText()).toBe('paid');
  });
});
