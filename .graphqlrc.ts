import {STOREFRONT_SCHEMA_2023_04} from './codegen';

/**
 * For editors' GraphQL extensions and `shopify hydrogen codegen`: the app's
 * `#graphql` documents against the Storefront API 2023-04 schema. The
 * CMS documents (app/clients/content, app/features/content) are Contentful's, not this schema's.
 * The generation itself is configured in codegen.ts.
 */
export default {
  projects: {
    default: {
      schema: STOREFRONT_SCHEMA_2023_04,
      documents: ['./app/**/*.{ts,tsx}', '!./app/**/*.test.{ts,tsx}', '!./app/clients/content/**', '!./app/features/content/**'],
    },
  },
};
