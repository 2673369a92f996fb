import {useLoaderData} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {landingPageData, type LandingPageFields} from '~/lib/content/landing.server';
import {totalSfMarathonGuard} from '~/lib/guards/campaign-window';
import {LandingPage, landingMeta} from '~/components/sections/LandingPage';

export const meta = landingMeta;

/** Campaign page: shown only inside its CMS window (guard `total-sfmarathon`); outside it, or without the entry, the shopper goes home. */
export async function loader({context}: LoaderFunctionArgs) {
  const page = await context.content.getEntryBy<LandingPageFields>('landingPage', 'slug', 'total-sfmarathon');
  const result = totalSfMarathonGuard(page?.fields ?? null, new Date(), context.content.preview);
  if (!result.allow || !page) throw redirect(result.allow ? '/' : result.redirectTo, {headers: {'Cache-Control': 'no-store'}});
  return landingPageData(context, page);
}

export default function CampaignLandingRoute() {
  return <LandingPage data={useLoaderData<typeof loader>()} />;
}
