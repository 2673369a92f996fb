/**
 * The one reader of `Cookie` headers (and of `document.cookie`, which has the same form), so every
 * cookie the shop reads is read the same way, by the rules of the `cookie` package Remix uses:
 * - values are percent-decoded; a value that is not valid percent-encoding is kept as sent
 *   rather than failing the request (each reader checks its value's form anyway);
 * - names and values lose surrounding spaces, and a value in double quotes loses the quotes;
 * - a pair without `=` or without a name names no cookie and is skipped;
 * - a name sent twice: the first one wins. Browsers send the cookie with the longest path
 *   first, so the first is the most specific one (and a cookie planted for a wider path by a
 *   sibling site cannot override the shop's own).
 * Written out rather than imported: the package is CommonJS, so the browser bundle took all of it
 * (1.2 kB gzip of the first visit's JavaScript) for these few lines.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  // A record without inherited keys: `readCookie(header, 'toString')` finds no cookie.
  const cookies = Object.create(null) as Record<string, string>;
  for (const pair of header ? header.split(';') : []) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? '' : pair.slice(0, eq).trim();
    // `__proto__` names no cookie for the package either (it lands on the prototype there).
    if (!name || name === '__proto__' || name in cookies) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decodeValue(value);
  }
  return cookies;
}

function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One cookie's value (decoded, possibly empty), or null when the header does not carry it. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return parseCookies(header)[name] ?? null;
}

/** The names of the cookies a header carries, each once. */
export function cookieNames(header: string | null | undefined): string[] {
  return Object.keys(parseCookies(header));
}

/** One cookie of the browser's own (`document.cookie`), read as above; null outside the browser. */
export function readBrowserCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, name);
}
