import {clearCookie, readRequestCookie, setCookie} from '~/infra/cookies.server';
import {PREVIEW_COOKIE} from '~/infra/shop-cookies';
import {LEGACY_PREVIEW_SESSION_KEY, PREVIEW_SESSION_KEY, previewDecision, previewMarker} from './preview';

interface SessionLike {
  get(key: string): unknown;
  set(key: string, value: string): void;
  unset(key: string): void;
}

/**
 * Applies the preview decision to the session (and, for a framed preview, the preview cookie).
 * `preview`: this request reads drafts; `cookie`: a Set-Cookie value for the preview cookie.
 *
 * Contentful's Live Preview shows the shop in a frame on Contentful's own site, where the
 * session cookie (SameSite=Lax) is never sent. A framed preview therefore also keeps its marker
 * in the `content_preview` cookie (declared in app/infra/shop-cookies.ts: SameSite=None so the
 * frame sends it, Partitioned so it lives only inside Contentful's site, HttpOnly and Secure).
 */
export async function applyContentPreview(
  request: Request,
  session: SessionLike,
  previewToken: string | undefined,
): Promise<{preview: boolean; cookie: string | null}> {
  if (session.get(LEGACY_PREVIEW_SESSION_KEY) !== undefined) session.unset(LEGACY_PREVIEW_SESSION_KEY);
  const inSession = session.get(PREVIEW_SESSION_KEY);
  const inCookie = readRequestCookie(request, PREVIEW_COOKIE) || undefined;
  const stored = typeof inSession === 'string' ? inSession : inCookie;
  const marker = previewToken ? await previewMarker(previewToken) : undefined;
  const decision = previewDecision(new URL(request.url), stored, previewToken, marker);
  let cookie: string | null = null;
  if (decision.preview && decision.store) {
    session.set(PREVIEW_SESSION_KEY, decision.store);
    if (request.headers.get('Sec-Fetch-Dest') === 'iframe') cookie = setCookie('contentPreview', decision.store, request);
  }
  if (!decision.preview && decision.clear) {
    session.unset(PREVIEW_SESSION_KEY);
    if (inCookie) cookie = clearCookie('contentPreview', request);
  }
  return {preview: decision.preview, cookie};
}
