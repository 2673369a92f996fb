import {useSyncExternalStore} from 'react';
import {createStore} from './client-store';
import {nextTask} from './next-task';

/**
 * Whether the page has hydrated, as a store: it turns true in the task after
 * the first subscription, which React makes in the passive effects of the
 * hydration commit. Had the browser's value been "hydrated" from the start,
 * React would re-render every `useHydrating` component synchronously inside
 * that commit's effects (its check of the server snapshot against the
 * client's), adding their renders and the lazy parts they start to what
 * already is hydration's longest task. Flipped a task later, that re-render
 * is a task of its own.
 */
export function createHydrationFlag(schedule: (flip: () => void) => void = (flip) => void nextTask().then(flip)) {
  const hydrated = createStore(false);
  let scheduled = false;
  return {
    hydrating: () => !hydrated.get(),
    subscribe(listener: () => void) {
      if (!scheduled) {
        scheduled = true;
        schedule(() => hydrated.set(true));
      }
      return hydrated.subscribe(listener);
    },
  };
}

const flag = createHydrationFlag();
const serverSnapshot = () => true;

/**
 * True while React hydrates this component (and on the server), false in
 * every later render. A component whose text follows client-only state (a
 * cart change on its way, say) shows the server's text while hydrating, so a
 * click that lands mid-hydration cannot make the hydrated text differ from
 * the HTML (React errors #425/#418); React renders again with the client
 * value in the task after hydration.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(flag.subscribe, flag.hydrating, serverSnapshot);
}
