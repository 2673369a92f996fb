import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse} from '~/infra/http';
import {purgePageCache} from '~/server/cache/page-cache.server';
import {forgetBatches} from '~/clients/content/batch';
import {sameSecret} from '~/infra/secrets';

/** GET: the purge is a POST only. */
export function loader() {
  return jsonError(405, 'Use POST to purge the page cache', {Allow: 'POST'});
}

/**
 * POST /api/page-cache/purge with `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>`:
 * every full page cached so far is no longer served (a new cache generation
 * starts) and this isolate forgets its remembered content. Call it from the
 * CMS's publish webhook. Without the env binding the route does not exist.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const token = context.config.tokens.pageCachePurge;
  if (!token) return jsonError(404, 'Not found');
  if (request.method !== 'POST') return jsonError(405, 'Use POST to purge the page cache', {Allow: 'POST'});
  if (!sameSecret(request.headers.get('Authorization') ?? '', `Bearer ${token}`)) {
    return jsonError(401, 'A valid purge token is required', {'WWW-Authenticate': 'Bearer'});
  }
  forgetBatches();
  const generation = await purgePageCache(context.env);
  return jsonResponse({purged: true, generation});
}
