/**
 * Link safety for CMS text: `javascript:`, `vbscript:`,
 * `file:` and `data:` links are rejected, except data images of gif, png,
 * jpeg or webp. Browsers ignore ASCII whitespace and control characters
 * inside a scheme and decode character references in attributes, so the
 * check works on the normalised form of the URL.
 */

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  nbsp: ' ',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** Decodes numeric and the few named character references an attacker could use to hide a scheme. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function safeDecodeURI(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The scheme a browser would see (lower case), or null for a relative URL. */
export function urlScheme(href: string): string | null {
  // Decode twice: `&amp;#x6A;` survives one pass.
  const decoded = safeDecodeURI(decodeEntities(decodeEntities(href)));
  // Browsers strip leading C0 controls/spaces and remove tabs and newlines anywhere.
  // eslint-disable-next-line no-control-regex -- strips the control characters browsers ignore in a URL scheme
  const cleaned = decoded.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1].toLowerCase() : null;
}

const BLOCKED_SCHEMES = new Set(['javascript', 'vbscript', 'file', 'data']);
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|jpg|webp);/i;

/** True when a URL from the CMS may be rendered as a live link or image source. */
export function isSafeUrl(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  const scheme = urlScheme(href);
  if (scheme === null || !BLOCKED_SCHEMES.has(scheme)) return true;
  if (scheme !== 'data') return false;
  // eslint-disable-next-line no-control-regex -- strips the control characters browsers ignore in a URL
  const cleaned = safeDecodeURI(decodeEntities(decodeEntities(href))).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_DATA_IMAGE.test(cleaned);
}

/** True for links that leave the shop (shown with rel="noopener noreferrer" in a new tab). */
export function isExternalUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}
