import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildClientSchema, parse, validate, type IntrospectionQuery} from 'graphql';
import {describe, expect, it} from 'vitest';
import {collectGraphqlDocuments} from '../support/collect-documents';
import {ROOT} from '../support/servers';
import {storefrontApi} from '../support/http';

/** The official schemas: the version the shop targets, and the oldest one Shopify serves today (it answers an unsupported version with that one). */
const SCHEMAS = ['2023-04', '2026-01'].map((version) => ({
  version,
  schema: buildClientSchema(
    JSON.parse(readFileSync(path.join(ROOT, `node_modules/storefront-api-${version}/storefront.schema.json`), 'utf8')) as {
      __schema: IntrospectionQuery['__schema'];
    } as IntrospectionQuery,
  ),
}));

// The Customer Account API's documents (new customer accounts) have their own schema and test.
const operations = collectGraphqlDocuments(path.join(ROOT, 'app')).filter(
  (d) => /\b(query|mutation)\s+[A-Za-z]/.test(d.source) && !d.file.startsWith(path.join('clients', 'customer-account')),
);

describe.each(SCHEMAS)('every GraphQL document in app/ validates against Storefront API $version', ({version, schema}) => {
  it('finds the documents', () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['CART_LINES_ADD_MUTATION', 'PRODUCT_QUERY']));
  });

  it('loads the schema of that version', () => {
    // 2023-04 has no cart warnings; 2026-01 does: each file is the version it is named after.
    expect(Boolean(schema.getType('CartWarning'))).toBe(version !== '2023-04');
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s', (_name, doc) => {
    const errors = validate(schema, parse(doc.source));
    expect(errors.map((e) => `${doc.file}: ${e.message}`)).toEqual([]);
  });
});

describe('operation names', () => {
  it('are unique across the app', () => {
    const names = operations.flatMap((o) => [...o.source.matchAll(/\b(?:query|mutation)\s+([A-Za-z0-9_]+)/g)].map((m) => m[1]));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the platform validates like Shopify', () => {
  it('rejects a cart mutation that asks for `warnings` (not in 2023-04)', async () => {
    const {status, body} = await storefrontApi('mutation { cartCreate(input: {}) { cart { id } warnings { code message } } }');
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/warnings/);
    expect(body.errors[0].locations[0]).toEqual({line: 1, column: expect.any(Number)});
  });
});
