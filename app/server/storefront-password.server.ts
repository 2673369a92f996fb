/**
 * Storefront password protection (off unless STOREFRONT_PASSWORD is set):
 * every page redirects to /password until the shopper enters it. The
 * session keeps a hash of the password, so changing it locks everyone out
 * again.
 */
export {afterUnlockPath, isLockedPath, PASSWORD_PATH, passwordRedirectTarget} from '~/features/guards/shop-lock';

export const UNLOCK_SESSION_KEY = 'storefrontUnlock';

export async function passwordDigest(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`storefront:${password}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
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
