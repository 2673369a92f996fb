import type {ReactNode} from 'react';

/** Each deferred value seen so far: what it came to, or, while pending, a promise of its settling. */
const settlements = new WeakMap<PromiseLike<unknown>, {value?: unknown; failed?: true} | Promise<void>>();

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** The promise's settlement, watched from its first sight on. */
function watch(promise: PromiseLike<unknown>) {
  let settlement = settlements.get(promise);
  if (!settlement) {
    settlement = Promise.resolve(promise).then(
      (value) => void settlements.set(promise, {value}),
      () => void settlements.set(promise, {failed: true}),
    );
    settlements.set(promise, settlement);
  }
  return settlement;
}

/**
 * A deferred loader value (a promise the page streams), rendered once it has
 * settled: `children` with its value, `errorElement` when it failed. Until
 * then it suspends to the nearest Suspense boundary, as Remix's `<Await>`
 * does. Unlike `<Await>`, a value already watched and settled renders at once:
 * `<Await>` suspends on the first render of every promise, settled or not, so
 * a boundary holding one could not hydrate in a single pass, and an update
 * reaching that boundary before its second pass made React drop its server
 * HTML (error #421). The browser entry watches the page's deferred values
 * before hydrating (`settleDeferredValues`).
 */
export function Deferred<T>({
  resolve,
  errorElement = null,
  children,
}: {
  resolve: Promise<T> | T;
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!isThenable(resolve)) return <>{children(resolve)}</>;
  const settlement = watch(resolve);
  if (settlement instanceof Promise) throw settlement;
  return <>{settlement.failed ? errorElement : children(settlement.value as T)}</>;
}

/**
 * Watches the deferred values in the page's loader data (each route's
 * top-level values, where loaders put them) and resolves once all have
 * settled, or after `limitMs`. Hydration starts after the page has loaded, so
 * every value is already in the HTML; each settles as its chunk is decoded, a
 * few tasks at most. The limit keeps a value that never settles from holding
 * hydration.
 */
export function settleDeferredValues(loaderData: Record<string, unknown> | undefined, limitMs = 200): Promise<unknown> {
  const pending = Object.values(loaderData ?? {})
    .flatMap((data) => (data && typeof data === 'object' ? Object.values(data) : []))
    .filter(isThenable)
    .map(watch)
    .filter((settlement) => settlement instanceof Promise);
  return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, limitMs))]);
}
