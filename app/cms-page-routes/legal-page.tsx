import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {legalPageMeta, loadLegalPage} from '~/features/content/legal.server';
import {LEGAL_PAGE_SLUGS, pageSlugFor} from '~/features/content/page-slugs';
import {LegalPage} from '~/components/legal/LegalPage';

/** Every legal page (`LEGAL_PAGE_SLUGS`, mapped to its path in app/routes.ts): its CMS entry by slug. */
/** The tags the loader worked out (legalPageMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [{title: 'Oral Care Shop'}];

export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = pageSlugFor(request, LEGAL_PAGE_SLUGS);
  if (!slug) throw new Response('Not found', {status: 404});
  const {page} = await loadLegalPage(context, slug);
  return {page, meta: legalPageMeta(page, request)};
}

export default function LegalRoute() {
  return <LegalPage page={useLoaderData<typeof loader>().page} />;
}
