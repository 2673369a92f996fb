import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import type {ContentEntry} from '~/clients/content/types';
import type {LandingPageFields} from '~/features/content/landing.server';
import {totalGuard, totalSfMarathonGuard, type CampaignWindow, type GuardResult} from '~/features/content/campaign-window';

type WindowRule = (window: CampaignWindow | null, now: Date, preview: boolean) => GuardResult;

/**
 * A campaign landing page's guard: loads the page's CMS entry, applies its
 * window rule and either returns the entry or throws the redirect home
 * (uncached, so the page opens the moment its window does).
 */
function campaignPageGuard(slug: string, rule: WindowRule) {
  return async (context: AppLoadContext): Promise<ContentEntry<LandingPageFields>> => {
    const page = await context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', slug);
    const result = rule(page?.fields ?? null, new Date(), context.content.preview);
    if (!result.allow || !page) {
      throw redirect(result.allow ? '/' : result.redirectTo, {headers: {'Cache-Control': 'no-store'}});
    }
    return page;
  };
}

/** `/total`: its landing page inside the campaign window. */
export const requireTotalCampaign = campaignPageGuard('total', totalGuard);
/** `/total-sfmarathon`: its landing page inside the marathon window. */
export const requireTotalSfMarathonCampaign = campaignPageGuard('total-sfmarathon', totalSfMarathonGuard);
