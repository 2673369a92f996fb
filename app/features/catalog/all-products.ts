import type {Storefront} from '@shopify/hydrogen';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {PRODUCT_LIST_PAGE_SIZE} from './products-by-handle';
import {listEntry} from './list-entry';

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
  return products.nodes.map((product) => listEntry(product));
}

export type ApiProduct = Awaited<ReturnType<typeof allProductsWithVariants>>[number];

const ALL_PRODUCTS_QUERY = `#graphql
  query AllProductsQuery($first: Int!, $country: CountryCode, $language: LanguageCode)
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
        totalInventory
        recommended: metafield(namespace: "custom", key: "recommended") {
          value
        }
        variantDefaultIndex: metafield(namespace: "custom", key: "variant_default_index") {
          value
        }
        subscriptionAlternateVariant: metafield(namespace: "subscription", key: "alternate_variant") {
          reference {
            ... on ProductVariant {
              id
              product {
                id
                handle
              }
            }
          }
        }
        subscriptionAlternateVariantTitle: metafield(namespace: "subscription", key: "alternate_variant_title") {
          value
        }
        sellingPlanGroups(first: 5) {
          nodes {
            appName
            name
            options {
              name
              values
            }
            sellingPlans(first: 10) {
              nodes {
                id
                name
                recurringDeliveries
              }
            }
          }
        }
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
            sku
            availableForSale
            quantityAvailable
            image {
              url
              altText
              width
              height
            }
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
