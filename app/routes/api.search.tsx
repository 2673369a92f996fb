import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse, readJsonBody} from '~/infra/http';
import {parseSearchBody} from '~/features/search/request';
import {runSearch} from '~/features/search/search.server';

/** GET is not part of this endpoint. */
export function loader() {
  return jsonError(405, 'Use POST with a JSON body like {"query": "whitening", "options": {"types": ["product", "article"]}}.');
}

/** POST /api/search `{query, options?: {types?, first?}}` → `{query, products, articles}` (up to 10 each). */
export async function action({request, context}: ActionFunctionArgs) {
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = parseSearchBody(read.body);
  if (!parsed.ok) return jsonError(400, parsed.error);
  return jsonResponse(await runSearch(context, parsed.value));
}
