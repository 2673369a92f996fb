import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PUBLIC_TOKEN, startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const post = (body: string, headers: Record<string, string | undefined> = {}, version = '2023-04') =>
  fetch(`${p.url}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers} as Record<string, string>,
    body,
  });

describe('Storefront API transport', () => {
  it('rejects missing and wrong tokens with 401 like Shopify', async () => {
    for (const headers of [{}, {'X-Shopify-Storefront-Access-Token': 'nope'}]) {
      const res = await post(JSON.stringify({query: '{ shop { name } }'}), headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'});
    }
  });

  it('accepts the private token and application/graphql bodies', async () => {
    const res = await fetch(`${p.url}/api/2023-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/graphql', 'Shopify-Storefront-Private-Token': 'local-private-storefront-token'},
      body: '{ shop { name primaryDomain { url } } }',
    });
    expect(await res.json()).toEqual({data: {shop: {name: 'Oral Care Shop', primaryDomain: {url: 'http://localhost:3000'}}}});
  });

  it('answers 404 for other API versions and CORS preflight', async () => {
    const res = await post(JSON.stringify({query: '{ shop { name } }'}), {'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN}, '2024-01');
    expect(res.status).toBe(404);
    const pre = await fetch(`${p.url}/api/2023-04/graphql.json`, {method: 'OPTIONS'});
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('supports GET queries but not GET mutations', async () => {
    const q = encodeURIComponent('{ localization { country { isoCode } language { isoCode } } }');
    const res = await fetch(`${p.url}/api/2023-04/graphql.json?query=${q}`, {headers: {'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN}});
    expect(await res.json()).toEqual({data: {localization: {country: {isoCode: 'US'}, language: {isoCode: 'EN'}}}});
    const m = encodeURIComponent('mutation { cartCreate { cart { id } } }');
    const bad = await fetch(`${p.url}/api/2023-04/graphql.json?query=${m}`, {headers: {'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN}});
    expect(bad.status).toBe(405);
  });

  it('validates documents against the 2023-04 schema with Shopify-style errors', async () => {
    const res = await p.gql('mutation { cartCreate(input: {}) { cart { id } warnings { code } } }');
    expect(res.data).toBeUndefined();
    expect(res.errors![0]).toMatchObject({
      message: "Field 'warnings' doesn't exist on type 'CartCreatePayload'",
      locations: [{line: 1, column: 48}],
      extensions: {code: 'undefinedField', typeName: 'CartCreatePayload', fieldName: 'warnings'},
    });
    const parse = await p.gql('{ shop { name }');
    expect(parse.errors![0].extensions.code).toBe('parseError');
    expect(parse.errors![0].locations[0].line).toBe(1);
    const arg = await p.gql('{ product(slug: "x") { id } }');
    expect(arg.errors![0]).toMatchObject({
      message: "Field 'product' doesn't accept argument 'slug'",
      extensions: {code: 'argumentNotAccepted'},
    });
  });

  it('enforces body size and depth limits', async () => {
    const big = JSON.stringify({query: `{ shop { name } } # ${'x'.repeat(1024 * 1024)}`});
    const res = await post(big, {'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN});
    expect(res.status).toBe(413);
    let deep = 'id';
    for (let i = 0; i < 12; i++) deep = `product { variants(first: 1) { nodes { ${deep} } } }`;
    const d = await p.gql(`{ product(handle: "x") { variants(first: 1) { nodes { ${deep} } } } }`);
    expect(d.errors![0].extensions.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('requires first or last on connections', async () => {
    const res = await p.gql('{ products { nodes { id } } }');
    expect(res.errors![0].message).toBe('you must provide one of first or last');
  });

  it('serves health, index and JSON 404s', async () => {
    expect(await (await fetch(`${p.url}/health`)).json()).toEqual({ok: true});
    expect((await fetch(`${p.url}/`)).status).toBe(200);
    const missing = await fetch(`${p.url}/nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as any).errors[0].message).toBe('Not Found');
  });
});

describe('unsupported cart extras', () => {
  it('answers metafield mutations with valid userErrors', async () => {
    const res =
      await p.gql(`mutation { cartMetafieldsSet(metafields: [{ownerId: "gid://shopify/Cart/x", key: "k", type: "single_line_text_field", value: "v"}]) { userErrors { code message } }
      cartMetafieldDelete(input: {ownerId: "gid://shopify/Cart/x", key: "k"}) { userErrors { code } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.cartMetafieldsSet.userErrors[0].code).toBe('INVALID_TYPE');
    expect(res.data.cartMetafieldDelete.userErrors[0].code).toBe('METAFIELD_DOES_NOT_EXIST');
  });
});
