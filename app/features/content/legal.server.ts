import type {AppLoadContext, MetaDescriptor} from '@shopify/remix-oxygen';
import type {SafeHtml} from '~/clients/content/types';
import {markdownHtml} from './markdown.server';
import {absoluteUrl, seoDescription, seoMeta} from './seo.server';

export interface LegalPageFields {
  slug: string;
  title: string;
  body: string;
  lastUpdated?: string;
}

/** What a legal page's route sends the page: the Markdown body already rendered, and its search description. */
export interface LegalPageView {
  /** The CMS entry (Live Preview's field tags). */
  id?: string;
  slug: string;
  title: string;
  lastUpdated?: string;
  /** The first paragraph that is not a heading, without Markdown punctuation. */
  description: string;
  body: SafeHtml;
}

/** The text of a legal page's first non-heading paragraph, for its meta description. */
export function legalDescription(body: string): string {
  const firstParagraph = body.split(/\n\s*\n/).find((p) => !p.startsWith('#')) ?? '';
  return firstParagraph.replace(/[*_`#>[\]()|]/g, '');
}

/** A legal page (Markdown body) by slug, or null when there is none. */
export async function findLegalPage(context: AppLoadContext, slug: string): Promise<{page: LegalPageView} | null> {
  const page = await context.content.getEntryBy<LegalPageFields>('legalPage', 'slug', slug);
  if (!page || typeof page.fields.body !== 'string') return null;
  const {title, lastUpdated, body} = page.fields;
  return {page: {id: page.id, slug: page.fields.slug, title, lastUpdated, description: legalDescription(body), body: markdownHtml(body)}};
}

/** A legal page (Markdown body) by slug, or the 404 response. */
export async function loadLegalPage(context: AppLoadContext, slug: string): Promise<{page: LegalPageView}> {
  const found = await findLegalPage(context, slug);
  if (!found) throw new Response(`/${slug} not found`, {status: 404});
  return found;
}

/** A legal page's meta tags, sent in its data (seo.server.ts). */
export function legalPageMeta(page: LegalPageView, request: Request): MetaDescriptor[] {
  return seoMeta({
    title: `${page.title} | Oral Care Shop`,
    description: seoDescription(page.description),
    url: absoluteUrl(request, `/${page.slug}`),
  });
}
