import type {AppLoadContext} from '@shopify/remix-oxygen';
import {landingPageData, type LandingPageFields} from './landing.server';
import {findLegalPage} from './legal.server';

/**
 * The landing or legal page published at `/<slug>`, looked up in the CMS at request time, so a
 * page a merchandiser creates and publishes is served with no deploy and an unpublished one is
 * the 404 page again. Both kinds share one slug space; a landing page wins a clash (the content
 * check refuses one).
 */
export async function findCmsPage(context: AppLoadContext, slug: string) {
  const [landing, legal] = await Promise.all([
    context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', slug),
    findLegalPage(context, slug),
  ]);
  if (landing) return {kind: 'landing' as const, ...(await landingPageData(context, landing))};
  if (legal) return {kind: 'legal' as const, ...legal};
  return null;
}
