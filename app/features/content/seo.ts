/** Search engines show about 155 characters of a description. */
export const SEO_DESCRIPTION_MAX = 155;

/** A description cut at a word boundary to fit, with an ellipsis when shortened. */
export function seoDescription(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= SEO_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, SEO_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).trimEnd()}…`;
}

type Match = {id: string; data: unknown};

/** Absolute URL for canonical/Open Graph tags, from the origin the root loader saw. */
export function absoluteUrl(matches: Match[], path: string): string {
  const origin = (matches.find((m) => m.id === 'root')?.data as {origin?: string} | undefined)?.origin ?? '';
  return `${origin}${path}`;
}
