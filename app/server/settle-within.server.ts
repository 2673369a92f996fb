import {LATE, beforeDeadline} from '~/infra/deadline';

/**
 * Deferred data that is ready almost at once is not worth a skeleton: the
 * placeholder would flash for a moment and the content that replaces it
 * moves what lies below (layout shift). `settleWithin` waits up to `ms` for
 * the promise: settled in time, the loader returns its value and the page's
 * first bytes carry the section; still pending, the loader returns the
 * promise and the section streams in behind its fallback as before.
 * A rejection within the deadline is handed on as the promise, so `Deferred`'s
 * error element deals with it the same way either way.
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number): Promise<{value: T} | {pending: Promise<T>}> {
  const first = await beforeDeadline(
    promise.then(
      (value) => ({value}),
      () => null,
    ),
    ms,
  );
  return first === LATE || first === null ? {pending: promise} : first;
}

/**
 * How long a loader waits for deferred data before letting it stream: a
 * skeleton shown for less than this reads as a flicker, not as progress, and
 * the shell's first byte waits no longer than this for it.
 */
export const QUICK_DATA_MS = 150;
