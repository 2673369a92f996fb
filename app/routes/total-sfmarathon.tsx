import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {landingPageData} from '~/features/content/landing.server';
import {requireTotalSfMarathonCampaign} from '~/features/guards';
import {LandingPage, landingMeta} from '~/components/sections/LandingPage';

export const meta = landingMeta;

/** Campaign page behind guard `total-sfmarathon`: shown only inside its CMS window, otherwise the shopper goes home. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await requireTotalSfMarathonCampaign(args.context);
  return landingPageData(args.context, page);
}

export default function CampaignLandingRoute() {
  return <LandingPage data={useLoaderData<typeof loader>()} />;
}
