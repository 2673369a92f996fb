import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {validateAnalyticsConfig} from '~/features/analytics/config';
import {MAX_BODY_BYTES, jsonError, jsonResponse, readJsonBody} from '~/infra/http';

/** GET /api/analytics/config: the tag manager the shop loads (null when none is configured). */
export async function loader({context}: LoaderFunctionArgs) {
  const analytics = context.edge.clientConfig.analytics;
  return jsonResponse({config: analytics ? {integration: 'gtm', id: analytics.gtmId} : null});
}

/**
 * POST /api/analytics/config: checks a configuration before it is deployed
 * (as `ANALYTICS_CONFIG`). Its errors answer with 400.
 */
export async function action({request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'GET, POST'});
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response.status === 400 ? jsonError(400, 'config must be valid JSON') : read.response;
  const result = validateAnalyticsConfig(read.body);
  return result.ok ? jsonResponse({config: result.config}) : jsonError(400, result.error);
}
