import {getSeoMeta, type SeoConfig} from '@shopify/hydrogen';
import type {MetaDescriptor} from '@shopify/remix-oxygen';
import {categoryLabel, type ArticleFields} from './articles';

/*
 * A page's meta tags are worked out by its loader and sent in its data; the route's `meta` only
 * reads them. `meta` runs in the browser at hydration and on every client navigation, so building
 * the tags there put Hydrogen's getSeoMeta and these helpers in every first visit's JavaScript.
 */

/** Search engines show about 155 characters of a description. */
export const SEO_DESCRIPTION_MAX = 155;

/** A description cut at a word boundary to fit, with an ellipsis when shortened. */
export function seoDescription(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= SEO_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, SEO_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()}…`;
}

/** Absolute URL for canonical/Open Graph tags, on the origin the request reached. */
export function absoluteUrl(request: Request, path: string): string {
  return `${new URL(request.url).origin}${path}`;
}

/** Title, description, Open Graph, Twitter, canonical and JSON-LD tags: Hydrogen's getSeoMeta. */
export function seoMeta(seo: SeoConfig): MetaDescriptor[] {
  return getSeoMeta(seo) ?? [];
}

/** schema.org Article for search engines. */
export function articleJsonLd(fields: ArticleFields, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: fields.title.slice(0, 110),
    description: fields.excerpt,
    ...(fields.heroImage?.url ? {image: [fields.heroImage.url]} : {}),
    ...(fields.publishDate ? {datePublished: fields.publishDate} : {}),
    ...(fields.author ? {author: {'@type': 'Person', name: fields.author}} : {}),
    publisher: {'@type': 'Organization', name: 'Oral Care Shop', url: origin},
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    articleSection: categoryLabel(fields.category),
  };
}
