import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {CHAT_OFFLINE_MESSAGE, isWithinChatHours} from '~/features/chat/hours';
import {EMAIL_PATTERN} from '~/features/contact/email';
import {field, jsonError, jsonResponse, readBody} from '~/infra/http';

export const CHAT_MESSAGE_MAX = 2000;
const SUPPORT_TIMEOUT_MS = 5000;

/**
 * POST /api/chat/messages: a message from the built-in support window,
 * passed to the support backend (the local platform's /chat/messages),
 * which files it and answers with an acknowledgement.
 */
export async function action({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'POST'});
  const body = await readBody(request);
  if (!body) return jsonError(400, 'Send the message as JSON or a form.');
  const name = field(body, 'name');
  const email = field(body, 'email');
  const message = field(body, 'message');
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return jsonError(400, 'Please enter a valid email address so we can reply.');
  if (!message) return jsonError(400, 'Please write a message.');
  if (message.length > CHAT_MESSAGE_MAX) return jsonError(400, `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`);
  if (name.length > 100) return jsonError(400, 'Please keep your name under 100 characters.');
  if (!isWithinChatHours(context.edge.hooks.now())) return jsonError(409, CHAT_OFFLINE_MESSAGE);

  const origin = context.config.supportOrigin;
  if (!origin) return jsonError(503, 'Chat is not connected right now. Please use the email form on our contact page.');
  try {
    const response = await fetch(`${origin}/chat/messages`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({name, email, message, page: field(body, 'page').slice(0, 300)}),
      signal: AbortSignal.timeout(SUPPORT_TIMEOUT_MS),
    });
    const result = (await response.json().catch(() => null)) as {
      id?: number;
      reply?: {author: string; text: string};
      error?: string;
    } | null;
    if (!response.ok || !result?.reply) {
      return jsonError(response.status === 400 ? 400 : 502, result?.error ?? 'Your message could not be sent. Please try again.');
    }
    return jsonResponse({id: result.id, reply: result.reply});
  } catch {
    return jsonError(502, 'Your message could not be sent. Please try again in a moment.');
  }
}
