import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadLandingPage} from '~/features/content/landing.server';
import {LANDING_PAGE_SLUGS, pageSlugFor} from '~/features/content/page-slugs';
import {LandingPage, landingMeta} from '~/components/sections/LandingPage';

/** Every CMS landing page without a guard (`LANDING_PAGE_SLUGS`, mapped to its path in app/routes.ts). */
export const meta = landingMeta;

export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = pageSlugFor(request, LANDING_PAGE_SLUGS);
  if (!slug) throw new Response('Not found', {status: 404});
  return loadLandingPage(context, slug);
}

export default function LandingRoute() {
  return <LandingPage data={useLoaderData<typeof loader>()} />;
}
