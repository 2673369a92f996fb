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
    return cookieValue(pair.slice(eq + 1));
  }
  return null;
}

/** A cookie's value as sent, by the rules above: trimmed, unquoted, percent-decoded where valid. */
function cookieValue(sent: string): string {
  let value = sent.trim();
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * One cookie of the browser's own, read as above from `document.cookie`; null outside the browser.
 * A synchronous call to the browser process: the page reads through `readBrowserCookieAsync`.
 */
export function readBrowserCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookieFrom(document.cookie, name);
}

interface CookieStoreLike {
  get(name: string): Promise<{value: string} | null | undefined>;
}

/**
 * One cookie of the browser's own, read without holding the page: the Cookie Store API answers
 * asynchronously, where reading `document.cookie` is a synchronous call to the browser process
 * that a slow phone stretches into a long task at start-up. The value follows the same rules;
 * a browser without the API (or an insecure origin, where it is missing) reads `document.cookie`.
 */
export async function readBrowserCookieAsync(name: string): Promise<string | null> {
  const store = typeof window === 'undefined' ? undefined : (window as {cookieStore?: CookieStoreLike}).cookieStore;
  if (store) {
    try {
      const cookie = await store.get(name);
      return cookie ? cookieValue(cookie.value) : null;
    } catch {
      // A store that refuses (an opaque origin): the synchronous reader below.
    }
  }
  return readBrowserCookie(name);
}
