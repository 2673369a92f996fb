import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadLandingPage} from '~/lib/content/landing.server';
import {LandingPage, landingMeta} from '~/components/sections/LandingPage';

export const meta = landingMeta;

export async function loader({context}: LoaderFunctionArgs) {
  return loadLandingPage(context, 'opticobsessed');
}

export default function LandingRoute() {
  return <LandingPage data={useLoaderData<typeof loader>()} />;
}
