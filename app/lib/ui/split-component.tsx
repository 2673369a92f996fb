import {useEffect, type ComponentProps, type ComponentType} from 'react';

/** Split parts that suspended hydration and have not mounted yet. */
const awaiting = new Set<symbol>();
const settledListeners = new Set<() => void>();

function settle(part: symbol) {
  if (!awaiting.delete(part) || awaiting.size) return;
  for (const listener of [...settledListeners]) listener();
}

/**
 * Calls `listener` once every split part on the page has loaded and mounted
 * (at once if none is waiting). Returns an unsubscribe function.
 */
export function onSplitPartsSettled(listener: () => void): () => void {
  if (!awaiting.size) {
    listener();
    return () => undefined;
  }
  const once = () => {
    settledListeners.delete(once);
    listener();
  };
  settledListeners.add(once);
  return () => settledListeners.delete(once);
}

function Settled({part}: {part: symbol}) {
  useEffect(() => settle(part), [part]);
  return null;
}

/**
 * A component whose code is its own chunk, outside the route's first-visit
 * JavaScript — like React.lazy, with two differences that matter for
 * server-rendered pages:
 * - on the server the chunk is loaded when the module is, so the page is
 *   always rendered complete in the first pass (never a streamed fallback,
 *   which would stay hidden without JavaScript);
 * - in the browser, hydration of the part waits (inside the nearest
 *   Suspense boundary, showing the server's HTML) until the chunk arrives,
 *   and `preload()` can start that download early (idle, hover).
 * Until then the part's links and forms work as they do without JavaScript.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function splitComponent<C extends ComponentType<any>>(load: () => Promise<{default: C}>) {
  type P = ComponentProps<C>;
  const part = Symbol('split part');
  let Loaded: ComponentType<P> | null = null;
  let failure: {error: unknown} | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A chunk that cannot load (a new deploy, a lost connection) is the
        // route's error; the next navigation tries again.
        failure = {error};
        pending = null;
        settle(part);
      },
    ));

  function Split(props: P) {
    if (Loaded) {
      return (
        <>
          <Loaded {...props} />
          <Settled part={part} />
        </>
      );
    }
    if (failure) {
      const {error} = failure;
      failure = null;
      throw error;
    }
    // Suspends this part until its chunk is loaded (React's lazy does the same).
    if (typeof document !== 'undefined') awaiting.add(part);
    throw preload();
  }
  if (import.meta.env.SSR) void preload();
  return Object.assign(Split, {preload});
}
