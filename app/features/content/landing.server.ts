import type {AppLoadContext, MetaDescriptor} from '@shopify/remix-oxygen';
import {productCardsByHandle} from '~/features/catalog/products-by-handle';
import type {ContentEntry} from '~/clients/content/types';
import {markdownHtml} from './markdown.server';
import {absoluteUrl, seoDescription, seoMeta} from './seo.server';
import {sectionProductHandles, toSections} from './sections';

export interface LandingPageFields {
  slug: string;
  title: string;
  seoTitle?: string;
  seoDescription?: string;
  sections?: Array<ContentEntry<Record<string, unknown>>>;
  availableFrom?: string;
  availableUntil?: string;
}

/** The landing page entry for `slug`, or the 404 response. */
export async function getLandingPage(context: AppLoadContext, slug: string) {
  const page = await context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', slug);
  if (!page) throw new Response(`/${slug} not found`, {status: 404});
  return page;
}

/** A landing page's sections plus the product cards its product grids show (failures leave the grids out). */
export async function landingPageData(context: AppLoadContext, page: ContentEntry<LandingPageFields>) {
  const sections = toSections(page.fields.sections, markdownHtml);
  const cards = await productCardsByHandle(context.storefront, sectionProductHandles(sections)).catch(() => new Map());
  return {
    page: {
      id: page.id,
      slug: page.fields.slug,
      title: page.fields.title,
      seoTitle: page.fields.seoTitle,
      seoDescription: page.fields.seoDescription,
    },
    sections,
    products: Object.fromEntries(cards),
  };
}

export async function loadLandingPage(context: AppLoadContext, slug: string) {
  return landingPageData(context, await getLandingPage(context, slug));
}

/** A landing page's meta tags, sent in its data (seo.server.ts). */
export function landingPageMeta(
  page: Pick<LandingPageFields, 'slug' | 'title' | 'seoTitle' | 'seoDescription'>,
  request: Request,
): MetaDescriptor[] {
  return seoMeta({
    title: page.seoTitle ?? `${page.title} | Oral Care Shop`,
    description: seoDescription(page.seoDescription),
    url: absoluteUrl(request, `/${page.slug}`),
  });
}
