/**
 * Content preview (spec section 4): `?preview=TOKEN` with the configured
 * preview token switches content reads to the Preview API and remembers the
 * token in the session; `?preview=off` leaves preview mode. A wrong token is
 * ignored (and clears a stored one), so a guessed URL never shows drafts.
 */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_SESSION_KEY = 'contentPreviewToken';
export const PREVIEW_EXIT_VALUE = 'off';

export type PreviewDecision =
  | {preview: true; store: string | null}
  | {preview: false; clear: boolean};

/** Constant-time comparison for the token (no early exit on the first difference). */
export function tokensMatch(a: string, b: string): boolean {
  if (!a || !b || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether this request reads drafts. `store` is a token to keep in the
 * session, `clear` asks to forget the stored one.
 */
export function previewDecision(
  url: URL,
  storedToken: string | undefined,
  previewToken: string | undefined,
): PreviewDecision {
  const param = url.searchParams.get(PREVIEW_PARAM);
  if (!previewToken) return {preview: false, clear: Boolean(storedToken)};
  if (param !== null) {
    if (tokensMatch(param, previewToken)) return {preview: true, store: storedToken === param ? null : param};
    return {preview: false, clear: Boolean(storedToken)};
  }
  if (storedToken && tokensMatch(storedToken, previewToken)) return {preview: true, store: null};
  return {preview: false, clear: Boolean(storedToken)};
}

/** The current URL without the preview parameter plus `preview=off` (the banner's exit link). */
export function previewExitHref(url: URL): string {
  const next = new URL(url);
  next.searchParams.set(PREVIEW_PARAM, PREVIEW_EXIT_VALUE);
  return `${next.pathname}${next.search}`;
}

interface SessionLike {
  get(key: string): unknown;
  set(key: string, value: string): void;
  unset(key: string): void;
}

/** Applies the preview decision to the session; true when this request reads drafts. */
export function applyContentPreview(request: Request, session: SessionLike, previewToken: string | undefined): boolean {
  const stored = session.get(PREVIEW_SESSION_KEY);
  const decision = previewDecision(new URL(request.url), typeof stored === 'string' ? stored : undefined, previewToken);
  if (decision.preview && decision.store) session.set(PREVIEW_SESSION_KEY, decision.store);
  if (!decision.preview && decision.clear) session.unset(PREVIEW_SESSION_KEY);
  return decision.preview;
}
