import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {landingPageData, landingPageMeta} from '~/features/content/landing.server';
import {requireTotalSfMarathonCampaign} from '~/features/guards';
import {LandingPage} from '~/components/sections/LandingPage';

/** The tags the loader worked out (landingPageMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [{title: 'Oral Care Shop'}];

/** Campaign page behind guard `total-sfmarathon`: shown only inside its CMS window, otherwise the shopper goes home. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await requireTotalSfMarathonCampaign(args.context);
  const data = await landingPageData(args.context, page);
  return {...data, meta: landingPageMeta(data.page, args.request)};
}

export default function CampaignLandingRoute() {
  return <LandingPage data={useLoaderData<typeof loader>()} />;
}
