import type {AppLoadContext} from '@shopify/remix-oxygen';

/** What every route guard receives: the loader/action arguments. */
export interface GuardArgs {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}

/** A guard either throws a redirect (or 404) response or returns what it found. */
export type RouteGuard<T = unknown> = (args: GuardArgs) => Promise<T>;
