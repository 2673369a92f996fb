import {anonymous, authenticated} from './account';
import {categories} from './categories';
import {total, totalSfMarathon} from './campaign';
import type {GuardArgs, RouteGuard} from './types';

export type {GuardArgs, RouteGuard} from './types';

/**
 * Spec section 2: the route guards ("route middleware") by name. Register a
 * new guard with one line here.
 */
export const ROUTE_GUARDS = {
  anonymous,
  authenticated,
  categories,
  total,
  'total-sfmarathon': totalSfMarathon,
} satisfies Record<string, RouteGuard>;

type Guards = typeof ROUTE_GUARDS;
export type GuardName = keyof Guards;

/** Runs the named guard; a name nobody registered fails with "Unknown route middleware". */
export function runGuard<N extends GuardName>(name: N, args: GuardArgs): ReturnType<Guards[N]>;
export function runGuard(name: string, args: GuardArgs): Promise<unknown>;
export function runGuard(name: string, args: GuardArgs): Promise<unknown> {
  const guard = Object.prototype.hasOwnProperty.call(ROUTE_GUARDS, name)
    ? (ROUTE_GUARDS as Record<string, RouteGuard>)[name]
    : undefined;
  if (!guard) throw new Error(`Unknown route middleware: ${name}`);
  return guard(args);
}
