/**
 * Content preview: `?preview=TOKEN` with the configured preview token switches
 * content reads to the Preview API and remembers it in the session; `?preview=off`
 * leaves preview mode. A wrong token is ignored (and clears a stored one), so a
 * guessed URL never shows drafts. Any `?preview=` is accepted once: the shop
 * answers with a redirect to the same URL without it (`withoutPreviewParam`), so
 * the token never stays in the address bar, history, referrers or the data layer.
 *
 * The session keeps a marker, never the token: the cookie is
 * signed, not encrypted, so anything in it is readable by whoever holds it.
 * The marker is a SHA-256 digest of the token: it proves the token was given
 * and stops matching when the token is rotated.
 */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_SESSION_KEY = 'contentPreview';
/** Where earlier builds kept the token itself; removed from any session that still has it. */
export const LEGACY_PREVIEW_SESSION_KEY = 'contentPreviewToken';
export const PREVIEW_EXIT_VALUE = 'off';

/** The session's proof that the preview token was given (not the token). */
export async function previewMarker(previewToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`content-preview:${previewToken}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type PreviewDecision = {preview: true; store: string | null} | {preview: false; clear: boolean};

/** Constant-time comparison for the token (no early exit on the first difference). */
export function tokensMatch(a: string, b: string): boolean {
  if (!a || !b || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether this request reads drafts. `stored` is the session's marker,
 * `marker` the marker of the configured token; `store` is a marker to keep in
 * the session, `clear` asks to forget the stored one.
 */
export function previewDecision(
  url: URL,
  stored: string | undefined,
  previewToken: string | undefined,
  marker: string | undefined,
): PreviewDecision {
  const param = url.searchParams.get(PREVIEW_PARAM);
  if (!previewToken || !marker) return {preview: false, clear: Boolean(stored)};
  if (param !== null) {
    if (tokensMatch(param, previewToken)) return {preview: true, store: stored === marker ? null : marker};
    return {preview: false, clear: Boolean(stored)};
  }
  if (stored && tokensMatch(stored, marker)) return {preview: true, store: null};
  return {preview: false, clear: Boolean(stored)};
}

/** The current URL without the preview parameter plus `preview=off` (the banner's exit link). */
export function previewExitHref(url: URL): string {
  const next = new URL(url);
  next.searchParams.set(PREVIEW_PARAM, PREVIEW_EXIT_VALUE);
  return `${next.pathname}${next.search}`;
}

/** The same path and query without the preview parameter, or null when the URL has none. */
export function withoutPreviewParam(url: URL): string | null {
  if (!url.searchParams.has(PREVIEW_PARAM)) return null;
  const next = new URL(url);
  next.searchParams.delete(PREVIEW_PARAM);
  return `${next.pathname}${next.search}`;
}
