/** Contentful asset ids: letters, digits, `.`, `_` and `-`, at most 64. Anything else cannot be an asset. */
export const CMS_ASSET_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The modifiers a `/cms/{id}` request may carry on to the asset host, by the
 * Images API's names and by their long names (`resize=WxH` sets both sizes).
 */
const MODIFIERS: Record<string, string> = {
  w: 'w',
  width: 'w',
  h: 'h',
  height: 'h',
  fit: 'fit',
  fm: 'fm',
  format: 'fm',
  q: 'q',
  quality: 'q',
  bg: 'bg',
  background: 'bg',
};

/**
 * Where `/cms/{id}?…` sends the browser: the asset's own URL with the
 * request's image modifiers, or null when the asset has no file of its own
 * (its URL is the `/cms/` path again, which would loop).
 */
export function cmsAssetLocation(assetUrl: string, search: URLSearchParams): string | null {
  if (!assetUrl || assetUrl.startsWith('/cms/')) return null;
  const url = new URL(assetUrl.startsWith('//') ? `https:${assetUrl}` : assetUrl);
  const resize = /^(\d{1,5})x(\d{1,5})$/.exec(search.get('resize') ?? '');
  if (resize) {
    url.searchParams.set('w', resize[1]!);
    url.searchParams.set('h', resize[2]!);
  }
  for (const [name, value] of search) {
    const target = Object.hasOwn(MODIFIERS, name) ? MODIFIERS[name] : undefined;
    if (target) url.searchParams.set(target, value);
  }
  return url.toString();
}
