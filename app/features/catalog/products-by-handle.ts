import type {Storefront} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {cardImage, type WithCardImage} from '~/features/images/image-attributes';
import {loggerFor} from '~/infra/observability';
import {handlesQuery} from './categories';

/** At most 75 products per list query (the shop's product page size). */
export const PRODUCT_LIST_PAGE_SIZE = 75;

/** A product card's data: the fragment and its image's attributes. */
export type ProductCardData = WithCardImage<ProductCardFragment>;

/**
 * Product cards for a list of handles (one query), keyed by handle, their images lazy (a page
 * that shows some above the fold makes those eager with `withCardImages`). A handle the catalog does
 * not have (a typo in the CMS, a product taken down) is left out and logged: the page shows the
 * products it can, never an error. `npm run content:check` catches such handles before publishing.
 */
export async function productCardsByHandle(
  storefront: Pick<Storefront, 'query' | 'CacheShort'>,
  handles: string[],
  request?: Request,
): Promise<Map<string, ProductCardData>> {
  if (!handles.length) return new Map();
  const {products} = await storefront.query(PRODUCTS_BY_HANDLE_QUERY, {
    variables: {query: handlesQuery(handles), first: Math.min(handles.length, PRODUCT_LIST_PAGE_SIZE)},
    cache: storefront.CacheShort(),
  });
  const cards = new Map(products.nodes.map((product) => [product.handle, {...product, image: cardImage(product)}]));
  const unknown = handles.slice(0, PRODUCT_LIST_PAGE_SIZE).filter((handle) => !cards.has(handle));
  if (unknown.length) loggerFor(request).log('warn', 'content refers to product handles the catalog does not have', {handles: unknown});
  return cards;
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
