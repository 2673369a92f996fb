import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CAMPAIGN_FALLBACK_PATH} from '~/features/content/campaign-window';
import {findCmsPage} from '~/features/content/cms-pages.server';
import {landingPageMeta} from '~/features/content/landing.server';
import {legalPageMeta} from '~/features/content/legal.server';
import {cmsPageSlug} from '~/features/content/page-slugs';
import {LandingPage} from '~/components/sections/LandingPage';
import {LegalPage} from '~/components/legal/LegalPage';

/** The tags the loader worked out for the landing or legal page. */
export const meta: MetaFunction<typeof loader> = ({data}) =>
  data?.meta ?? [{title: 'Page Not Found | Oral Care Shop'}, {name: 'robots', content: 'noindex'}];

/**
 * Every path no other route matches: a landing or legal page published in the CMS at that
 * slug (no deploy needed), otherwise the root error boundary renders the 404 page.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const slug = cmsPageSlug(request);
  const page = slug ? await findCmsPage(context, slug) : null;
  if (!page) throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
  // Outside its campaign window a landing page sends the shopper home, as the guarded campaign pages do.
  if (page.kind === 'closed') throw redirect(CAMPAIGN_FALLBACK_PATH);
  return {...page, meta: page.kind === 'landing' ? landingPageMeta(page.page, request) : legalPageMeta(page.page, request)};
}

export default function CatchAllPage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'landing' ? <LandingPage data={data} /> : <LegalPage page={data.page} />;
}
