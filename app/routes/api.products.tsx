import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ApiProductsQuery} from 'storefrontapi.generated';
import {jsonResponse} from '~/lib/api/json';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {PRODUCT_LIST_PAGE_SIZE} from '~/lib/catalog/products-by-handle';

type Card = ApiProductsQuery['products']['nodes'][number];

/**
 * GET /api/products → `{products: {[handle]: product}}` (spec section 9: 75 products).
 * Spec section 8: a failure gives an empty map, not an error.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {storefront} = context;
  try {
    const {products} = await storefront.query(API_PRODUCTS_QUERY, {
      variables: {first: PRODUCT_LIST_PAGE_SIZE},
      cache: storefront.CacheShort(),
    });
    const map: Record<string, Card> = {};
    for (const product of products.nodes) map[product.handle] = product;
    return jsonResponse({products: map}, {maxAge: 60});
  } catch (error) {
    console.error('[api/products] failed:', error instanceof Error ? error.message : error);
    return jsonResponse({products: {}});
  }
}

const API_PRODUCTS_QUERY = `#graphql
  query ApiProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: TITLE) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
