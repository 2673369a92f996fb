import {useSyncExternalStore} from 'react';

const never = () => () => {};

/**
 * True while React hydrates this component (and on the server), false in
 * every later render. A component whose text follows client-only state (a
 * cart change on its way, say) shows the server's text while hydrating, so a
 * click that lands mid-hydration cannot make the hydrated text differ from
 * the HTML (React errors #425/#418); React renders again at once with the
 * client value.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
