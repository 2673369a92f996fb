import {findCategory} from '~/features/catalog/categories';
import {requireCustomer, requireGuest} from './account';
import {requireTotalCampaign, requireTotalSfMarathonCampaign} from './campaign';
import type {GuardArgs, RouteGuard} from './types';

export {isSignedIn, requireCustomer, requireGuest, requireLegacyAccounts} from './account';
export {requireTotalCampaign, requireTotalSfMarathonCampaign} from './campaign';
export type {GuardArgs, RouteGuard} from './types';

/**
 * The route guards ("route middleware") by the names the specification gives them,
 * for a guard named by data (a CMS field, a config). Routes call the guard
 * functions above directly.
 */
export const ROUTE_GUARDS = {
  anonymous: ({context}) => requireGuest(context),
  authenticated: ({context, request}) => requireCustomer(context, request),
  categories: ({context, params}) => findCategory(context.content, params.slug ?? ''),
  total: ({context}) => requireTotalCampaign(context),
  'total-sfmarathon': ({context}) => requireTotalSfMarathonCampaign(context),
} satisfies Record<string, RouteGuard>;

/** Runs the guard a piece of data names; a name nobody registered fails with "Unknown route middleware". */
export function runGuard(name: string, args: GuardArgs): Promise<unknown> {
  const guard = Object.prototype.hasOwnProperty.call(ROUTE_GUARDS, name) ? (ROUTE_GUARDS as Record<string, RouteGuard>)[name] : undefined;
  if (!guard) throw new Error(`Unknown route middleware: ${name}`);
  return guard(args);
}
