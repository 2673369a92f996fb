import type {AppLoadContext} from '@shopify/remix-oxygen';

/** What every route guard receives: the loader/action arguments. */
export interface GuardArgs {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}
