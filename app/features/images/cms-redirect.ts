/** Contentful asset ids: letters, digits, `.`, `_` and `-`, at most 64. Anything else cannot be an asset. */
export const CMS_ASSET_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The Images API modifiers a `/cms/{id}` request may carry on to the asset host (size, fit, format, quality, background). */
const MODIFIERS = ['w', 'h', 'fit', 'fm', 'q', 'bg'] as const;

/**
 * Where `/cms/{id}?…` sends the browser: the asset's own URL with the
 * request's image modifiers, or null when the asset has no file of its own
 * (its URL is the `/cms/` path again, which would loop).
 */
export function cmsAssetLocation(assetUrl: string, search: URLSearchParams): string | null {
  if (!assetUrl || assetUrl.startsWith('/cms/')) return null;
  const url = new URL(assetUrl.startsWith('//') ? `https:${assetUrl}` : assetUrl);
  for (const name of MODIFIERS) {
    const value = search.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}
