/**
 * Storefront password protection (off unless STOREFRONT_PASSWORD is set):
 * every page redirects to /password until the shopper enters it. The
 * session keeps a hash of the password, so changing it locks everyone out
 * again.
 */
import {safeRedirectPath} from '~/infra/safe-redirect';

export const PASSWORD_PATH = '/password';
export const UNLOCK_SESSION_KEY = 'storefrontUnlock';

/** Paths that stay reachable while the store is locked. */
const OPEN_PATHS = new Set([PASSWORD_PATH, '/maintenance', '/robots.txt', '/favicon.ico']);

export async function passwordDigest(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`storefront:${password}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the path needs the password (the store is protected and the shopper has not entered it). */
export function isLockedPath(pathname: string, locked: boolean): boolean {
  if (!locked) return false;
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  return !OPEN_PATHS.has(path);
}

/** Where a locked page sends the shopper: /password, coming back to the same page afterwards. */
export function passwordRedirectTarget(url: URL): string {
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  return back === '/' ? PASSWORD_PATH : `${PASSWORD_PATH}?redirect=${encodeURIComponent(back)}`;
}

/** A safe same-site path to return to after unlocking. */
export function afterUnlockPath(value: unknown): string {
  const path = safeRedirectPath(value, '/');
  return path.startsWith(PASSWORD_PATH) ? '/' : path;
}

interface SessionLike {
  get(key: string): unknown;
}

/** The store's lock state for this request. */
export async function storefrontLockState(session: SessionLike, password: string | undefined) {
  if (!password) return {enabled: false, locked: false};
  const unlocked = session.get(UNLOCK_SESSION_KEY) === (await passwordDigest(password));
  return {enabled: true, locked: !unlocked};
}
