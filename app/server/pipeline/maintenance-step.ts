import {maintenanceRedirect, maintenanceState, staffBypassResponse} from '../maintenance';
import {shopConfig} from '../env';
import {isDataRequest, rootLoaderOnly} from './root-data-request';

/** The request that goes on past maintenance, and whether a staff member browses through it. */
export interface PastMaintenance {
  request: Request;
  staff: boolean;
}

/**
 * Maintenance for one request: the staff bypass cookie, the redirect to /maintenance (and home
 * from it when maintenance is off), or the request to carry on with.
 */
export async function passMaintenance(request: Request, env: Env): Promise<Response | PastMaintenance> {
  // Staff open the secret bypass URL once and browse (and buy) through maintenance.
  const bypass = await staffBypassResponse(request, shopConfig(env).maintenanceBypassSecret);
  if (bypass) return bypass;
  const {active, staff} = await maintenanceState(request, env);
  const target = maintenanceRedirect(new URL(request.url).pathname, active);
  if (!target) return {request, staff};
  if (isDataRequest(request)) return {request: rootLoaderOnly(request), staff};
  return new Response(null, {status: 302, headers: {Location: target, 'Cache-Control': 'no-store'}});
}
