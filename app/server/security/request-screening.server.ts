/**
 * Request screening: requests refused before any route runs (docs/security.md):
 * - cross-site writes (CSRF): a POST, PUT, PATCH or DELETE must carry an
 *   `Origin` equal to the shop's own origin. Browsers send `Origin` on every
 *   such request (forms without JavaScript included); when it is missing,
 *   only `Sec-Fetch-Site: same-origin` vouches for the request. The CSP report
 *   endpoint is exempt: browsers post reports on their own and it changes nothing.
 *   So is a bearer-authenticated call of the page-cache purge (a CMS webhook
 *   sends no Origin; a browser never attaches an Authorization header by itself), and so is
 *   the content webhook, which acts only on a valid Contentful request signature.
 * - PUT, PATCH and DELETE from the shop itself: 405 (every form and fetcher POSTs);
 * - oversized bodies: no form or API of the shop needs more than 64 KB. A declared
 *   `Content-Length` past it is refused here; every other body is counted as it
 *   is read (`withBoundedBody`, app/infra/http.ts).
 * The agents' paths (the UCP profile and MCP endpoint) are answered before this guard, under a
 * rule of their own (`agent-screening.ts`): JSON instead of the same origin, the same body limit.
 */
import {MAX_BODY_BYTES} from '~/infra/http';
import {CSP_REPORT_PATH} from './csp.server';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The content webhook comes from the CMS (no Origin) and acts only on a valid request signature.
const CSRF_EXEMPT_PATHS = new Set([CSP_REPORT_PATH, '/api/content/webhook']);
const BEARER_PATHS = new Set(['/api/page-cache/purge']);

export const CROSS_SITE_MESSAGE =
  'This form was sent from another website, so we did not act on it. Please go back to the shop and try again.';
export const TOO_LARGE_MESSAGE = 'That request is too large. Please shorten what you entered and try again.';

/** Why the request is refused, or null when it may proceed. */
export function refusalReason(request: Request): {status: 403 | 405 | 413; message: string} | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  const url = new URL(request.url);
  const exempt = CSRF_EXEMPT_PATHS.has(url.pathname) || (BEARER_PATHS.has(url.pathname) && hasBearerToken(request));
  if (!exempt && !isSameOriginWrite(request, url)) {
    return {status: 403, message: CROSS_SITE_MESSAGE};
  }
  // The shop's forms and fetchers only POST; other write methods have no route to run.
  if (request.method !== 'POST') return {status: 405, message: `This address does not accept ${request.method} requests.`};
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) return {status: 413, message: TOO_LARGE_MESSAGE};
  return null;
}

function hasBearerToken(request: Request): boolean {
  return /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
}

function isSameOriginWrite(request: Request, url: URL): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === url.origin;
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/** The refusal as JSON for API and data requests, as a small page for documents. */
export function refusalResponse(request: Request, {status, message}: {status: number; message: string}): Response {
  const url = new URL(request.url);
  const wantsHtml = (request.headers.get('Accept') ?? '').includes('text/html') && !url.pathname.endsWith('.data');
  if (!wantsHtml) {
    return new Response(JSON.stringify({error: message}), {
      status,
      headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...allow(status)},
    });
  }
  const title = status === 403 ? 'Request refused' : status === 405 ? 'Method not allowed' : 'Request too large';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
  return new Response(html, {status, headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...allow(status)}});
}

function allow(status: number): Record<string, string> {
  return status === 405 ? {Allow: 'GET, HEAD, POST'} : {};
}
