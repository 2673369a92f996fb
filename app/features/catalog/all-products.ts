import type {Storefront} from '@shopify/hydrogen';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {PRODUCT_LIST_PAGE_SIZE} from './products-by-handle';

/**
 * `AllProductsQuery`: the first 75 products as cards, by
 * title. Used by `/products` and `GET /api/products`.
 */
export async function allProductCards(storefront: Storefront) {
  const {products} = await storefront.query(ALL_PRODUCTS_QUERY, {
    variables: {first: PRODUCT_LIST_PAGE_SIZE},
    cache: storefront.CacheShort(),
  });
  return products.nodes;
}

export type AllProductCard = Awaited<ReturnType<typeof allProductCards>>[number];

const ALL_PRODUCTS_QUERY = `#graphql
  query AllProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: TITLE) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
