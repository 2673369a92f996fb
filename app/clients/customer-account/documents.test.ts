import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {buildClientSchema, parse, validate, type IntrospectionQuery} from 'graphql';
import {describe, expect, it} from 'vitest';
import {collectGraphqlDocuments} from '../../../tests/support/collect-documents';

// The schema that ships with @shopify/hydrogen, the version its client speaks (2025-04).
const require = createRequire(import.meta.url);
const json = JSON.parse(readFileSync(require.resolve('@shopify/hydrogen/customer-account.schema.json'), 'utf8')) as {
  data?: IntrospectionQuery;
} & IntrospectionQuery;
const schema = buildClientSchema(json.data ?? json);

const operations = collectGraphqlDocuments(path.resolve(import.meta.dirname)).filter((d) => /\b(query|mutation)\s+[A-Za-z]/.test(d.source));

describe('every Customer Account API document validates against the official schema', () => {
  it('finds the documents of the account pages', () => {
    expect(operations.map((o) => o.name).sort()).toEqual([
      'CA_ADDRESS_CREATE_MUTATION',
      'CA_ADDRESS_DELETE_MUTATION',
      'CA_ADDRESS_UPDATE_MUTATION',
      'CA_CUSTOMER_ID_QUERY',
      'CA_CUSTOMER_QUERY',
      'CA_CUSTOMER_UPDATE_MUTATION',
      'CA_ORDERS_QUERY',
      'CA_ORDER_QUERY',
    ]);
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s', (_name, doc) => {
    expect(validate(schema, parse(doc.source)).map((e) => e.message)).toEqual([]);
  });

  it('a document the Customer Account API does not know fails (the check can fail)', () => {
    expect(validate(schema, parse('{ customer { email } }')).length).toBeGreaterThan(0);
  });
});
