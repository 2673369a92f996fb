import type {Storefront} from '@shopify/hydrogen';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {PRODUCT_LIST_PAGE_SIZE} from './products-by-handle';

/** Page sizes of one product in a list answer: product images 3, variants 10. */
export const PRODUCT_IMAGES_PAGE_SIZE = 3;
export const PRODUCT_VARIANTS_PAGE_SIZE = 10;

/**
 * `AllProductsQuery`: the first 75 products as cards, by
 * title. Used by `/products`.
 */
export async function allProductCards(storefront: Storefront) {
  const {products} = await storefront.query(ALL_PRODUCTS_QUERY, {
    variables: {first: PRODUCT_LIST_PAGE_SIZE},
    cache: storefront.CacheShort(),
  });
  return products.nodes;
}

export type AllProductCard = Awaited<ReturnType<typeof allProductCards>>[number];

/**
 * The same 75 products for `GET /api/products`, each with up to 3 images and
 * 10 variants (a card keeps one variant, which is all a card shows).
 */
export async function allProductsWithVariants(storefront: Storefront) {
  const {products} = await storefront.query(ALL_PRODUCTS_WITH_VARIANTS_QUERY, {
    variables: {first: PRODUCT_LIST_PAGE_SIZE, images: PRODUCT_IMAGES_PAGE_SIZE, variants: PRODUCT_VARIANTS_PAGE_SIZE},
    cache: storefront.CacheShort(),
  });
  return products.nodes.map(withListVariants);
}

/**
 * A product with its list page of variants under `variants`: the query asks
 * for them under another name, since the card fragment's `variants(first: 1)`
 * and a second `variants` with other arguments cannot share one selection.
 */
export function withListVariants<P extends {listVariants: unknown}>({listVariants, ...product}: P) {
  return {...product, variants: listVariants};
}

export type ApiProduct = Awaited<ReturnType<typeof allProductsWithVariants>>[number];

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

const ALL_PRODUCTS_WITH_VARIANTS_QUERY = `#graphql
  query AllProductsWithVariants(
    $first: Int!
    $images: Int!
    $variants: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: TITLE) {
      nodes {
        ...ProductCard
        images(first: $images) {
          nodes {
            id
            url
            altText
            width
            height
          }
        }
        listVariants: variants(first: $variants) {
          nodes {
            id
            title
            availableForSale
            quantityAvailable
            selectedOptions {
              name
              value
            }
            price {
              ...Money
            }
            compareAtPrice {
              ...Money
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
