import {CUSTOMER_ACCOUNT_SCHEMA, STOREFRONT_SCHEMA_2023_04} from './codegen';

/**
 * For editors' GraphQL extensions and `shopify hydrogen codegen`: the app's
 * `#graphql` documents against the Storefront API 2023-04 schema. The
 * CMS documents (app/clients/content, app/features/content) are Contentful's, not this schema's;
 * app/clients/customer-account holds the Customer Account API's (second project).
 * The generation itself is configured in codegen.ts.
 */
export default {
  projects: {
    default: {
      schema: STOREFRONT_SCHEMA_2023_04,
      documents: [
        './app/**/*.{ts,tsx}',
        '!./app/**/*.test.{ts,tsx}',
        '!./app/clients/content/**',
        '!./app/features/content/**',
        '!./app/clients/customer-account/**',
      ],
    },
    customer: {
      schema: CUSTOMER_ACCOUNT_SCHEMA,
      documents: ['./app/clients/customer-account/**/*.ts', '!./app/**/*.test.ts'],
    },
  },
};
