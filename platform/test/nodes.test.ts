import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {storefrontSchema} from '../src/storefront/schema.js';
import {CUSTOMER_ORDER_QUERY, CUSTOMER_QUERY, LOGIN_MUTATION} from './demo-store/documents.js';
import {startPlatform, variantGid, type TestPlatform} from './helpers.js';

let p: TestPlatform;
let token: string;
beforeAll(async () => {
  p = await startPlatform();
  const res = await p.gql(LOGIN_MUTATION, {input: {email: 'demo@oralcare.test', password: 'password123'}});
  token = res.data.customerAccessTokenCreate.customerAccessToken.accessToken;
});
afterAll(() => p.close());

interface OrderCard {
  id: string;
  orderNumber: number;
  lineItems: {edges: Array<{node: {title: string}}>};
}

async function customerOrders(): Promise<OrderCard[]> {
  const res = await p.gql(CUSTOMER_QUERY, {customerAccessToken: token, country: 'US', language: 'EN'});
  expect(res.errors).toBeUndefined();
  return res.data.customer.orders.edges.map((e: {node: OrderCard}) => e.node);
}

/** What the demo-store's OrderCard links to, and what its order route rebuilds the id from. */
function orderLink(id: string) {
  const [legacyOrderId, key] = id.split('/').pop()!.split('?');
  const url = new URL(`https://shop.example/account/orders/${legacyOrderId}?${key}`);
  return {legacyOrderId: url.pathname.split('/').pop()!, key: url.searchParams.get('key')};
}

describe('Order ids and node(id:)', () => {
  it("answers Order.id in Shopify's form gid://shopify/Order/<n>?key=<token>", async () => {
    const orders = await customerOrders();
    expect(orders.length).toBe(5);
    for (const o of orders) expect(o.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=[A-Za-z0-9_-]{16,}$/);
    // sortKey PROCESSED_AT, reverse: true → newest first
    const numbers = orders.map((o) => o.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it("replays the demo-store's order page: the id rebuilt from the card link resolves through node(id:)", async () => {
    const [card] = await customerOrders();
    const {legacyOrderId, key} = orderLink(card!.id);
    expect(key).toBeTruthy();
    const orderId = `gid://shopify/Order/${legacyOrderId}?key=${key}`;
    const res = await p.gql(CUSTOMER_ORDER_QUERY, {orderId, country: 'US', language: 'EN'});
    expect(res.errors).toBeUndefined();
    const order = res.data.node;
    expect(order.id).toBe(card!.id);
    expect(order.orderNumber).toBe(card!.orderNumber);
    expect(order.name).toBe(`#${card!.orderNumber}`);
    expect(order.lineItems.nodes.length).toBeGreaterThan(0);
    expect(order.lineItems.nodes[0].title).toBe(card!.lineItems.edges[0]!.node.title);
    for (const line of order.lineItems.nodes) {
      expect(Number(line.discountedTotalPrice.amount)).toBeLessThanOrEqual(Number(line.originalTotalPrice.amount));
      if (line.variant) expect(line.variant.image.src).toMatch(/width=192&height=192&crop=center/);
    }
    expect(Number(order.totalPriceV2.amount)).toBeGreaterThan(0);
    expect(order.shippingAddress?.formatted?.length ?? 1).toBeGreaterThan(0);
  });

  it('keeps orders private: no key, a wrong key or a key of another order gives null', async () => {
    const [a, b] = await customerOrders();
    const idA = a!.id.split('?')[0]!;
    const keyB = b!.id.split('?')[1]!;
    const res = await p.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [idA, `${idA}?key=wrong-key-0000000000`, `${idA}?${keyB}`, a!.id],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.nodes).toEqual([null, null, null, {id: a!.id}]);
  });
});

describe('node(id:) and nodes(ids:) over every Node type', () => {
  // Node types of the 2023-04 schema this shop has no instance of (no blog, pages, checkout API, locations,
  // videos, 3D models, files, metaobjects, gift cards); Menu/MenuItem come with the menus (menus.test.ts).
  const NONE_HERE = [
    'AppliedGiftCard',
    'Article',
    'Blog',
    'Checkout',
    'CheckoutLineItem',
    'Comment',
    'ExternalVideo',
    'GenericFile',
    'Location',
    'MediaPresentation',
    'Menu',
    'MenuItem',
    'Metaobject',
    'Model3d',
    'Page',
    'Payment',
    'Video',
  ];

  async function realIds(): Promise<Record<string, string>> {
    const cart = await p.gql(`mutation($input: CartInput) { cartCreate(input: $input) { cart { id lines(first: 1) { nodes { id } } } } }`, {
      input: {lines: [{merchandiseId: variantGid(100901), quantity: 1}]},
    });
    const res = await p.gql(
      `query($token: String!) {
        product(handle: "hum-smart-toothbrush") {
          id options { id } media(first: 1) { nodes { ... on MediaImage { id } } }
          variants(first: 1) { nodes { id colour: metafield(namespace: "custom", key: "color_value") { id } } }
          recommended: metafield(namespace: "custom", key: "recommended") { id }
        }
        collection(handle: "toothbrush") { id }
        shop { id privacyPolicy { id } }
        localization { market { id } }
        urlRedirects(first: 1) { nodes { id } }
        customer(customerAccessToken: $token) { defaultAddress { id } orders(first: 1) { nodes { id shippingAddress { id } } } }
      }`,
      {token},
    );
    expect(res.errors).toBeUndefined();
    const d = res.data;
    return {
      Product: d.product.id,
      ProductVariant: d.product.variants.nodes[0].id,
      ProductOption: d.product.options[0].id,
      MediaImage: d.product.media.nodes[0].id,
      Metafield: d.product.recommended.id,
      'Metafield (variant)': d.product.variants.nodes[0].colour.id,
      Collection: d.collection.id,
      Cart: cart.data.cartCreate.cart.id,
      CartLine: cart.data.cartCreate.cart.lines.nodes[0].id,
      Order: d.customer.orders.nodes[0].id,
      MailingAddress: d.customer.defaultAddress.id,
      'MailingAddress (order)': d.customer.orders.nodes[0].shippingAddress.id,
      Shop: d.shop.id,
      ShopPolicy: d.shop.privacyPolicy.id,
      Market: d.localization.market.id,
      UrlRedirect: d.urlRedirects.nodes[0].id,
    };
  }

  it('every Node type of the schema is either resolved or has no instance in this shop', async () => {
    const ids = await realIds();
    const resolved = new Set(Object.keys(ids).map((k) => k.split(' ')[0]!));
    const schema = storefrontSchema();
    const nodeTypes = schema
      .getPossibleTypes(schema.getType('Node') as never)
      .map((t) => t.name)
      .sort();
    expect(nodeTypes.filter((t) => !resolved.has(t) && !NONE_HERE.includes(t))).toEqual([]);
  });

  it('resolves each id handed out by the API to the same object, with node and with nodes', async () => {
    const ids = await realIds();
    const entries = Object.entries(ids);
    const res = await p.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {ids: entries.map(([, id]) => id)});
    expect(res.errors).toBeUndefined();
    expect(res.data.nodes).toEqual(entries.map(([type, id]) => ({__typename: type.split(' ')[0], id})));
    for (const [type, id] of entries) {
      const one = await p.gql(`query($id: ID!) { node(id: $id) { __typename id } }`, {id});
      expect(one.data.node, type).toEqual({__typename: type.split(' ')[0], id});
    }
  });

  it('asks for the secret an id carries: address without its owner token, line without its cart', async () => {
    const ids = await realIds();
    const address = ids.MailingAddress!;
    expect(address).toContain('customer_access_token=');
    const bare = address.replace(/&customer_access_token=[^&]+/, '');
    const other = address.replace(/customer_access_token=[^&]+/, 'customer_access_token=0000000000000000');
    const line = ids.CartLine!.split('?')[0]!;
    const orderAddress = ids['MailingAddress (order)']!;
    expect(orderAddress).toMatch(/model_name=Address&type=shipping&key=/);
    const orderAddressNoKey = orderAddress.replace(/&key=[^&]+/, '');
    const res = await p.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [bare, other, line, orderAddressNoKey, 'gid://shopify/Product/999999', 'gid://shopify/Article/1', 'not-a-gid'],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.nodes).toEqual([null, null, null, null, null, null, null]);
  });

  it('answers the fields of the resolved type through fragments', async () => {
    const ids = await realIds();
    const res = await p.gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) {
        ... on Metafield { namespace key value }
        ... on ProductOption { name values }
        ... on MediaImage { image { width } }
        ... on ShopPolicy { handle title }
        ... on CartLine { quantity }
        ... on MailingAddress { city }
        ... on UrlRedirect { path target }
      } }`,
      {ids: [ids.Metafield, ids.ProductOption, ids.MediaImage, ids.ShopPolicy, ids.CartLine, ids.MailingAddress, ids.UrlRedirect]},
    );
    expect(res.errors).toBeUndefined();
    const [mf, option, media, policy, line, address, redirect] = res.data.nodes;
    expect(mf).toMatchObject({namespace: 'custom', key: 'recommended'});
    expect(option).toEqual({name: 'Color', values: ['Teal', 'Blue', 'Pink', 'Black']});
    expect(media.image.width).toBe(1200);
    expect(policy).toEqual({handle: 'privacy-policy', title: 'Privacy policy'});
    expect(line).toEqual({quantity: 1});
    expect(typeof address.city).toBe('string');
    expect(redirect).toEqual({path: '/collections/all', target: '/products'});
  });
});
