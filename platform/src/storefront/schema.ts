import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';

let cached: GraphQLSchema | undefined;

/** The official Storefront API 2023-04 schema, built once from its introspection JSON. */
export function storefrontSchema(): GraphQLSchema {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const file = require.resolve('storefront-api-2023-04/storefront.schema.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
  cached = buildClientSchema(json.data ?? json, {assumeValid: true});
  return cached;
}
