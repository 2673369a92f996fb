import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadLegalPage} from '~/lib/content/legal.server';
import {LegalPage, legalMeta} from '~/components/legal/LegalPage';

export const meta = legalMeta;

export async function loader({context}: LoaderFunctionArgs) {
  return loadLegalPage(context, 'kids-app-privacy');
}

export default function LegalRoute() {
  return <LegalPage page={useLoaderData<typeof loader>().page} />;
}
