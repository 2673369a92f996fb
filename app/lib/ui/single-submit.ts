import {useCallback, useEffect, useRef, type FormEvent} from 'react';

/**
 * A form's submit handler that lets one submission through at a time: a
 * double click (or Enter pressed twice) while the first submission is still
 * on its way is dropped, so the platform sees exactly one mutation. `busy` is
 * the navigation or fetcher state; the gate opens again once it is idle.
 */
export function useSingleSubmit(busy: boolean) {
  const inFlight = useRef(false);
  useEffect(() => {
    if (!busy) inFlight.current = false;
  }, [busy]);
  return useCallback((event: FormEvent) => {
    if (inFlight.current) {
      event.preventDefault();
      return false;
    }
    inFlight.current = true;
    return true;
  }, []);
}
