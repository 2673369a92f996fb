/** A customer access token as the Storefront API returns it. */
export interface CustomerToken {
  accessToken: string;
  expiresAt: string;
}

/** Logged in means a token with a non-empty value and a future expiry. */
export function isTokenValid(token: Partial<CustomerToken> | null | undefined, now = Date.now()): token is CustomerToken {
  if (!token || typeof token.accessToken !== 'string' || !token.accessToken.trim()) return false;
  const expires = Date.parse(String(token.expiresAt ?? ''));
  return Number.isFinite(expires) && expires > now;
}

/** Seconds until the token expires (the cookie's Max-Age), never negative. */
export function secondsUntilExpiry(token: CustomerToken, now = Date.now()): number {
  return Math.max(0, Math.floor((Date.parse(token.expiresAt) - now) / 1000));
}
