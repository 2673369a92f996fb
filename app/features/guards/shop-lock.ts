/**
 * Where a closed shop sends a page request: the maintenance page while maintenance is on, the
 * password page while the storefront password locks it. Pure path rules, shared by the fetch
 * handler (documents) and the root loader (data requests after a client navigation).
 */
import {safeRedirectPath} from '~/infra/safe-redirect';

export const MAINTENANCE_PATH = '/maintenance';
/** How long the maintenance answers ask a browser, a crawler or an agent to wait (Retry-After). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;
export const PASSWORD_PATH = '/password';

/** Paths that stay reachable while the store is locked. */
const OPEN_PATHS = new Set([PASSWORD_PATH, MAINTENANCE_PATH, '/robots.txt', '/favicon.ico']);

const pagePath = (pathname: string) => pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';

/**
 * With maintenance on, every path but /maintenance goes there; with it off,
 * /maintenance goes home. Returns the redirect target, or null when the request may proceed.
 */
export function maintenanceRedirect(pathname: string, enabled: boolean): string | null {
  const onMaintenancePage = pagePath(pathname) === MAINTENANCE_PATH;
  if (enabled && !onMaintenancePage) return MAINTENANCE_PATH;
  if (!enabled && onMaintenancePage) return '/';
  return null;
}

/** True when the path needs the password (the store is protected and the shopper has not entered it). */
export function isLockedPath(pathname: string, locked: boolean): boolean {
  return locked && !OPEN_PATHS.has(pagePath(pathname));
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
