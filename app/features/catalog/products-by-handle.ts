import type {Storefront} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {handlesQuery} from './categories';

/** Spec section 9: at most 75 products per list query. */
export const PRODUCT_LIST_PAGE_SIZE = 75;

/** Product cards for a list of handles (one query), keyed by handle. */
export async function productCardsByHandle(storefront: Storefront, handles: string[]): Promise<Map<string, ProductCardFragment>> {
  if (!handles.length) return new Map();
  const {products} = await storefront.query(PRODUCTS_BY_HANDLE_QUERY, {
    variables: {query: handlesQuery(handles), first: Math.min(handles.length, PRODUCT_LIST_PAGE_SIZE)},
    cache: storefront.CacheShort(),
  });
  return new Map(products.nodes.map((product) => [product.handle, product]));
}

/** The cards for `handles`, in that order, skipping handles the catalog does not have. */
export function inHandleOrder(handles: string[], cards: Map<string, ProductCardFragment>): ProductCardFragment[] {
  return handles.map((handle) => cards.get(handle)).filter((card): card is ProductCardFragment => Boolean(card));
}

const PRODUCTS_BY_HANDLE_QUERY = `#graphql
  query ProductsByHandle($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
