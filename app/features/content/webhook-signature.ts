/**
 * Verifies Contentful's webhook request signing. The signature (`x-contentful-signature`) is an
 * HMAC-SHA256, hex, with the space's signing secret over the canonical request: method, path
 * (query escaped once, then the whole URI-encoded), the signed headers as `name:value`
 * (lower-cased, trimmed, sorted by name, joined with `;`) and the raw body, joined with `\n`.
 * Which headers are signed is the comma-separated `x-contentful-signed-headers` (it always names
 * itself and `x-contentful-timestamp`, the signing time in ms, which bounds replays).
 */
export const SIGNATURE_HEADER = 'x-contentful-signature';
export const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers';
export const TIMESTAMP_HEADER = 'x-contentful-timestamp';

/** How old a signed request may be: Contentful's own verifier's default. */
export const SIGNATURE_TTL_MS = 30_000;

export interface CanonicalRequest {
  method: string;
  /** Path and query, without scheme or host. */
  path: string;
  /** The signed headers only, any case. */
  headers: Record<string, string>;
  body: string;
}

export function canonicalPath(pathAndQuery: string): string {
  const [pathname = '', search] = pathAndQuery.split('?');
  return encodeURI(search ? `${pathname}?${encodeURIComponent(search)}` : pathname);
}

/** The string Contentful signs for a request. */
export function canonicalString(request: CanonicalRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase().trim(), value.trim()] as const)
    .sort(([a], [b]) => (a > b ? 1 : -1));
  return [request.method.toUpperCase(), canonicalPath(request.path), headers.map(([n, v]) => `${n}:${v}`).join(';'), request.body].join(
    '\n',
  );
}

export async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export type Verification = {ok: true} | {ok: false; reason: string};

/** Whether a received webhook carries a valid, fresh Contentful signature for exactly this method, path, headers and body. */
export async function verifyContentfulSignature(
  secret: string,
  request: {method: string; path: string; headers: Headers; body: string},
  now = Date.now(),
  ttlMs = SIGNATURE_TTL_MS,
): Promise<Verification> {
  const signature = request.headers.get(SIGNATURE_HEADER);
  const signedList = request.headers.get(SIGNED_HEADERS_HEADER);
  const timestamp = Number(request.headers.get(TIMESTAMP_HEADER));
  if (!signature || !signedList || !Number.isFinite(timestamp)) return {ok: false, reason: 'missing signature headers'};
  const names = signedList.split(',').map((name) => name.toLowerCase().trim());
  if (!names.includes(SIGNED_HEADERS_HEADER) || !names.includes(TIMESTAMP_HEADER)) return {ok: false, reason: 'incomplete signed headers'};
  if (Math.abs(now - timestamp) >= ttlMs) return {ok: false, reason: 'stale signature'};
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers.get(name);
    if (value === null) return {ok: false, reason: `signed header ${name} is missing`};
    headers[name] = value;
  }
  const expected = await hmacHex(secret, canonicalString({method: request.method, path: request.path, headers, body: request.body}));
  return sameText(signature.toLowerCase(), expected) ? {ok: true} : {ok: false, reason: 'signature mismatch'};
}
