export interface SitemapEntry {
  loc: string;
  lastmod?: string | null;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c]!);

/** The paths robots.txt keeps crawlers out of (prefixes, as robots.txt rules match). */
export const ROBOTS_DISALLOW = ['/cart', '/account', '/search', '/api/', '/checkouts/'] as const;

/** Whether robots.txt lets crawlers fetch a URL: a sitemap must not list one it disallows. */
export function allowedByRobots(loc: string): boolean {
  let path: string;
  try {
    path = new URL(loc, 'https://shop.invalid').pathname;
  } catch {
    return false;
  }
  return !ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix));
}

/** A sitemaps.org urlset; duplicate locations are listed once, and none that robots.txt disallows. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => allowedByRobots(e.loc))
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
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
