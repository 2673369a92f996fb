import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from '../helpers.js';
import * as D from './documents.js';

/**
 * Shopify's own 2023-04 storefront documents must work unchanged. Every query and mutation of Hydrogen's
 * 2023.4 demo-store (documents.ts) is sent with the variables its loaders and actions build, and the answers are
 * checked for shape (no errors, the types the demo-store reads) and sense (the right shop data).
 */
let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const I18N = {country: 'US', language: 'EN'};

async function send<T = any>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await p.gql<T>(document, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

const outbox = async (kind: string, to: string) =>
  ((await (await fetch(`${p.url}/outbox.json?kind=${kind}&to=${encodeURIComponent(to)}`)).json()) as {messages: Array<{text: string}>})
    .messages;

interface Card {
  id: string;
  title: string;
  publishedAt: string;
  handle: string;
  vendor: string;
  variants: {
    nodes: Array<{
      id: string;
      image: {url: string; width: number} | null;
      price: {amount: string; currencyCode: string};
      compareAtPrice: unknown;
      selectedOptions: unknown[];
      product: {handle: string; title: string};
    }>;
  };
}

function expectCard(card: Card) {
  expect(card.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
  expect(card.handle).toMatch(/^[a-z0-9-]+$/);
  expect(Date.parse(card.publishedAt)).not.toBeNaN();
  expect(card.vendor).toBeTruthy();
  const [v] = card.variants.nodes;
  expect(v!.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
  expect(v!.price).toEqual({amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD'});
  expect(v!.product.handle).toBe(card.handle);
  expect(v!.image?.url).toMatch(/\/cdn\/shop\/files\//);
}

describe('layout and home (root.tsx, _index.tsx, featured-products.tsx)', () => {
  it('layout: shop and the two menus', async () => {
    const data = await send(D.LAYOUT_QUERY, {language: 'EN', headerMenuHandle: 'main-menu', footerMenuHandle: 'footer'});
    expect(data.shop).toMatchObject({
      id: 'gid://shopify/Shop/1',
      name: 'Oral Care Shop',
      primaryDomain: {url: expect.stringMatching(/^http/)},
    });
    expect(data.shop.description.length).toBeGreaterThan(0);
    // Both default menus exist, with linked items (contents in menus.test.ts).
    for (const menu of [data.headerMenu, data.footerMenu]) {
      expect(menu.items.length).toBeGreaterThan(0);
      for (const item of menu.items)
        expect(item).toMatchObject({id: expect.any(String), title: expect.any(String), url: expect.stringMatching(/^https?:\/\//)});
    }
    expect(data.headerMenu.items.some((item: {url: string}) => /\/products$/.test(item.url))).toBe(true);
  });

  it('home: SEO and hero collections, featured products and collections', async () => {
    const seo = await send(D.HOMEPAGE_SEO_QUERY, {handle: 'toothpaste', ...I18N});
    expect(seo.shop.name).toBe('Oral Care Shop');
    expect(seo.hero).toMatchObject({handle: 'toothpaste', title: 'Toothpaste', heading: null, spread: null});
    expect(seo.hero.descriptionHtml).toMatch(/^<p>/);
    const missing = await send(D.COLLECTION_HERO_QUERY, {handle: 'backcountry', ...I18N});
    expect(missing.hero).toBeNull();
    const featured = await send(D.HOMEPAGE_FEATURED_PRODUCTS_QUERY, I18N);
    expect(featured.products.nodes).toHaveLength(8);
    featured.products.nodes.forEach(expectCard);
    const items = await send(D.FEATURED_ITEMS_QUERY, {...I18N, pageBy: 12});
    expect(items.featuredCollections.nodes).toHaveLength(3);
    expect(items.featuredProducts.nodes).toHaveLength(12);
    const newest = await send(D.FEATURED_COLLECTIONS_QUERY, I18N);
    expect(newest.collections.nodes.slice(0, 3)).toEqual(items.featuredCollections.nodes);
  });
});

describe('collections (collections._index.tsx, collections.$collectionHandle.tsx)', () => {
  it('lists collections page by page with cursors', async () => {
    const first = await send(D.COLLECTIONS_QUERY, {...I18N, first: 4});
    expect(first.collections.nodes).toHaveLength(4);
    expect(first.collections.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const next = await send(D.COLLECTIONS_QUERY, {...I18N, first: 4, endCursor: first.collections.pageInfo.endCursor});
    expect(next.collections.pageInfo.hasPreviousPage).toBe(true);
    const handles = [...first.collections.nodes, ...next.collections.nodes].map((c: {handle: string}) => c.handle);
    expect(new Set(handles).size).toBe(8);
    for (const c of next.collections.nodes) expect(c.seo.title).toBe(c.title);
  });

  it('collection page with every sort the demo-store offers, filters and paging', async () => {
    const sorts: Array<[string, boolean]> = [
      ['PRICE', true],
      ['PRICE', false],
      ['BEST_SELLING', false],
      ['CREATED', true],
      ['MANUAL', false],
      ['RELEVANCE', false],
    ];
    for (const [sortKey, reverse] of sorts) {
      const data = await send(D.COLLECTION_QUERY, {...I18N, handle: 'toothpaste', filters: [], sortKey, reverse, first: 8});
      expect(data.collection.products.nodes.length, sortKey).toBeGreaterThan(0);
      data.collection.products.nodes.forEach(expectCard);
      expect(data.collection.products.filters.length).toBeGreaterThan(2);
      expect(data.collections.edges).toHaveLength(8);
      if (sortKey === 'PRICE') {
        const prices = data.collection.products.nodes.map((n: Card) => Number(n.variants.nodes[0]!.price.amount));
        const sorted = [...prices].sort((a, b) => (reverse ? b - a : a - b));
        expect(prices[0]).toBe(sorted[0]);
      }
    }
    const page1 = await send(D.COLLECTION_QUERY, {
      ...I18N,
      handle: 'toothpaste',
      filters: [{available: true}],
      sortKey: 'MANUAL',
      reverse: false,
      first: 2,
    });
    expect(page1.collection.products.pageInfo.hasNextPage).toBe(true);
    const page2 = await send(D.COLLECTION_QUERY, {
      ...I18N,
      handle: 'toothpaste',
      filters: [{available: true}],
      sortKey: 'MANUAL',
      reverse: false,
      first: 2,
      endCursor: page1.collection.products.pageInfo.endCursor,
    });
    expect(page2.collection.products.pageInfo.hasPreviousPage).toBe(true);
    expect(page2.collection.products.nodes[0].id).not.toBe(page1.collection.products.nodes[0].id);
    const unknown = await send(D.COLLECTION_QUERY, {...I18N, handle: 'nope', filters: [], sortKey: 'MANUAL', first: 8});
    expect(unknown.collection).toBeNull();
  });
});

describe('products and search (products.*.tsx, search.tsx, api.products.tsx)', () => {
  it('product page: selected variant from the URL options, media, policies', async () => {
    const data = await send(D.PRODUCT_QUERY, {...I18N, handle: 'hum-smart-toothbrush', selectedOptions: [{name: 'Color', value: 'Pink'}]});
    const product = data.product;
    expect(product).toMatchObject({
      handle: 'hum-smart-toothbrush',
      vendor: 'hum',
      options: [{name: 'Color', values: ['Teal', 'Blue', 'Pink', 'Black']}],
    });
    expect(product.selectedVariant).toMatchObject({
      title: 'Pink',
      availableForSale: true,
      selectedOptions: [{name: 'Color', value: 'Pink'}],
      unitPrice: null,
    });
    expect(product.selectedVariant.image.url).toContain('pink');
    expect(product.media.nodes[0]).toMatchObject({__typename: 'MediaImage', mediaContentType: 'IMAGE', image: {width: 1200}});
    expect(product.media.nodes[0].previewImage.url).toMatch(/^http/);
    expect(product.variants.nodes).toHaveLength(1);
    expect(product.seo.title).toBe(product.title);
    expect(data.shop.shippingPolicy).toEqual({body: expect.stringContaining('$25'), handle: 'shipping-policy'});
    expect(data.shop.refundPolicy.handle).toBe('refund-policy');
    const none = await send(D.PRODUCT_QUERY, {...I18N, handle: 'hum-smart-toothbrush', selectedOptions: [{name: 'Color', value: 'Plaid'}]});
    expect(none.product.selectedVariant).toBeNull();
  });

  it('recommendations, all products with paging, the products API route', async () => {
    const rec = await send(D.RECOMMENDED_PRODUCTS_QUERY, {...I18N, productId: 'gid://shopify/Product/1009', count: 12});
    expect(rec.recommended.length).toBeGreaterThan(0);
    rec.recommended.forEach(expectCard);
    expect(rec.recommended.map((c: Card) => c.handle)).toContain('hum-replacement-brush-heads');
    expect(rec.additional.nodes).toHaveLength(12);
    const all = await send(D.ALL_PRODUCTS_QUERY, {...I18N, first: 8});
    expect(all.products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const back = await send(D.ALL_PRODUCTS_QUERY, {...I18N, last: 8, startCursor: all.products.pageInfo.endCursor});
    expect(back.products.nodes.length).toBe(7);
    const api = await send(D.API_ALL_PRODUCTS_QUERY, {
      ...I18N,
      count: 4,
      query: 'product_type:Toothbrush',
      sortKey: 'PRICE',
      reverse: true,
    });
    expect(api.products.nodes.map((c: Card) => c.handle)[0]).toBe('pro-clinical-sonic-toothbrush');
    expect(api.products.nodes).toHaveLength(4);
  });

  it('search: relevance-ranked cards and an empty answer for a term nothing matches', async () => {
    const found = await send(D.SEARCH_QUERY, {...I18N, searchTerm: 'whitening', first: 8});
    expect(found.products.nodes.length).toBeGreaterThan(0);
    found.products.nodes.forEach(expectCard);
    expect(found.products.nodes[0].title.toLowerCase()).toContain('whitening');
    expect(found.products.pageInfo.hasPreviousPage).toBe(false);
    const nothing = await send(D.SEARCH_QUERY, {...I18N, searchTerm: 'xylophone', first: 8});
    expect(nothing.products).toEqual({
      nodes: [],
      pageInfo: {startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false},
    });
  });
});

describe('cart (cart.tsx, root.tsx)', () => {
  it('creates, adds, updates, removes, sets the buyer country and codes, then reads the cart', async () => {
    const created = await send(D.CREATE_CART_MUTATION, {
      input: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/100901', quantity: 1}]},
    });
    expect(created.cartCreate.errors).toEqual([]);
    const cartId = created.cartCreate.cart.id;
    expect(created.cartCreate.cart).toMatchObject({totalQuantity: 1, checkoutUrl: expect.stringMatching(/\/checkouts\/c\//)});
    const added = await send(D.ADD_LINES_MUTATION, {cartId, lines: [{merchandiseId: 'gid://shopify/ProductVariant/100902', quantity: 2}]});
    expect(added.cartLinesAdd).toEqual({cart: {id: cartId, totalQuantity: 3}, errors: []});
    let cart = (await send(D.CART_QUERY, {cartId, ...I18N})).cart;
    const lines = cart.lines.edges.map((e: {node: {id: string}}) => e.node);
    expect(lines).toHaveLength(2);
    const updated = await send(D.LINES_UPDATE_MUTATION, {cartId, lines: [{id: lines[1].id, quantity: 4}]});
    expect(updated.cartLinesUpdate).toEqual({cart: {id: cartId, totalQuantity: 5}, errors: []});
    const removed = await send(D.REMOVE_LINE_ITEMS_MUTATION, {cartId, lineIds: [lines[0].id]});
    expect(removed.cartLinesRemove.cart.totalQuantity).toBe(4);
    expect(removed.cartLinesRemove.cart.lines.edges.map((e: any) => e.node.merchandise.id)).toEqual([
      'gid://shopify/ProductVariant/100902',
    ]);
    const buyer = await send(D.UPDATE_CART_BUYER_COUNTRY, {cartId, buyerIdentity: {countryCode: 'US'}});
    expect(buyer.cartBuyerIdentityUpdate).toEqual({
      cart: {id: cartId, buyerIdentity: {email: null, phone: null, countryCode: 'US'}},
      errors: [],
    });
    const codes = await send(D.DISCOUNT_CODES_UPDATE, {cartId, discountCodes: ['WELCOME10']});
    expect(codes.cartDiscountCodesUpdate).toEqual({cart: {id: cartId, discountCodes: [{code: 'WELCOME10'}]}, errors: []});
    cart = (await send(D.CART_QUERY, {cartId, ...I18N})).cart;
    expect(cart.totalQuantity).toBe(4);
    const line = cart.lines.edges[0].node;
    expect(line.merchandise).toMatchObject({
      title: 'Blue',
      requiresShipping: true,
      availableForSale: true,
      product: {handle: 'hum-smart-toothbrush'},
    });
    expect(line.cost.amountPerQuantity.amount).toBe('69.99');
    expect(line.cost.totalAmount.amount).toBe('251.96'); // 4 × 69.99 less WELCOME10 (10 %)
    expect(Number(cart.cost.totalAmount.amount)).toBeLessThan(Number(cart.cost.subtotalAmount.amount));
    expect(cart.cost.totalDutyAmount).toBeNull();
    expect(cart.discountCodes).toEqual([{code: 'WELCOME10'}]);
  });

  it('answers the demo-store its errors field for a bad line (cart kept)', async () => {
    const created = await send(D.CREATE_CART_MUTATION, {input: {lines: []}});
    const bad = await send(D.ADD_LINES_MUTATION, {
      cartId: created.cartCreate.cart.id,
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}],
    });
    expect(bad.cartLinesAdd.errors[0]).toMatchObject({field: expect.any(Array), message: expect.any(String), code: expect.any(String)});
    const missing = await send(D.CART_QUERY, {cartId: 'gid://shopify/Cart/doesnotexist123', ...I18N});
    expect(missing.cart).toBeNull();
  });
});

describe('customer account (account.*.tsx, OrderCard.tsx)', () => {
  it('registers, logs in, reads and edits the account, manages addresses', async () => {
    const email = 'replay@example.com';
    const created = await send(D.CUSTOMER_CREATE_MUTATION, {input: {email, password: 'replay-pass1'}});
    expect(created.customerCreate.customerUserErrors).toEqual([]);
    expect(created.customerCreate.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    const login = await send(D.LOGIN_MUTATION, {input: {email, password: 'replay-pass1'}});
    const token = login.customerAccessTokenCreate.customerAccessToken.accessToken;
    expect(Date.parse(login.customerAccessTokenCreate.customerAccessToken.expiresAt)).toBeGreaterThan(Date.now());

    const edit = await send(D.CUSTOMER_UPDATE_MUTATION, {
      customerAccessToken: token,
      customer: {firstName: 'Rae', lastName: 'Play', phone: '+15555550177'},
    });
    expect(edit.customerUpdate.customerUserErrors).toEqual([]);
    const address = {
      firstName: 'Rae',
      lastName: 'Play',
      address1: '1 Main St',
      city: 'Springfield',
      province: 'IL',
      zip: '62701',
      country: 'US',
      phone: '+15555550177',
    };
    const added = await send(D.CREATE_ADDRESS_MUTATION, {customerAccessToken: token, address});
    expect(added.customerAddressCreate.customerUserErrors).toEqual([]);
    const addressId = added.customerAddressCreate.customerAddress.id;
    const second = await send(D.CREATE_ADDRESS_MUTATION, {customerAccessToken: token, address: {...address, address1: '2 Oak Ave'}});
    const secondId = second.customerAddressCreate.customerAddress.id;
    expect(
      (await send(D.UPDATE_DEFAULT_ADDRESS_MUTATION, {customerAccessToken: token, addressId: secondId})).customerDefaultAddressUpdate
        .customerUserErrors,
    ).toEqual([]);
    expect(
      (await send(D.UPDATE_ADDRESS_MUTATION, {customerAccessToken: token, id: addressId, address: {...address, city: 'Chicago'}}))
        .customerAddressUpdate.customerUserErrors,
    ).toEqual([]);

    let account = (await send(D.CUSTOMER_QUERY, {customerAccessToken: token, ...I18N})).customer;
    expect(account).toMatchObject({firstName: 'Rae', lastName: 'Play', email, phone: '+15555550177'});
    expect(account.defaultAddress.address1).toBe('2 Oak Ave');
    expect(account.addresses.edges.map((e: any) => e.node.city).sort()).toEqual(['Chicago', 'Springfield']);
    expect(account.defaultAddress.formatted).toContain('2 Oak Ave');
    expect(account.orders.edges).toEqual([]);

    const deleted = await send(D.DELETE_ADDRESS_MUTATION, {customerAccessToken: token, id: addressId});
    expect(deleted.customerAddressDelete).toEqual({customerUserErrors: [], deletedCustomerAddressId: addressId});
    account = (await send(D.CUSTOMER_QUERY, {customerAccessToken: token, ...I18N})).customer;
    expect(account.addresses.edges).toHaveLength(1);
    const wrong = await send(D.LOGIN_MUTATION, {input: {email, password: 'nope-nope'}});
    expect(wrong.customerAccessTokenCreate).toEqual({
      customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'}],
      customerAccessToken: null,
    });
  });

  it('recovers and resets a password with the id and token of the e-mailed link', async () => {
    const email = 'replay-reset@example.com';
    await send(D.CUSTOMER_CREATE_MUTATION, {input: {email, password: 'first-pass1'}});
    expect((await send(D.CUSTOMER_RECOVER_MUTATION, {email})).customerRecover.customerUserErrors).toEqual([]);
    const [mail] = await outbox('password_reset', email);
    const resetUrl = new URL(/http\S+reset-password\S+/.exec(mail!.text)![0]).searchParams.get('resetUrl')!;
    const [, id, resetToken] = /\/account\/reset\/(\d+)\/([a-f0-9]+)$/.exec(resetUrl)!;
    const reset = await send(D.CUSTOMER_RESET_MUTATION, {
      id: `gid://shopify/Customer/${id}`,
      input: {password: 'second-pass2', resetToken},
    });
    expect(reset.customerReset.customerUserErrors).toEqual([]);
    expect(reset.customerReset.customerAccessToken.accessToken).toBeTruthy();
    const again = await send(D.CUSTOMER_RESET_MUTATION, {id: `gid://shopify/Customer/${id}`, input: {password: 'third-pass3', resetToken}});
    expect(again.customerReset.customerAccessToken).toBeNull();
    expect(again.customerReset.customerUserErrors.length).toBeGreaterThan(0);
  });

  it('activates an invited customer with the id and token of the activation link', async () => {
    const invite = (await (
      await fetch(`${p.url}/admin/customers/invite`, {method: 'POST', body: JSON.stringify({email: 'invited@oralcare.test'})})
    ).json()) as {activationUrl: string};
    const [, id, activationToken] = /\/account\/activate\/(\d+)\/([a-f0-9]+)$/.exec(invite.activationUrl)!;
    const done = await send(D.CUSTOMER_ACTIVATE_MUTATION, {
      id: `gid://shopify/Customer/${id}`,
      input: {password: 'activated1', activationToken},
    });
    expect(done.customerActivate.customerUserErrors).toEqual([]);
    expect(done.customerActivate.customerAccessToken.accessToken).toBeTruthy();
    const login = await send(D.LOGIN_MUTATION, {input: {email: 'invited@oralcare.test', password: 'activated1'}});
    expect(login.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
  });

  it("orders: the account's order cards link to order pages that resolve", async () => {
    const login = await send(D.LOGIN_MUTATION, {input: {email: 'demo@oralcare.test', password: 'password123'}});
    const token = login.customerAccessTokenCreate.customerAccessToken.accessToken;
    const account = (await send(D.CUSTOMER_QUERY, {customerAccessToken: token, ...I18N})).customer;
    expect(account.orders.edges).toHaveLength(5);
    for (const {node} of account.orders.edges) {
      expect(node).toMatchObject({
        financialStatus: expect.any(String),
        fulfillmentStatus: expect.any(String),
        currentTotalPrice: {currencyCode: 'USD'},
      });
      expect(node.lineItems.edges.length).toBeGreaterThan(0);
      const [legacyOrderId, key] = node.id.split('/').pop().split('?');
      const orderId = `gid://shopify/Order/${legacyOrderId}?key=${new URLSearchParams(key).get('key')}`;
      const order = (await send(D.CUSTOMER_ORDER_QUERY, {orderId, ...I18N})).node;
      expect(order.orderNumber).toBe(node.orderNumber);
      expect(order.lineItems.nodes.length).toBeGreaterThanOrEqual(node.lineItems.edges.length);
      const linesTotal = order.lineItems.nodes.reduce((s: number, l: any) => s + Number(l.discountedTotalPrice.amount), 0);
      expect(Number(order.subtotalPriceV2.amount)).toBeCloseTo(linesTotal, 2);
      for (const app of order.discountApplications.nodes) expect(['MoneyV2', 'PricingPercentageValue']).toContain(app.value.__typename);
    }
  });
});

describe('policies, pages, journal, sitemap, order status redirect', () => {
  it('policies index and one policy page with the @include variables the route sets', async () => {
    const index = await send(D.POLICIES_QUERY);
    expect(index.shop.privacyPolicy).toMatchObject({
      title: 'Privacy policy',
      handle: 'privacy-policy',
      id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\//),
    });
    expect(index.shop.subscriptionPolicy.handle).toBe('subscription-policy');
    const one = await send(D.POLICY_CONTENT_QUERY, {
      language: 'EN',
      privacyPolicy: false,
      shippingPolicy: true,
      termsOfService: false,
      refundPolicy: false,
    });
    expect(Object.keys(one.shop)).toEqual(['shippingPolicy']);
    expect(one.shop.shippingPolicy).toMatchObject({
      handle: 'shipping-policy',
      url: expect.stringMatching(/\/policies\/shipping-policy$/),
      body: expect.stringContaining('<p>'),
    });
  });

  it('pages and the journal answer null where the shop has none (content lives in the CMS)', async () => {
    expect((await send(D.PAGE_QUERY, {language: 'EN', handle: 'about'})).page).toBeNull();
    expect((await send(D.BLOGS_QUERY, {language: 'EN', blogHandle: 'journal', pageBy: 12})).blog).toBeNull();
    expect((await send(D.ARTICLE_QUERY, {language: 'EN', blogHandle: 'journal', articleHandle: 'x'})).blog).toBeNull();
  });

  it('sitemap: products, collections and pages with their URLs', async () => {
    const data = await send(D.SITEMAP_QUERY, {urlLimits: 250, language: 'EN'});
    // `published_status:'online_store:visible'` is a field the platform ignores, as Shopify's search
    // does for unsupported fields: every published product is listed.
    expect(data.products.nodes.length).toBe(48);
    for (const n of data.products.nodes) {
      expect(n.onlineStoreUrl).toMatch(/\/products\/[a-z0-9-]+$/);
      expect(Date.parse(n.updatedAt)).not.toBeNaN();
    }
    for (const n of data.collections.nodes) expect(n.onlineStoreUrl).toMatch(/\/collections\/[a-z]+$/);
    expect(data.collections.nodes.length).toBe(8);
    expect(data.pages.nodes).toEqual([]);
  });

  it("order status authentication: the shop's primary domain", async () => {
    const data = await send(D.SHOP_PRIMARY_DOMAIN_QUERY);
    expect(data.shop.primaryDomain.url).toMatch(/^https?:\/\/[^/]+$/);
  });
});
