import {isSafeLocalPath} from '~/lib/urls';

/** Where to go after signing in: a same-origin path only, `/account` otherwise. */
export function safeReturnPath(value: unknown, fallback = '/account'): string {
  if (!isSafeLocalPath(value)) return fallback;
  // Never bounce back to a guest-only page or the sign-out endpoint.
  if (/^\/account\/(login|create-account|reset-password|activate|logout)(\/|\?|$)/.test(value)) return fallback;
  return value;
}

/** The login URL that returns to `path` afterwards. */
export function loginUrlFor(path: string): string {
  const target = safeReturnPath(path, '');
  return target && target !== '/account' ? `/account/login?redirect=${encodeURIComponent(target)}` : '/account/login';
}
