import {safeRedirectPath} from '~/infra/safe-redirect';

/** Where to go after signing in: a same-origin path only, `/account` otherwise. */
export function safeReturnPath(value: unknown, fallback = '/account'): string {
  const path = safeRedirectPath(value);
  if (path === null) return fallback;
  // Never bounce back to a guest-only page or the sign-out endpoint.
  if (/^\/account\/(login|create-account|reset-password|activate|logout)(\/|\?|$)/.test(path)) return fallback;
  return path;
}

/** The login URL that returns to `path` afterwards. */
export function loginUrlFor(path: string): string {
  const target = safeReturnPath(path, '');
  return target && target !== '/account' ? `/account/login?redirect=${encodeURIComponent(target)}` : '/account/login';
}
