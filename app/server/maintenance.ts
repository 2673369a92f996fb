export const MAINTENANCE_PATH = '/maintenance';

/**
 * Spec section 2, global rules: with maintenance on, every path but
 * /maintenance goes there; with it off, /maintenance goes home.
 * Returns the redirect target, or null when the request may proceed.
 */
export function maintenanceRedirect(pathname: string, enabled: boolean): string | null {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/';
  const onMaintenancePage = path === MAINTENANCE_PATH;
  if (enabled && !onMaintenancePage) return MAINTENANCE_PATH;
  if (!enabled && onMaintenancePage) return '/';
  return null;
}
