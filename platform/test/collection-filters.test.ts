import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {COLLECTION_QUERY, FEATURED_COLLECTIONS_QUERY} from './demo-store/documents.js';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

interface FilterValue {
  id: string;
  label: string;
  count: number;
  input: string;
}
interface Filter {
  id: string;
  label: string;
  type: string;
  values: FilterValue[];
}

/** The demo-store's collection page query with the variables its loader builds (pageBy 8, sort "featured" → MANUAL). */
async function collectionPage(handle: string, filters: unknown[] = [], extra: Record<string, unknown> = {}) {
  const res = await p.gql(COLLECTION_QUERY, {
    handle,
    filters,
    sortKey: 'MANUAL',
    reverse: false,
    first: 50,
    country: 'US',
    language: 'EN',
    ...extra,
  });
  expect(res.errors).toBeUndefined();
  return res.data.collection as {products: {filters: Filter[]; nodes: Array<{handle: string; vendor: string}>}};
}

const facet = (filters: Filter[], id: string) => filters.find((f) => f.id === id)!;
const value = (filters: Filter[], id: string, label: string) => facet(filters, id).values.find((v) => v.label === label)!;

describe('collection.products filters', () => {
  it('answers availability, price, product type, vendor, tag and option facets with counts and input strings', async () => {
    const c = await collectionPage('toothbrush');
    const {filters, nodes} = c.products;
    expect(filters.map((f) => f.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.p.vendor',
      'filter.p.tag',
      'filter.v.option.color',
      'filter.v.option.size',
    ]);
    expect(facet(filters, 'filter.v.availability')).toMatchObject({label: 'Availability', type: 'LIST'});
    expect(value(filters, 'filter.v.availability', 'In stock')).toEqual({
      id: 'filter.v.availability.1',
      label: 'In stock',
      count: nodes.length,
      input: '{"available":true}',
    });
    // hum-smart-toothbrush (Black), hum-smart-battery-toothbrush (Coral) and kids-battery-toothbrush (Red) each have a sold-out variant
    expect(value(filters, 'filter.v.availability', 'Out of stock')).toMatchObject({count: 3, input: '{"available":false}'});
    expect(facet(filters, 'filter.v.price')).toEqual({
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      values: [{id: 'filter.v.price', label: 'Price', count: 0, input: '{"price":{"min":0,"max":89.99}}'}],
    });
    expect(value(filters, 'filter.p.product_type', 'Toothbrush')).toMatchObject({
      count: nodes.length,
      input: '{"productType":"Toothbrush"}',
    });
    const hum = nodes.filter((n) => n.vendor === 'hum').length;
    expect(hum).toBeGreaterThan(0);
    expect(value(filters, 'filter.p.vendor', 'hum')).toMatchObject({count: hum, input: '{"productVendor":"hum"}'});
    expect(value(filters, 'filter.p.tag', 'age:kids')).toMatchObject({count: 3, input: '{"tag":"age:kids"}'});
    expect(value(filters, 'filter.v.option.color', 'Blue')).toMatchObject({
      count: 2,
      input: '{"variantOption":{"name":"color","value":"Blue"}}',
    });
    for (const f of filters) for (const v of f.values) expect(() => JSON.parse(v.input)).not.toThrow();
  });

  it('every value input, sent back as the filters argument, returns exactly count products', async () => {
    const {filters} = (await collectionPage('toothbrush')).products;
    for (const f of filters.filter((x) => x.type === 'LIST')) {
      for (const v of f.values) {
        const page = await collectionPage('toothbrush', [JSON.parse(v.input)]);
        expect(page.products.nodes.length, `${f.id} ${v.label}`).toBe(v.count);
      }
    }
  });

  it('filters by price range, vendor, tag and variant option the way the demo-store builds them from the URL', async () => {
    const cheap = await collectionPage('toothbrush', [{price: {min: 0, max: 8}}]);
    expect(cheap.products.nodes.map((n) => n.handle).sort()).toEqual([
      'charcoal-manual-toothbrush',
      'kids-battery-toothbrush',
      'kids-extra-soft-toothbrush',
    ]);
    const min = await collectionPage('toothbrush', [{price: {min: 50}}]);
    expect(min.products.nodes.map((n) => n.handle).sort()).toEqual(['hum-smart-toothbrush', 'pro-clinical-sonic-toothbrush']);
    // ?variantOption=color:Blue&variantOption=color:Pink → OR within the option; &productVendor=hum → AND with the vendor
    const bluePink = await collectionPage('toothbrush', [
      {variantOption: {name: 'color', value: 'Blue'}},
      {variantOption: {name: 'color', value: 'Pink'}},
    ]);
    expect(bluePink.products.nodes.map((n) => n.handle).sort()).toEqual([
      'hum-smart-toothbrush',
      'kids-battery-toothbrush',
      'kids-extra-soft-toothbrush',
    ]);
    const humBluePink = await collectionPage('toothbrush', [
      {variantOption: {name: 'color', value: 'Blue'}},
      {variantOption: {name: 'color', value: 'Pink'}},
      {productVendor: 'hum'},
    ]);
    expect(humBluePink.products.nodes.map((n) => n.handle)).toEqual(['hum-smart-toothbrush']);
    // facet counts keep their own group open: with Blue selected, Pink still counts its products
    expect(value(bluePink.products.filters, 'filter.v.option.color', 'Pink').count).toBe(2);
    expect(value(humBluePink.products.filters, 'filter.p.vendor', 'Oral Care Co.').count).toBe(2);
    const tagged = await collectionPage('toothbrush', [{tag: 'electric'}, {productType: 'Toothbrush'}]);
    expect(tagged.products.nodes.map((n) => n.handle).sort()).toEqual([
      'hum-kids-smart-toothbrush',
      'hum-smart-toothbrush',
      'pro-clinical-sonic-toothbrush',
    ]);
  });

  it('variant filters hold for one variant: a colour that is sold out does not match "In stock"', async () => {
    const black = await collectionPage('toothbrush', [{variantOption: {name: 'color', value: 'Black'}}]);
    expect(black.products.nodes.map((n) => n.handle)).toEqual(['hum-smart-toothbrush']);
    expect(value(black.products.filters, 'filter.v.availability', 'In stock').count).toBe(0);
    const blackInStock = await collectionPage('toothbrush', [{variantOption: {name: 'color', value: 'Black'}}, {available: true}]);
    expect(blackInStock.products.nodes).toEqual([]);
    const tealInStock = await collectionPage('toothbrush', [{variantOption: {name: 'color', value: 'Teal'}}, {available: true}]);
    expect(tealInStock.products.nodes.map((n) => n.handle)).toEqual(['hum-smart-toothbrush']);
  });

  it('sorts and pages filtered products with the demo-store sort keys', async () => {
    const high = await collectionPage('toothbrush', [{available: true}], {sortKey: 'PRICE', reverse: true, first: 2});
    expect(high.products.nodes.map((n) => n.handle)).toEqual(['pro-clinical-sonic-toothbrush', 'hum-smart-toothbrush']);
    const relevance = await collectionPage('toothbrush', [], {sortKey: 'RELEVANCE', first: 8});
    expect(relevance.products.nodes.length).toBe(7);
  });

  it('rejects a ProductFilter that sets two fields, as Shopify does', async () => {
    const res = await p.gql(COLLECTION_QUERY, {
      handle: 'toothbrush',
      filters: [{available: true, tag: 'manual'}],
      sortKey: 'MANUAL',
      first: 8,
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('the catalog-wide products connection answers no facets', async () => {
    const res = await p.gql('{ products(first: 1) { filters { id } nodes { id } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data.products.filters).toEqual([]);
  });
});

describe('collections(sortKey, reverse)', () => {
  const list = async (args: string) => {
    const res = await p.gql(`{ collections(first: 20${args}) { nodes { id title updatedAt } } }`);
    expect(res.errors).toBeUndefined();
    return res.data.collections.nodes as Array<{id: string; title: string; updatedAt: string}>;
  };

  it('sorts by TITLE, UPDATED_AT and ID, reversed on request', async () => {
    const titles = (await list(', sortKey: TITLE')).map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect((await list(', sortKey: TITLE, reverse: true')).map((c) => c.title)).toEqual([...titles].reverse());
    const updated = (await list(', sortKey: UPDATED_AT')).map((c) => c.updatedAt);
    expect(new Set(updated).size).toBeGreaterThan(1);
    expect(updated).toEqual([...updated].sort());
    const ids = (await list(', sortKey: ID, reverse: true')).map((c) => Number(c.id.split('/').pop()));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("answers the demo-store's featured collections (UPDATED_AT) newest last", async () => {
    const res = await p.gql(FEATURED_COLLECTIONS_QUERY, {country: 'US', language: 'EN'});
    expect(res.errors).toBeUndefined();
    const all = await list(', sortKey: UPDATED_AT');
    expect(res.data.collections.nodes.map((c: {id: string}) => c.id)).toEqual(all.slice(0, 4).map((c) => c.id));
  });
});
