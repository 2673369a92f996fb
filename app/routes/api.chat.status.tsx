import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CHAT_OFFLINE_MESSAGE} from '~/features/chat/hours';
import {getChatStatus} from '~/features/chat/status.server';
import {jsonResponse} from '~/infra/http';

/** GET /api/chat/status: is live chat on duty now (computed on the worker, cached in KV for a minute). */
export async function loader({context}: LoaderFunctionArgs) {
  const {edge, env} = context;
  const status = await getChatStatus({
    kv: env.CHAT_STATUS,
    kvFails: edge.hooks.kvFails,
    now: edge.hooks.now(),
    waitUntil: edge.waitUntil,
  });
  return jsonResponse(
    {
      online: status.online,
      message: status.online ? null : CHAT_OFFLINE_MESSAGE,
      mode: edge.clientConfig.chatProvider ? 'provider' : 'built-in',
      computedAt: new Date(status.computedAt).toISOString(),
      source: status.source,
    },
    {headers: {'Cache-Control': 'private, max-age=30'}},
  );
}
