import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {PRODUCT_LIST_PAGE_SIZE} from '~/features/catalog/products-by-handle';
import {sitemapXml, type SitemapEntry} from '~/features/catalog/sitemap';
import {CMS_SLUG} from '~/features/content/page-slugs';
import {isWithinWindow} from '~/features/content/campaign-window';

/** The app's own pages; CMS pages (landing, legal, articles) come from the CMS at request time. */
const STATIC_PATHS = ['/', '/products', '/learn', '/contact-us', '/whitening-product-quiz'];

interface SlugFields {
  handle?: string;
  slug?: string;
  availableFrom?: string;
  availableUntil?: string;
}

/**
 * /sitemap.xml: the app's pages, every category and product, and every published CMS page
 * (landing and legal pages, learning articles), so a page published in the CMS is listed with no
 * deploy. Nothing robots.txt disallows is listed (`sitemapXml`).
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const {storefront, content} = context;
  const [products, categories, articles, landings, legals] = await Promise.all([
    storefront
      .query(SITEMAP_PRODUCTS_QUERY, {variables: {first: PRODUCT_LIST_PAGE_SIZE}, cache: storefront.CacheLong()})
      .then((data) => data.products.nodes)
      .catch(() => []),
    content.getEntries<SlugFields>({content_type: 'category', limit: 100, include: 0}).catch(() => []),
    content.getEntries<SlugFields>({content_type: 'article', limit: 1000, include: 0}).catch(() => []),
    content
      .getEntries<SlugFields>({
        content_type: 'landingPage',
        limit: 1000,
        include: 0,
      })
      // A campaign page outside its window redirects home: not a page to list.
      .then((pages) => pages.filter((page) => isWithinWindow(page.fields, new Date())))
      .catch(() => []),
    content.getEntries<SlugFields>({content_type: 'legalPage', limit: 1000, include: 0}).catch(() => []),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({loc: `${origin}${path}`})),
    ...categories
      .filter((c) => c.fields.handle && c.fields.handle !== 'all')
      .map((c) => ({loc: `${origin}/products/${c.fields.handle}`, lastmod: c.updatedAt})),
    ...products.filter((p) => !p.handle.includes('free-gift')).map((p) => ({loc: `${origin}/products/${p.handle}`, lastmod: p.updatedAt})),
    ...articles.filter((a) => a.fields.slug).map((a) => ({loc: `${origin}/learn/${a.fields.slug}`, lastmod: a.updatedAt})),
    ...[...landings, ...legals]
      .filter((page) => page.fields.slug && CMS_SLUG.test(page.fields.slug))
      .map((page) => ({loc: `${origin}/${page.fields.slug}`, lastmod: page.updatedAt})),
  ];
  return new Response(sitemapXml(entries), {
    // Short-lived: a page published in the CMS should reach crawlers soon.
    headers: {'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300'},
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
