import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from '../context.js';
import {HttpError, readBody, sendJson} from '../http.js';
import {escapeHtml} from '../outbox/mails.js';
import {isValidEmail} from '../storefront/validation.js';

/**
 * The shop's support backend, standing in for a help-desk service:
 * - POST /chat/messages {name?, email, message, page?} files a live-chat
 *   message in the outbox (to the support team) and answers with an
 *   automatic acknowledgement for the chat window.
 * - POST /newsletter/subscribe {email, source?} sends the first-order
 *   welcome e-mail with the WELCOME10 code.
 */
export const SUPPORT_INBOX = 'support@oralcare.test';
export const WELCOME_CODE = 'WELCOME10';
const CORS = {'Access-Control-Allow-Origin': '*'};

type Fields = Record<string, unknown>;
const text = (body: Fields, key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

async function readJson(req: IncomingMessage, res: ServerResponse): Promise<Fields | null> {
  try {
    const parsed: unknown = JSON.parse(await readBody(req, 32 * 1024));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Fields;
    sendJson(res, 400, {error: 'Body must be a JSON object'}, CORS);
  } catch (e) {
    sendJson(res, e instanceof HttpError ? e.status : 400, {error: e instanceof HttpError ? e.message : 'Invalid JSON'}, CORS);
  }
  return null;
}

export function acknowledgement(name: string): string {
  const who = name ? `, ${name.split(/\s+/)[0]}` : '';
  return `Thanks${who}! A member of our care team has your message and will answer here or by email, usually within a few minutes during chat hours.`;
}

export function createSupportRoutes(ctx: PlatformContext) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const p = url.pathname;
    if (p !== '/chat/messages' && p !== '/newsletter/subscribe') return false;
    if (req.method !== 'POST') return (sendJson(res, 405, {error: 'Use POST'}, {...CORS, Allow: 'POST'}), true);
    const body = await readJson(req, res);
    if (!body) return true;
    const email = text(body, 'email');
    if (!isValidEmail(email)) return (sendJson(res, 400, {error: 'email must be a valid e-mail address'}, CORS), true);

    if (p === '/chat/messages') {
      const name = text(body, 'name').slice(0, 100);
      const message = text(body, 'message');
      if (!message || message.length > 2000) return (sendJson(res, 400, {error: 'message is required (max 2000 characters)'}, CORS), true);
      const page = text(body, 'page').slice(0, 300);
      const id = ctx.outbox.add({
        kind: 'chat_message',
        to: SUPPORT_INBOX,
        from: name ? `${name} <${email}>` : email,
        subject: `Live chat from ${name || email}`,
        text: `${message}\n\n— ${name || 'Visitor'} <${email}>${page ? `, on ${page}` : ''}`,
      });
      sendJson(res, 200, {id, reply: {author: 'Oral Care Support', text: acknowledgement(name)}}, CORS);
      return true;
    }

    const shop = ctx.storefrontUrl;
    const id = ctx.outbox.add({
      kind: 'newsletter_welcome',
      to: email,
      subject: 'Welcome! Here is 10% off your first order',
      text: `Thanks for joining Oral Care Shop.\n\nUse code ${WELCOME_CODE} in your cart for 10% off your first order:\n${shop}/products\n`,
      html: `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto"><h1>Welcome to Oral Care Shop</h1><p>Use code <strong>${WELCOME_CODE}</strong> in your cart for 10% off your first order.</p><p><a href="${escapeHtml(shop)}/products">Start shopping</a></p></div>`,
    });
    sendJson(res, 200, {id}, CORS);
    return true;
  };
}
