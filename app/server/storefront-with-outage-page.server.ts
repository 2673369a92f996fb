import type {Storefront} from '@shopify/hydrogen';
import {withOutagePage} from '~/infra/outage';

interface Timing {
  measure<T>(name: string, run: () => Promise<T>): Promise<T>;
}

/**
 * The storefront client the routes get: Hydrogen's, with `query` and `mutate`
 * turned into the 503 page when the platform cannot be reached (never a stack
 * trace), and timed for `Server-Timing: storefront;dur=…` when the request asks
 * for it (docs/operations.md). A new object: Hydrogen's client
 * is left as it was made.
 */
export function storefrontWithOutagePage<S extends Pick<Storefront, 'query' | 'mutate'>>(storefront: S, timing?: Timing | null): S {
  const query = withOutagePage(storefront.query, 'commerce');
  const mutate = withOutagePage(storefront.mutate, 'commerce');
  if (!timing) return {...storefront, query, mutate};
  return {
    ...storefront,
    query: ((...args: Parameters<typeof query>) => timing.measure('storefront', () => query(...args))) as typeof query,
    mutate: ((...args: Parameters<typeof mutate>) => timing.measure('storefront', () => mutate(...args))) as typeof mutate,
  };
}
