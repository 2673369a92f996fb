import {redirect} from '@shopify/remix-oxygen';
import type {ContentEntry} from '~/lib/content/types';
import type {LandingPageFields} from '~/lib/content/landing.server';
import {totalGuard, totalSfMarathonGuard, type CampaignWindow, type GuardResult} from './campaign-window';
import type {GuardArgs} from './types';

type WindowRule = (window: CampaignWindow | null, now: Date, preview: boolean) => GuardResult;

/**
 * Registry adapter for a campaign landing page: loads the page's CMS entry,
 * applies its window rule and either returns the entry or throws the
 * redirect home (uncached, so the page opens the moment its window does).
 */
function campaignPageGuard(slug: string, rule: WindowRule) {
  return async ({context}: GuardArgs): Promise<ContentEntry<LandingPageFields>> => {
    const page = await context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', slug);
    const result = rule(page?.fields ?? null, new Date(), context.content.preview);
    if (!result.allow || !page) {
      throw redirect(result.allow ? '/' : result.redirectTo, {headers: {'Cache-Control': 'no-store'}});
    }
    return page;
  };
}

export const total = campaignPageGuard('total', totalGuard);
export const totalSfMarathon = campaignPageGuard('total-sfmarathon', totalSfMarathonGuard);
