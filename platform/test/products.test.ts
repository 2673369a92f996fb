import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SEED_PRODUCTS} from '../seed/catalog.js';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const handles = async (query: string, extra = '') => {
  const res = await p.gql(`query($q: String) { products(first: 100, query: $q ${extra}) { nodes { handle } } }`, {q: query});
  expect(res.errors).toBeUndefined();
  return res.data.products.nodes.map((n: {handle: string}) => n.handle) as string[];
};

describe('catalog', () => {
  it('seeds at least 48 products with consistent references', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(48);
    const all = new Set(SEED_PRODUCTS.map((x) => x.handle));
    for (const product of SEED_PRODUCTS)
      for (const h of product.recommended ?? []) expect(all.has(h), `${product.handle} → ${h}`).toBe(true);
  });

  it('returns a product by handle with variants, images, options, selling plans and metafields', async () => {
    const res = await p.gql(`{
      product(handle: "hum-smart-toothbrush") {
        id title productType tags availableForSale totalInventory requiresSellingPlan
        options { name values }
        priceRange { minVariantPrice { amount currencyCode } }
        images(first: 3) { nodes { url width height altText } }
        variants(first: 10) { nodes { id title availableForSale quantityAvailable selectedOptions { name value }
          colour: metafield(namespace: "custom", key: "color_value") { value } image { url } } }
        recommended: metafield(namespace: "custom", key: "recommended") { value type }
      }
      byId: product(id: "gid://shopify/Product/1001") { handle }
      productByHandle(handle: "nope") { id }
    }`);
    const prod = res.data.product;
    expect(prod).toMatchObject({
      id: 'gid://shopify/Product/1009',
      productType: 'Toothbrush',
      requiresSellingPlan: false,
      options: [{name: 'Color', values: ['Teal', 'Blue', 'Pink', 'Black']}],
    });
    expect(prod.priceRange.minVariantPrice).toEqual({amount: '69.99', currencyCode: 'USD'});
    expect(prod.images.nodes[0]).toMatchObject({width: 1200, height: 1200});
    expect(prod.images.nodes[0].url).toMatch(/\/cdn\/shop\/files\/hum-smart-toothbrush-teal\.png\?v=1$/);
    const black = prod.variants.nodes.find((v: any) => v.title === 'Black');
    expect(black).toMatchObject({availableForSale: false, quantityAvailable: 0, colour: {value: '#111827'}});
    expect(black.image.url).toContain('hum-smart-toothbrush-black');
    expect(JSON.parse(prod.recommended.value)).toContain('hum-replacement-brush-heads');
    expect(res.data.byId.handle).toBe('optic-white-comfort-fit-kit');
    expect(res.data.productByHandle).toBeNull();
  });

  it('exposes subscription metafields and selling plan allocations', async () => {
    const res = await p.gql(`{
      heads: product(handle: "hum-replacement-brush-heads") {
        alt: metafield(namespace: "subscription", key: "alternate_variant") { value type reference { ... on ProductVariant { id product { handle requiresSellingPlan } } } }
        altTitle: metafield(namespace: "subscription", key: "alternate_variant_title") { value }
      }
      paste: product(handle: "total-whitening-toothpaste") {
        sellingPlanGroups(first: 5) { nodes { name appName options { name values } sellingPlans(first: 10) { nodes { id name recurringDeliveries
          priceAdjustments { adjustmentValue { __typename ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } } }
          checkoutCharge { type value { ... on SellingPlanCheckoutChargePercentageValue { percentage } } } } } } }
        variants(first: 1) { nodes { price { amount } sellingPlanAllocations(first: 3) { nodes { sellingPlan { name } priceAdjustments { price { amount } compareAtPrice { amount } perDeliveryPrice { amount } } checkoutChargeAmount { amount } remainingBalanceChargeAmount { amount } } } } }
      }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.heads.alt.reference.product).toEqual({handle: 'hum-brush-head-subscription', requiresSellingPlan: true});
    expect(res.data.heads.altTitle.value).toMatch(/Subscribe/);
    const group = res.data.paste.sellingPlanGroups.nodes[0];
    expect(group.name).toBe('Subscribe & save');
    expect(group.sellingPlans.nodes.map((x: any) => x.name)).toEqual([
      'Deliver every 1 month',
      'Deliver every 2 months',
      'Deliver every 3 months',
    ]);
    expect(group.sellingPlans.nodes[0].priceAdjustments[0].adjustmentValue).toEqual({
      __typename: 'SellingPlanPercentagePriceAdjustment',
      adjustmentPercentage: 15,
    });
    const alloc = res.data.paste.variants.nodes[0].sellingPlanAllocations.nodes[0];
    expect(alloc.priceAdjustments[0]).toEqual({
      price: {amount: '5.09'},
      compareAtPrice: {amount: '5.99'},
      perDeliveryPrice: {amount: '5.09'},
    });
    expect(alloc.remainingBalanceChargeAmount.amount).toBe('0.00');
  });

  it('filters with Shopify search syntax', async () => {
    expect(await handles('handle:hum-smart-toothbrush OR handle:dental-floss-picks')).toEqual([
      'hum-smart-toothbrush',
      'dental-floss-picks',
    ]);
    expect(await handles('tag:age:kids AND product_type:Toothpaste')).toEqual([
      'kids-cavity-protection-toothpaste',
      'kids-watermelon-burst-toothpaste',
      'kids-strawberry-toothpaste',
    ]);
    expect(await handles('title:charcoal')).toEqual(['optic-white-charcoal-toothpaste', 'charcoal-manual-toothbrush']);
    const cheap = await handles('variants.price:<=3.50 AND NOT tag:free_gift');
    expect(cheap).toEqual(['cavity-protection-toothpaste', 'expanding-dental-floss']);
    expect(await handles('available_for_sale:false')).toEqual(['stocking-stuffer-kit']);
    expect((await handles('available_for_sale:true')).length).toBe(SEED_PRODUCTS.length - 1);
    expect(await handles('title:mouthwash -tag:freshening')).toEqual(['enamel-repair-mouthwash']);
    expect(await handles('(tag:whitening OR tag:sensitivity) product_type:Mouthwash')).toEqual(['enamel-repair-mouthwash']);
    expect((await handles('watermelon'))[0]).toBe('kids-watermelon-burst-toothpaste');
  });

  it('sorts and paginates', async () => {
    const byPrice = await handles('tag:free_gift', ', sortKey: PRICE');
    expect(byPrice).toHaveLength(2);
    const newest = await p.gql('{ products(first: 2, sortKey: CREATED_AT, reverse: true) { nodes { handle } } }');
    expect(newest.data.products.nodes[0].handle).toBe('create-your-bundle');
    const page1 = await p.gql('{ products(first: 20) { pageInfo { hasNextPage hasPreviousPage endCursor } nodes { id } } }');
    expect(page1.data.products.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const page2 = await p.gql(
      'query($c: String) { products(first: 40, after: $c) { pageInfo { hasNextPage hasPreviousPage startCursor } nodes { id } } }',
      {c: page1.data.products.pageInfo.endCursor},
    );
    expect(page2.data.products.nodes[0].id).toBe('gid://shopify/Product/1021');
    expect(page2.data.products.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    const back = await p.gql('query($c: String) { products(last: 2, before: $c) { nodes { id } } }', {
      c: page2.data.products.pageInfo.startCursor,
    });
    expect(back.data.products.nodes.map((n: any) => n.id)).toEqual(['gid://shopify/Product/1019', 'gid://shopify/Product/1020']);
  });

  it('answers recommendations, tags, types, nodes, collections and variant lookup', async () => {
    const res = await p.gql(`{
      productRecommendations(productId: "gid://shopify/Product/1009") { handle }
      productTags(first: 250) { edges { node } }
      productTypes(first: 20) { edges { node } }
      nodes(ids: ["gid://shopify/Product/1001", "gid://shopify/ProductVariant/100101", "gid://shopify/Nope/1"]) { __typename id }
      collection(handle: "toothpaste") { title products(first: 50) { nodes { productType } } }
      product(handle: "total-sensitive-toothpaste") { variantBySelectedOptions(selectedOptions: [{name: "Flavor", value: "Gentle Whitening"}, {name: "Size", value: "3.4 oz"}]) { title quantityAvailable } }
      urlRedirects(first: 5) { nodes { id } }
      publicApiVersions { handle supported }
    }`);
    expect(res.errors).toBeUndefined();
    const recs = res.data.productRecommendations.map((x: any) => x.handle);
    expect(recs.slice(0, 3)).toEqual(['hum-replacement-brush-heads', 'hum-travel-charger', 'hum-couples-bundle']);
    expect(recs.length).toBeLessThanOrEqual(10);
    expect(res.data.productTags.edges.map((e: any) => e.node)).toEqual(
      expect.arrayContaining([
        'age:kids',
        'whitening',
        'sensitivity',
        'plaque_removal',
        'freshening',
        'bundle',
        'student',
        'cart_free_shipping',
        'subscription',
        'free_gift',
      ]),
    );
    expect(res.data.productTypes.edges.map((e: any) => e.node)).toEqual([
      'Accessory',
      'Bundle',
      'Floss',
      'Gift',
      'Mouthwash',
      'Toothbrush',
      'Toothpaste',
      'Whitening',
    ]);
    expect(res.data.nodes).toEqual([
      {__typename: 'Product', id: 'gid://shopify/Product/1001'},
      {__typename: 'ProductVariant', id: 'gid://shopify/ProductVariant/100101'},
      null,
    ]);
    expect(new Set(res.data.collection.products.nodes.map((n: any) => n.productType))).toEqual(new Set(['Toothpaste']));
    expect(res.data.product.variantBySelectedOptions).toEqual({title: 'Gentle Whitening / 3.4 oz', quantityAvailable: 1});
    // The seeded URL redirects (platform/seed/redirects.ts; matching: url-redirects.test.ts).
    expect(res.data.urlRedirects.nodes).toEqual([1, 2, 3, 4].map((n) => ({id: `gid://shopify/UrlRedirect/${n}`})));
  });

  it('returns transformed image URLs', async () => {
    const res = await p.gql(
      '{ product(handle: "dental-floss-picks") { featuredImage { url(transform: {maxWidth: 300, maxHeight: 300, crop: CENTER, preferredContentType: WEBP}) } } }',
    );
    expect(res.data.product.featuredImage.url).toBe(`${p.url}/cdn/shop/files/dental-floss-picks.webp?v=1&width=300&height=300&crop=center`);
  });
});
