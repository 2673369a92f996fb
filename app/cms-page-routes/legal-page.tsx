import {useLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadLegalPage} from '~/features/content/legal.server';
import {LEGAL_PAGE_SLUGS, pageSlugFor} from '~/features/content/page-slugs';
import {LegalPage, legalMeta} from '~/components/legal/LegalPage';

/** Every legal page (`LEGAL_PAGE_SLUGS`, mapped to its path in app/routes.ts): its CMS entry by slug. */
export const meta = legalMeta;

export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = pageSlugFor(request, LEGAL_PAGE_SLUGS);
  if (!slug) throw new Response('Not found', {status: 404});
  return loadLegalPage(context, slug);
}

export default function LegalRoute() {
  return <LegalPage page={useLoaderData<typeof loader>().page} />;
}
