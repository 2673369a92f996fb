import {Suspense, createElement, lazy, type ComponentType} from 'react';
import {useHydrating} from './hydration';

/**
 * A part that needs JavaScript to do anything (browser storage, say): the
 * server sends nothing for it, and its code is downloaded only once the page
 * is interactive, so it adds nothing to the first visit's scripts.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>) {
  // React.lazy's props type wraps P in ref attributes; the loaded component takes exactly P.
  const Lazy = lazy(async () => ({default: await load()})) as unknown as ComponentType<P>;
  return function AfterHydration(props: P) {
    const hydrating = useHydrating();
    if (hydrating) return null;
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  };
}
