/**
 * The one check for every redirect target that comes from input (`redirect`,
 * `redirectTo`, `returnTo`, the page a `?discount=` link lands on…): only a
 * path on this origin passes. Browsers are lenient with URLs, so the check
 * refuses anything they could read as another origin or a script:
 * - `//evil`, `/\evil` (protocol-relative; browsers treat `\` as `/`),
 * - `http:evil`, `https://evil`, `javascript:…` (any scheme: the value must start with `/`),
 * - tabs, newlines and other control characters, which browsers strip from
 *   URLs (`/\t/evil` becomes `//evil`), and their percent-encoded forms
 *   `%09`/`%0a`/`%0d` next to slashes,
 * - `/%2F/evil`, `/%5Cevil`: encoded slashes at the start of the path, which
 *   some proxies and servers decode before the browser sees them.
 * The value is then resolved against a placeholder origin and must stay on it.
 */
const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid';

export function safeRedirectPath(value: unknown): string | null;
export function safeRedirectPath(value: unknown, fallback: string): string;
export function safeRedirectPath(value: unknown, fallback: string | null = null): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Control characters (C0, DEL, C1) and whitespace that browsers strip or fold.
  // eslint-disable-next-line no-control-regex -- rejects control characters on purpose
  if (/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(value)) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (/^\/(?:[/\\]|%(?:2f|5c|09|0a|0d|00))/i.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path may itself start with `//` (e.g. `/./\evil`); refuse it too.
  return /^\/(?![/\\])/.test(path) ? path : fallback;
}

/** True when `value` is a same-origin path that `safeRedirectPath` would keep. */
export function isSafeRedirectPath(value: unknown): value is string {
  return safeRedirectPath(value) !== null;
}
