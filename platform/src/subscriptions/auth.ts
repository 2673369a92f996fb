import {createHmac, timingSafeEqual} from 'node:crypto';

/** Lifetime of an `og_auth` value. */
export const OG_AUTH_MAX_AGE_SECONDS = 7200;

/** The key shared with the shop (`SUBSCRIPTIONS_AUTH_KEY`); null when unset: no built-in fallback. */
export function subscriptionsAuthKey(): string | null {
  return process.env.SUBSCRIPTIONS_AUTH_KEY || null;
}

/**
 * Verifies `og_auth` = `<customerId>|<unix seconds>|<hex HMAC-SHA256 of "<customerId>|<unix seconds>">`
 * and returns the customer id, or null when it is forged or older than 7200 s.
 */
export function verifyOgAuth(value: string | undefined, key = subscriptionsAuthKey(), now = Date.now()): number | null {
  if (!key) return null;
  const parts = (value ?? '').split('|');
  if (parts.length !== 3) return null;
  const [id, ts, signature] = parts as [string, string, string];
  const age = Math.floor(now / 1000) - Number(ts);
  if (!/^\d+$/.test(id) || !/^\d+$/.test(ts) || age < -60 || age > OG_AUTH_MAX_AGE_SECONDS) return null;
  const expected = createHmac('sha256', key).update(`${id}|${ts}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(id) : null;
}
