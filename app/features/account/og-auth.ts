import {OG_AUTH_MAX_AGE_SECONDS} from '../../infra/shop-cookies';

/**
 * The subscription service's `og_auth` value: `<customerId>|<unix seconds>|<signature>`,
 * the signature being hex HMAC-SHA256 of `<customerId>|<unix seconds>` with a key
 * shared with the service. It holds the customer id and lives 7200 s.
 */
export {OG_AUTH_MAX_AGE_SECONDS} from '../../infra/shop-cookies';

function hmacKey(key: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(key), {name: 'HMAC', hash: 'SHA-256'}, false, [usage]);
}

async function hmacHex(key: string, message: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(key, 'sign'), new TextEncoder().encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bytes of a 64-digit hex SHA-256 signature, or null for anything else. */
function signatureBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

/** The numeric id of `gid://shopify/Customer/123`. */
export function customerNumericId(gid: string): string | null {
  return /^gid:\/\/shopify\/Customer\/(\d+)$/.exec(gid)?.[1] ?? null;
}

export async function signOgAuth(customerId: string, key: string, now = Date.now()): Promise<string> {
  const ts = Math.floor(now / 1000);
  return `${customerId}|${ts}|${await hmacHex(key, `${customerId}|${ts}`)}`;
}

/** The cookie value's customer id when it is signed with `key` and not older than its lifetime. */
export async function verifyOgAuth(value: string | null | undefined, key: string, now = Date.now()): Promise<string | null> {
  const parts = (value ?? '').split('|');
  if (parts.length !== 3) return null;
  const [id, ts, signature] = parts as [string, string, string];
  const age = Math.floor(now / 1000) - Number(ts);
  if (!/^\d+$/.test(id) || !Number.isFinite(age) || age < 0 || age > OG_AUTH_MAX_AGE_SECONDS) return null;
  const given = signatureBytes(signature);
  if (!given) return null;
  // crypto.subtle.verify compares in constant time: no timing hint about how much of a forgery matched.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(key, 'verify'), given, new TextEncoder().encode(`${id}|${ts}`));
  return valid ? id : null;
}
