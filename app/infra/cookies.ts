/**
 * The browser's reader of its own cookies (`document.cookie`). The server reads and writes every
 * cookie through `cookies.server.ts` on the `cookie` package; this reads one cookie by that
 * package's rules (its test holds the two side by side):
 * - values are percent-decoded; a value that is not valid percent-encoding is kept as sent;
 * - names and values lose surrounding spaces, and a value in double quotes loses the quotes;
 * - a pair without `=` names no cookie;
 * - a name sent twice: the first one wins. Browsers send the cookie with the longest path
 *   first, so the first is the most specific one (and a cookie planted for a wider path by a
 *   sibling site cannot override the shop's own).
 * Written out rather than imported: the package is CommonJS, so the browser bundle would take all
 * of it (1.2 kB gzip of the first visit's JavaScript) for these few lines.
 */
export function readCookieFrom(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** One cookie of the browser's own, read as above; null outside the browser. */
export function readBrowserCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookieFrom(document.cookie, name);
}
