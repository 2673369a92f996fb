import {isSafeRedirectPath} from './safe-redirect';

/** The origin of a configured URL or bare domain (`shop.myshopify.com` → `https://shop.myshopify.com`). */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).origin;
  } catch {
    return null;
  }
}

/**
 * The store's origin when it is the local platform (http on localhost), else null: services a
 * real store has elsewhere default to the platform only then.
 */
export function localPlatformOrigin(storeDomain: string | undefined): string | null {
  const store = originOf(storeDomain);
  return store && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(store) ? store : null;
}

/** True for a same-site path such as `/account` (not `//evil.example` nor `https://…`); see safeRedirectPath. */
export function isSafeLocalPath(path: unknown): path is string {
  return isSafeRedirectPath(path);
}
