import {describe, expect, it} from 'vitest';
import {TEST_PORTS} from '../support/ports';
import {startTestPlatform, tempDir} from '../support/servers';
import {PUBLIC_TOKEN, platformUrl, storefrontApi} from '../support/http';

const VARIANTS = `query Variants { products(first: 60) { nodes { handle requiresSellingPlan variants(first: 10) { nodes { id quantityAvailable } } } } }`;
const CREATE = `mutation Create($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }`;
const ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } userErrors { message } } }`;
const READ = `query Read($id: ID!) { cart(id: $id) { id totalQuantity lines(first: 100) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`;

async function inStockVariants(base?: string): Promise<string[]> {
  const {body} = await storefrontApi(VARIANTS, {}, base ? {base} : {});
  return body.data.products.nodes
    .filter((p: {handle: string; requiresSellingPlan: boolean}) => !p.handle.includes('free-gift') && !p.requiresSellingPlan)
    .flatMap((p: {variants: {nodes: Array<{id: string; quantityAvailable: number}>}}) => p.variants.nodes)
    .filter((v: {quantityAvailable: number}) => v.quantityAvailable >= 5)
    .map((v: {id: string}) => v.id);
}

describe('Storefront API tokens', () => {
  it('answers 401 without a token or with a wrong one, like Shopify', async () => {
    for (const token of [null, 'wrong-token']) {
      const {status, body} = await storefrontApi('{ shop { name } }', {}, {token});
      expect(status).toBe(401);
      expect(JSON.stringify(body)).toMatch(/Invalid API key or access token/);
    }
  });

  it('accepts the public token and the private token header', async () => {
    expect((await storefrontApi('{ shop { name } }')).status).toBe(200);
    const response = await fetch(`${platformUrl()}/api/2023-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Shopify-Storefront-Private-Token': 'local-private-storefront-token'},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(response.status).toBe(200);
    expect(PUBLIC_TOKEN).toBe('local-public-storefront-token');
  });
});

describe('cart atomicity', () => {
  it('50 concurrent cartLinesAdd on one cart lose no line', async () => {
    const variants = await inStockVariants();
    expect(variants.length).toBeGreaterThanOrEqual(50);
    const {body: created} = await storefrontApi(CREATE, {input: {}});
    const cartId = created.data.cartCreate.cart.id;
    const results = await Promise.all(
      variants.slice(0, 50).map((merchandiseId) => storefrontApi(ADD, {cartId, lines: [{merchandiseId, quantity: 1}]})),
    );
    for (const r of results) expect(r.body.data.cartLinesAdd.userErrors).toEqual([]);
    const {body} = await storefrontApi(READ, {id: cartId});
    expect(body.data.cart.lines.nodes).toHaveLength(50);
    expect(body.data.cart.totalQuantity).toBe(50);
  });
});

describe('persistence', () => {
  it('a cart survives a platform restart', async () => {
    const dataDir = tempDir('restart');
    let platform = await startTestPlatform(TEST_PORTS.sparePlatform, dataDir);
    const base = platform.url;
    const [variant] = await inStockVariants(base);
    const {body: created} = await storefrontApi(CREATE, {input: {lines: [{merchandiseId: variant, quantity: 2}]}}, {base});
    const cartId = created.data.cartCreate.cart.id;
    await platform.stop();

    platform = await startTestPlatform(TEST_PORTS.sparePlatform, dataDir);
    try {
      const {body} = await storefrontApi(READ, {id: cartId}, {base});
      expect(body.data.cart.id).toBe(cartId);
      expect(body.data.cart.totalQuantity).toBe(2);
      expect(body.data.cart.lines.nodes[0].merchandise.id).toBe(variant);
    } finally {
      await platform.stop();
    }
  });
});
