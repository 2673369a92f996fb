import type {Storefront} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {loggerFor} from '~/infra/observability';
import {handlesQuery} from './categories';
import {productCard, type ProductCardData} from './product-card';

/** At most 75 products per list query (the shop's product page size). */
export const PRODUCT_LIST_PAGE_SIZE = 75;

/**
 * The products for a list of handles (one query), keyed by handle, for a page that filters or
 * orders them before making cards. A handle the catalog does not have (a typo in the CMS, a product
 * taken down) is left out and logged: the page shows the products it can, never an error.
 * `npm run content:check` catches such handles before publishing.
 */
export async function productsByHandle(
  storefront: Pick<Storefront, 'query' | 'CacheShort'>,
  handles: string[],
  request?: Request,
): Promise<Map<string, ProductCardFragment>> {
  if (!handles.length) return new Map();
  const {products} = await storefront.query(PRODUCTS_BY_HANDLE_QUERY, {
    variables: {query: handlesQuery(handles), first: Math.min(handles.length, PRODUCT_LIST_PAGE_SIZE)},
    cache: storefront.CacheShort(),
  });
  const found = new Map(products.nodes.map((product) => [product.handle, product]));
  const unknown = handles.slice(0, PRODUCT_LIST_PAGE_SIZE).filter((handle) => !found.has(handle));
  if (unknown.length) loggerFor(request).log('warn', 'content refers to product handles the catalog does not have', {handles: unknown});
  return found;
}

/** `productsByHandle` as cards, their images lazy: for product lists below the fold. */
export async function productCardsByHandle(
  storefront: Pick<Storefront, 'query' | 'CacheShort'>,
  handles: string[],
  request?: Request,
): Promise<Map<string, ProductCardData>> {
  const found = await productsByHandle(storefront, handles, request);
  return new Map([...found].map(([handle, product]) => [handle, productCard(product)]));
}

/** The cards for `handles`, in that order, skipping handles the catalog does not have. */
export function inHandleOrder<C>(handles: string[], cards: Map<string, C>): C[] {
  return handles.map((handle) => cards.get(handle)).filter((card): card is C => Boolean(card));
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
