import type {IncomingMessage, ServerResponse} from 'node:http';
import {page} from '../checkout/layout.js';
import type {PlatformContext} from '../context.js';
import {HttpError, readBody, sendHtml, sendJson} from '../http.js';
import {isValidEmail} from '../storefront/validation.js';
import {escapeHtml as esc} from './mails.js';
import {MAIL_KINDS, type Mail} from './store.js';

const ONE = /^\/outbox\/(\d+)\/?$/;
const INBOUND_KINDS = ['contact_form', 'chat_message'];
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function validateMessage(body: unknown): {error: string} | {kind: Mail['kind']; to: string; from: string; subject: string; text: string} {
  if (!body || typeof body !== 'object') return {error: 'Body must be a JSON object'};
  const b = body as Record<string, unknown>;
  const str = (k: string) => (typeof b[k] === 'string' ? (b[k] as string).trim() : '');
  if (!INBOUND_KINDS.includes(str('kind'))) return {error: `kind must be one of ${INBOUND_KINDS.join(', ')}`};
  if (!isValidEmail(str('from'))) return {error: 'from must be a valid e-mail address'};
  if (b.to !== undefined && !isValidEmail(str('to'))) return {error: 'to must be a valid e-mail address'};
  if (!str('subject') || str('subject').length > 200) return {error: 'subject is required (max 200 characters)'};
  if (!str('text') || str('text').length > 10000) return {error: 'text is required (max 10000 characters)'};
  return {
    kind: str('kind') as Mail['kind'],
    to: str('to') || 'support@oralcare.test',
    from: str('from'),
    subject: str('subject'),
    text: str('text'),
  };
}

function listPage(mails: Mail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td><a href="/outbox/${m.id}">${esc(m.subject)}</a></td><td>${esc(m.kind)}</td><td>${esc(m.to ?? '')}</td><td class="muted">${esc(m.createdAt)}</td></tr>`,
    )
    .join('');
  return page(
    'Outbox',
    `<section><h1>Outbox</h1><p class="muted">E-mails the platform would have sent, newest first. <a href="/outbox.json">JSON</a></p>
<table><thead><tr><th align="left">Subject</th><th align="left">Kind</th><th align="left">To</th><th align="left">Created</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table></section>`,
  );
}

function mailPage(m: Mail): string {
  const content = m.html ?? `<pre style="white-space:pre-wrap">${esc(m.text)}</pre>`;
  return page(
    m.subject,
    `<section><p><a href="/outbox">← Outbox</a></p><h1>${esc(m.subject)}</h1>
<p class="muted">From ${esc(m.from ?? '')} to ${esc(m.to ?? '')} · ${esc(m.kind)} · ${esc(m.createdAt)}</p><div>${content}</div></section>`,
  );
}

export function createOutboxRoutes(ctx: PlatformContext) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const p = url.pathname;
    if (p === '/outbox.json' && req.method === 'GET') {
      const kind = url.searchParams.get('kind');
      const to = url.searchParams.get('to');
      const mails = ctx.outbox.list().filter((m) => (!kind || m.kind === kind) && (!to || m.to?.toLowerCase() === to.toLowerCase()));
      sendJson(res, 200, {messages: mails}, CORS);
      return true;
    }
    if ((p === '/outbox' || p === '/outbox/') && req.method === 'GET') {
      sendHtml(res, 200, listPage(ctx.outbox.list()));
      return true;
    }
    if (p === '/outbox/messages') {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return true;
      }
      if (req.method !== 'POST') return (sendJson(res, 405, {error: 'Use POST'}, CORS), true);
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req, 64 * 1024));
      } catch (e) {
        const status = e instanceof HttpError ? e.status : 400;
        return (sendJson(res, status, {error: e instanceof HttpError ? e.message : 'Invalid JSON'}, CORS), true);
      }
      const message = validateMessage(body);
      if ('error' in message) return (sendJson(res, 400, message, CORS), true);
      const id = ctx.outbox.add(message);
      sendJson(res, 200, {id}, CORS);
      return true;
    }
    const one = ONE.exec(p);
    if (one && req.method === 'GET') {
      const mail = ctx.outbox.get(Number(one[1]));
      if (!mail)
        sendHtml(
          res,
          404,
          page('Not found', '<section><h1>Message not found</h1><p><a href="/outbox">Back to the outbox</a></p></section>'),
        );
      else sendHtml(res, 200, mailPage(mail));
      return true;
    }
    return false;
  };
}

export {MAIL_KINDS};
