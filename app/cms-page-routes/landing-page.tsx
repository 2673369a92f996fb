import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {landingPageMeta, loadLandingPage} from '~/features/content/landing.server';
import {LANDING_PAGE_SLUGS, pageSlugFor} from '~/features/content/page-slugs';
import {LandingPage} from '~/components/sections/LandingPage';

/** Every CMS landing page without a guard (`LANDING_PAGE_SLUGS`, mapped to its path in app/routes.ts). */
/** The tags the loader worked out (landingPageMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [{title: 'Oral Care Shop'}];

export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = pageSlugFor(request, LANDING_PAGE_SLUGS);
  if (!slug) throw new Response('Not found', {status: 404});
  const data = await loadLandingPage(context, slug);
  return {...data, meta: landingPageMeta(data.page, request)};
}

export default function LandingRoute() {
  return <LandingPage data={useLoaderData<typeof loader>()} />;
}
