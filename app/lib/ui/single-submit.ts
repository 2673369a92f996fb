import {useCallback, useEffect, useRef, type FormEvent} from 'react';

/** After this long a submission that never reported back no longer blocks the form. */
const MAX_BLOCK_MS = 10_000;

/**
 * A form's submit handler that lets one submission through at a time: a
 * double click (or Enter pressed twice) while the first submission is still
 * on its way is dropped, so the platform sees exactly one mutation.
 *
 * `busy` is the navigation or fetcher state; `settled` are values that change
 * when a submission completes (the fetcher's data, the location key, the
 * action data). The gate opens again once the form is idle after either
 * changed: a fast answer can reach the form in a single render (state
 * updates inside a transition), so the busy flag alone could miss it.
 */
export function useSingleSubmit(busy: boolean, ...settled: unknown[]) {
  const submittedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!busy) submittedAt.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, ...settled]);
  return useCallback((event: FormEvent) => {
    const now = Date.now();
    if (submittedAt.current !== null && now - submittedAt.current < MAX_BLOCK_MS) {
      event.preventDefault();
      return false;
    }
    submittedAt.current = now;
    return true;
  }, []);
}
