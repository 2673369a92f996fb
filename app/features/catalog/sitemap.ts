export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c]!);

/** A sitemaps.org urlset; duplicate locations are listed once. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.loc) && seen.add(e.loc))
    .map((e) => {
      const lastmod = e.lastmod && !Number.isNaN(Date.parse(e.lastmod)) ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
      return `  <url><loc>${escapeXml(e.loc)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /account',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /checkouts/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
