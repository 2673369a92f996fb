import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PRODUCT_LIST_PAGE_SIZE} from '~/features/catalog/products-by-handle';
import {sitemapXml, type SitemapEntry} from '~/features/catalog/sitemap';

const STATIC_PATHS = [
  '/',
  '/products',
  '/learn',
  '/search',
  '/contact-us',
  '/returns-and-warranty',
  '/hum-smart-toothbrush-app',
  '/whitening-product-quiz',
];

interface SlugFields {
  handle?: string;
  slug?: string;
}

/** /sitemap.xml: static pages, every category and product, and the learning articles. */
export async function loader({request, context}: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const {storefront, content} = context;
  const [products, categories, articles] = await Promise.all([
    storefront
      .query(SITEMAP_PRODUCTS_QUERY, {variables: {first: PRODUCT_LIST_PAGE_SIZE}, cache: storefront.CacheLong()})
      .then((data) => data.products.nodes)
      .catch(() => []),
    content.getEntries<SlugFields>({content_type: 'category', limit: 100, include: 0}).catch(() => []),
    content.getEntries<SlugFields>({content_type: 'article', limit: 100, include: 0}).catch(() => []),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({loc: `${origin}${path}`})),
    ...categories
      .filter((c) => c.fields.handle && c.fields.handle !== 'all')
      .map((c) => ({loc: `${origin}/products/${c.fields.handle}`, lastmod: c.updatedAt})),
    ...products.filter((p) => !p.handle.includes('free-gift')).map((p) => ({loc: `${origin}/products/${p.handle}`, lastmod: p.updatedAt})),
    ...articles.filter((a) => a.fields.slug).map((a) => ({loc: `${origin}/learn/${a.fields.slug}`, lastmod: a.updatedAt})),
  ];
  return new Response(sitemapXml(entries), {
    headers: {'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600'},
  });
}

const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: TITLE) {
      nodes {
        handle
        updatedAt
      }
    }
  }
` as const;
