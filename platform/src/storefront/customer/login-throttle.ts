import {GraphQLError} from 'graphql';

/**
 * `customerAccessTokenCreate` throttling, as Shopify does it: the public
 * Storefront token is in every page, so anyone can guess passwords here
 * without going through the shop's own throttle. After
 * LOGIN_MAX_FAILURES failed attempts for one e-mail from one client inside
 * LOGIN_WINDOW_MS, further attempts get a top-level THROTTLED error until the
 * oldest failure leaves the window. The client is the socket address, or the
 * `Shopify-Storefront-Buyer-IP` a server sends with the private token.
 * The platform runs on one Node thread and resolvers are synchronous, so the
 * check and the count cannot interleave.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMIT_MESSAGE = 'Login attempt limit exceeded. Please try again later.';

export interface LoginThrottle {
  /** Throws the THROTTLED error when the key is locked. */
  check(email: string, client: string): void;
  failed(email: string, client: string): void;
  succeeded(email: string, client: string): void;
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, number[]>();
  const keyOf = (email: string, client: string) => `${email.trim().toLowerCase()}|${client}`;
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < LOGIN_WINDOW_MS);
  return {
    check(email, client) {
      const key = keyOf(email, client);
      const kept = recent(key);
      if (kept.length) failures.set(key, kept);
      else failures.delete(key);
      if (kept.length >= LOGIN_MAX_FAILURES) throw new GraphQLError(LOGIN_LIMIT_MESSAGE, {extensions: {code: 'THROTTLED'}});
    },
    failed(email, client) {
      const key = keyOf(email, client);
      failures.set(key, [...recent(key), now()]);
    },
    succeeded(email, client) {
      failures.delete(keyOf(email, client));
    },
  };
}

/** The client a Storefront API request counts for. */
export function storefrontClient(
  socketAddress: string | undefined,
  buyerIp: string | string[] | undefined,
  privateTokenValid: boolean,
): string {
  const forwarded = Array.isArray(buyerIp) ? buyerIp[0] : buyerIp;
  if (privateTokenValid && forwarded?.trim()) return forwarded.trim();
  return socketAddress ?? 'unknown';
}
