import type {CodegenConfig} from '@graphql-codegen/cli';
import {pluckConfig, preset} from '@shopify/hydrogen-codegen';

/**
 * Types for every `#graphql` document in app/, checked against the official
 * Storefront API 2023-04 schema (shipped in @shopify/hydrogen-react@2023.4.5,
 * installed as `storefront-api-2023-04`). `npm run codegen` regenerates them.
 */
export const STOREFRONT_SCHEMA_2023_04 = 'node_modules/storefront-api-2023-04/storefront.schema.json';
export const CUSTOMER_ACCOUNT_SCHEMA = 'node_modules/@shopify/hydrogen/dist/customer-account.schema.json';

export default {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: STOREFRONT_SCHEMA_2023_04,
      documents: [
        './app/**/*.{ts,tsx}',
        '!./app/**/*.test.{ts,tsx}',
        '!./app/clients/content/**',
        '!./app/features/content/**',
        '!./app/clients/customer-account/**',
      ],
    },
    // New customer accounts: the Customer Account API documents, against the schema Hydrogen ships.
    'customer-accountapi.generated.d.ts': {
      preset,
      schema: CUSTOMER_ACCOUNT_SCHEMA,
      documents: ['./app/clients/customer-account/**/*.ts', '!./app/**/*.test.ts'],
    },
  },
} satisfies CodegenConfig;
