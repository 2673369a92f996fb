import type {AppLoadContext} from '@shopify/remix-oxygen';
import {isWithinWindow} from './campaign-window';
import {landingPageData, type LandingPageFields} from './landing.server';
import {findLegalPage} from './legal.server';

/** The content types served at `/<slug>` by the catch-all route. */
const PAGE_TYPES = ['landingPage', 'legalPage'] as const;

/**
 * The slugs of every published landing and legal page: two small queries that the data cache
 * keeps (and a publish renews, with the content generation), so a path that is no page (a
 * crawler's guess, a typo) costs no content request of its own before its 404.
 */
async function publishedPageSlugs(context: AppLoadContext): Promise<Set<string>> {
  const lists = await Promise.all(
    PAGE_TYPES.map((type) => context.content.getEntries<{slug?: string}>({content_type: type, limit: 1000, include: 0})),
  );
  return new Set(lists.flat().flatMap((entry) => (typeof entry.fields.slug === 'string' ? [entry.fields.slug.toLowerCase()] : [])));
}

/**
 * The landing or legal page published at `/<slug>`, looked up in the CMS at request time, so a
 * page a merchandiser creates and publishes is served with no deploy and an unpublished one is
 * the 404 page again. Both kinds share one slug space; a landing page wins a clash (the content
 * check refuses one).
 */
export async function findCmsPage(context: AppLoadContext, slug: string) {
  // Preview shows drafts, which the published list does not name.
  if (!context.content.preview && !(await publishedPageSlugs(context)).has(slug)) return null;
  const [landing, legal] = await Promise.all([
    context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', slug),
    findLegalPage(context, slug),
  ]);
  // A landing page with a campaign window is closed outside it (preview shows it any time), as /total is.
  if (landing && !context.content.preview && !isWithinWindow(landing.fields, new Date())) return {kind: 'closed' as const};
  if (landing) return {kind: 'landing' as const, ...(await landingPageData(context, landing))};
  if (legal) return {kind: 'legal' as const, ...legal};
  return null;
}
