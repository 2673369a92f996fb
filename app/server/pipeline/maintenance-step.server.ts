import {maintenanceRedirect, maintenanceState, staffBypassResponse, type MaintenanceState} from '../maintenance.server';
import {shopConfig} from '../env.server';
import {isDataRequest, isRead, rootLoaderOnly} from './root-data-request.server';

/**
 * The request that goes on past maintenance, and the maintenance state it was decided on (whether
 * a staff member browses through it): the app context takes this state, so it is read once.
 */
export interface PastMaintenance {
  request: Request;
  maintenance: MaintenanceState;
}

/**
 * Maintenance for one request: the staff bypass cookie, the redirect to /maintenance (and home
 * from it when maintenance is off), or the request to carry on with.
 */
export async function passMaintenance(request: Request, env: Env): Promise<Response | PastMaintenance> {
  // Staff open the secret bypass URL once and browse (and buy) through maintenance.
  const bypass = await staffBypassResponse(request, shopConfig(env).maintenanceBypassSecret);
  if (bypass) return bypass;
  const maintenance = await maintenanceState(request, env);
  const target = maintenanceRedirect(new URL(request.url).pathname, maintenance.active);
  if (!target) return {request, maintenance};
  // Narrowing to the root loader stops no action (Remix runs a POST's action whatever `_routes`
  // says): a write of a client-side form or fetcher is answered here, like a document.
  if (isDataRequest(request) && isRead(request)) return {request: rootLoaderOnly(request), maintenance};
  return new Response(null, {status: isRead(request) ? 302 : 303, headers: {Location: target, 'Cache-Control': 'no-store'}});
}
