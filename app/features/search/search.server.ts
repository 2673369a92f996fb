import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {ProductSearchQueryQuery} from 'storefrontapi.generated';
import {PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {productSearchQuery, type SearchRequest} from './request';

export type SearchProduct = ProductSearchQueryQuery['products']['nodes'][number];

export interface SearchArticle {
  slug: string;
  title: string;
  excerpt: string;
  url: string;
}

export interface SearchResults {
  query: string;
  products: SearchProduct[];
  articles: SearchArticle[];
}

interface ArticleFields {
  slug?: string;
  title?: string;
  excerpt?: string;
}

/**
 * Products from the Storefront API (search syntax) and articles from the CMS
 * (full-text `query`), in parallel. A failing source gives an
 * empty list, never an error page.
 */
export async function runSearch(context: AppLoadContext, request: SearchRequest): Promise<SearchResults> {
  const {storefront, content} = context;
  const productQuery = productSearchQuery(request.query);
  const [products, articles] = await Promise.all([
    request.types.includes('product') && productQuery
      ? storefront
          .query(SEARCH_PRODUCTS_QUERY, {
            variables: {query: productQuery, first: request.first},
            cache: storefront.CacheShort(),
          })
          .then((data) => data.products.nodes)
          .catch((error: unknown) => {
            console.error('[search] products failed:', error instanceof Error ? error.message : error);
            return [] as SearchProduct[];
          })
      : Promise.resolve([] as SearchProduct[]),
    request.types.includes('article')
      ? content
          .getEntries<ArticleFields>({content_type: 'article', query: request.query, limit: request.first, include: 0})
          .then((entries) =>
            entries
              .filter((e) => e.fields.slug && e.fields.title)
              .map((e) => ({
                slug: e.fields.slug!,
                title: e.fields.title!,
                excerpt: e.fields.excerpt ?? '',
                url: `/learn/${e.fields.slug}`,
              })),
          )
          .catch((error: unknown) => {
            console.error('[search] articles failed:', error instanceof Error ? error.message : error);
            return [] as SearchArticle[];
          })
      : Promise.resolve([] as SearchArticle[]),
  ]);
  return {query: request.query, products, articles};
}

const SEARCH_PRODUCTS_QUERY = `#graphql
  query ProductSearchQuery($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query, sortKey: RELEVANCE) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
