import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse} from '~/infra/http';
import {isLocalHost} from '~/infra/request-origin';
import {loggerFor} from '~/infra/observability';
import {verifyContentfulSignature} from '~/features/content/webhook-signature';
import {purgePageCache} from '~/server/cache/page-cache.server';
import {forgetBatches} from '~/clients/content/batch';

/** The CMS events that change what shoppers see: the rest (saves, auto-saves) only touch drafts. */
const LIVE_TOPIC = /^ContentManagement\.(Entry|Asset|ContentType)\.(publish|unpublish|delete|archive)$/;

/** GET: the webhook is a POST only. */
export function loader() {
  return jsonError(405, 'Use POST to deliver a content webhook', {Allow: 'POST'});
}

/**
 * POST /api/content/webhook: Contentful's publish, unpublish and delete webhooks. Only a request
 * signed with `CONTENT_WEBHOOK_SECRET` (Contentful's request verification) is acted on; anything
 * else gets 401 and changes nothing. A live change starts a new content generation, so every
 * page and content answer cached before it is left behind in every location. Without the secret
 * (or with a `local-` one outside localhost) the route does not exist.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const secret = context.config.content.webhookSecret;
  if (!secret || (secret.startsWith('local-') && !isLocalHost(request))) return jsonError(404, 'Not found');
  if (request.method !== 'POST') return jsonError(405, 'Use POST to deliver a content webhook', {Allow: 'POST'});
  const body = await request.text();
  const url = new URL(request.url);
  const verification = await verifyContentfulSignature(secret, {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers: request.headers,
    body,
  });
  if (!verification.ok) {
    loggerFor(request).log('warn', 'content webhook refused', {reason: verification.reason});
    return jsonError(401, 'A valid Contentful request signature is required');
  }
  const topic = request.headers.get('x-contentful-topic') ?? '';
  if (!LIVE_TOPIC.test(topic)) return jsonResponse({changed: false, topic});
  forgetBatches();
  const generation = await purgePageCache(context.env);
  loggerFor(request).log('info', 'content generation bumped', {topic, generation});
  return jsonResponse({changed: true, topic, generation});
}
