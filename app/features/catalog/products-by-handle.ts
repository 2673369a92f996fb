import type {Storefront} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {loggerFor} from '~/infra/observability';
import {handlesQuery} from './categories';

/** At most 75 products per list query (the shop's product page size). */
export const PRODUCT_LIST_PAGE_SIZE = 75;

/**
 * Product cards for a list of handles (one query), keyed by handle. A handle the catalog does
 * not have (a typo in the CMS, a product taken down) is left out and logged: the page shows the
 * products it can, never an error. `npm run content:check` catches such handles before publishing.
 */
export async function productCardsByHandle(
  storefront: Pick<Storefront, 'query' | 'CacheShort'>,
  handles: string[],
  request?: Request,
): Promise<Map<string, ProductCardFragment>> {
  if (!handles.length) return new Map();
  const {products} = await storefront.query(PRODUCTS_BY_HANDLE_QUERY, {
    variables: {query: handlesQuery(handles), first: Math.min(handles.length, PRODUCT_LIST_PAGE_SIZE)},
    cache: storefront.CacheShort(),
  });
  const cards = new Map(products.nodes.map((product) => [product.handle, product]));
  const unknown = handles.slice(0, PRODUCT_LIST_PAGE_SIZE).filter((handle) => !cards.has(handle));
  if (unknown.length) loggerFor(request).log('warn', 'content refers to product handles the catalog does not have', {handles: unknown});
  return cards;
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
