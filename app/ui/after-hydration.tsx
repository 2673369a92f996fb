import {Suspense, createElement, lazy, type ComponentType} from 'react';
import {loadOrReload} from './deploy-reload';
import {useHydrating} from './hydration';

/**
 * A part that needs JavaScript to do anything (browser storage, say): the
 * server sends nothing for it, and its code is downloaded only once the page
 * is interactive, so it adds nothing to the first visit's scripts.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>) {
  // React.lazy's props type wraps P in ref attributes; the loaded component takes exactly P.
  // A chunk a newer deploy removed reloads the page (at most once per 10 s) instead of failing.
  const Lazy = lazy(async () => ({default: await loadOrReload(load)})) as unknown as ComponentType<P>;
  return function AfterHydration(props: P) {
    const hydrating = useHydrating();
    if (hydrating) return null;
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}
