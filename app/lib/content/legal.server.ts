import type {AppLoadContext} from '@shopify/remix-oxygen';

export interface LegalPageFields {
  slug: string;
  title: string;
  body: string;
  lastUpdated?: string;
}

/** A legal page (Markdown body) by slug, or the 404 response. */
export async function loadLegalPage(context: AppLoadContext, slug: string) {
  const page = await context.content.getEntryBy<LegalPageFields>('legalPage', 'slug', slug);
  if (!page || typeof page.fields.body !== 'string') throw new Response(`/${slug} not found`, {status: 404});
  return {page: page.fields};
}
