import type {ReactNode} from 'react';

type Settlement = {status: 'pending'; settled: Promise<void>} | {status: 'fulfilled'; value: unknown} | {status: 'rejected'};

/** What each deferred value seen so far has come to, by promise. */
const settlements = new WeakMap<PromiseLike<unknown>, Settlement>();

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** The promise's settlement, watched from its first sight on. */
function settlementOf(promise: PromiseLike<unknown>): Settlement {
  let settlement = settlements.get(promise);
  if (!settlement) {
    const settled = Promise.resolve(promise).then(
      (value) => void settlements.set(promise, {status: 'fulfilled', value}),
      () => void settlements.set(promise, {status: 'rejected'}),
    );
    settlement = {status: 'pending', settled};
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
  const settlement = settlementOf(resolve);
  if (settlement.status === 'pending') throw settlement.settled;
  if (settlement.status === 'rejected') return <>{errorElement}</>;
  return <>{children(settlement.value as T)}</>;
}

/** The promises in loader data: its values, and those of its plain objects and arrays. */
function deferredValuesIn(data: unknown, found: PromiseLike<unknown>[] = [], depth = 0): PromiseLike<unknown>[] {
  if (isThenable(data)) found.push(data);
  else if (depth < 4 && data && typeof data === 'object' && (Array.isArray(data) || Object.getPrototypeOf(data) === Object.prototype)) {
    for (const value of Object.values(data)) deferredValuesIn(value, found, depth + 1);
  }
  return found;
}

/**
 * Watches every deferred value in the page's loader data (by route) and
 * resolves once all have settled, or after `limitMs`. Hydration starts after
 * the page has loaded, so every value is already in the HTML; each settles as
 * its chunk is decoded, a few tasks at most. The limit keeps a value that
 * never settles from holding hydration.
 */
export function settleDeferredValues(loaderData: unknown, limitMs = 200): Promise<void> {
  const pending = deferredValuesIn(loaderData).flatMap((promise) => {
    const settlement = settlementOf(promise);
    return settlement.status === 'pending' ? [settlement.settled] : [];
  });
  if (!pending.length) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void Promise.all(pending).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
