import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonResponse} from '~/infra/http';

interface TrendingFields {
  terms?: unknown;
}

/** GET /api/search/trending → `{terms: string[]}` from the CMS; an empty list when it cannot answer. */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    const entry = await context.content.getEntryBy<TrendingFields>('trendingSearches', 'name', 'main', {});
    const terms = Array.isArray(entry?.fields.terms)
      ? entry.fields.terms.filter((t): t is string => typeof t === 'string' && t.trim().length > 0).slice(0, 10)
      : [];
    return jsonResponse({terms}, {maxAge: 300});
  } catch {
    return jsonResponse({terms: []});
  }
}
