import type {Storefront} from '@shopify/hydrogen';
import type {CartTopPickFragment} from 'storefrontapi.generated';
import {pickProducts, topPickSource} from './top-picks';
import type {RuleLine} from './types';

export type TopPick = CartTopPickFragment;

/** The top picks for a cart; a failure leaves the section out (empty list). */
export async function loadTopPicks(storefront: Storefront, lines: readonly RuleLine[]): Promise<TopPick[]> {
  const source = topPickSource(lines);
  try {
    if (source.kind === 'pairing' || source.kind === 'defaults') {
      const products = await Promise.all(
        source.handles.map((handle) =>
          storefront
            .query(CART_TOP_PICK_QUERY, {variables: {handle}, cache: storefront.CacheShort()})
            .then((data) => data?.product ?? null),
        ),
      );
      return pickProducts(products, lines, source.handles.length);
    }
    if (source.kind === 'recommended') {
      const data = await storefront.query(CART_TOP_PICK_RECOMMENDATIONS_QUERY, {
        variables: {productId: source.productId},
        cache: storefront.CacheShort(),
      });
      return pickProducts(data?.productRecommendations ?? [], lines);
    }
  } catch {
    // Top picks are a nice-to-have: the cart renders without them.
  }
  return [];
}

const CART_TOP_PICK_FRAGMENT = `#graphql
  fragment CartTopPick on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      id
      url
      altText
      width
      height
    }
    variants(first: 10) {
      nodes {
        id
        title
        availableForSale
        quantityAvailable
        price {
          amount
          currencyCode
        }
      }
    }
  }
` as const;

const CART_TOP_PICK_QUERY = `#graphql
  query CartTopPickProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...CartTopPick
    }
  }
  ${CART_TOP_PICK_FRAGMENT}
` as const;

const CART_TOP_PICK_RECOMMENDATIONS_QUERY = `#graphql
  query CartTopPickRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId) {
      ...CartTopPick
    }
  }
  ${CART_TOP_PICK_FRAGMENT}
` as const;
