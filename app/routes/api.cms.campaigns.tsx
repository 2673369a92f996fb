import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonResponse} from '~/infra/http';
import type {CampaignFields} from '~/features/home/types';

/**
 * GET /api/cms/campaigns → `{campaigns: [{name, holiday, banners: [{name, headline, …}], hero}]}`.
 * A failure is ignored (an empty list).
 */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    const entries = await context.content.getEntries<CampaignFields>({content_type: 'campaign', limit: 20, include: 3});
    const campaigns = entries.map((e) => ({
      name: e.fields.name,
      holiday: Boolean(e.fields.holiday),
      banners: (e.fields.banners ?? []).filter((b) => b?.fields).map((b) => ({...b.fields})),
      hero: e.fields.hero?.fields
        ? {
            title: e.fields.hero.fields.title,
            subtitle: e.fields.hero.fields.subtitle ?? null,
            ctaLabel: e.fields.hero.fields.ctaLabel ?? null,
            ctaLink: e.fields.hero.fields.ctaLink ?? null,
            image: e.fields.hero.fields.image?.fields.title ?? null,
          }
        : null,
    }));
    return jsonResponse({campaigns}, {maxAge: 60});
  } catch {
    return jsonResponse({campaigns: []});
  }
}
