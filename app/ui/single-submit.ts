import {useCallback, useEffect, useRef, type FormEvent} from 'react';

/** After this long a submission that never reported back no longer blocks the form. */
const MAX_BLOCK_MS = 10_000;

/** The submission a form let through last, while it is still on its way. */
export interface PendingSubmission {
  key: string;
  at: number;
}

/**
 * What identifies a submission: the form's action and method and every field,
 * with the clicked button's name and value. Two submissions with the same key
 * ask for the same change.
 */
export function submissionKey(action: string, method: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const pairs = Array.from(fields, ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}:${value.size}`]);
  return JSON.stringify([action, method.toLowerCase(), pairs]);
}

/**
 * Whether a submission goes through: it is dropped only when it repeats the
 * one still pending (a double click, Enter pressed twice) and that one is
 * younger than the time limit. A different submission — another code typed
 * into the same box — always goes through, even while the first is on its way.
 */
export function admits(pending: PendingSubmission | null, key: string, now: number): boolean {
  return !(pending && pending.key === key && now - pending.at < MAX_BLOCK_MS);
}

function keyOf(event: FormEvent): string | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return null;
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const fields: Array<[string, FormDataEntryValue]> = Array.from(new FormData(form));
  if (submitter instanceof HTMLButtonElement && submitter.name) fields.push([submitter.name, submitter.value]);
  return submissionKey(form.getAttribute('action') ?? '', form.method, fields);
}

/**
 * A form's submit handler that lets each submission through once: a repeat of
 * the submission still on its way is dropped, so the platform sees exactly
 * one mutation for it.
 *
 * `busy` is the navigation or fetcher state; `settled` are values that change
 * when a submission completes (the fetcher's data, the location key, the
 * action data). The gate opens again once the form is idle after either
 * changed: a fast answer can reach the form in a single render (state
 * updates inside a transition), so the busy flag alone could miss it.
 */
export function useSingleSubmit(busy: boolean, ...settled: unknown[]) {
  const pending = useRef<PendingSubmission | null>(null);
  useEffect(() => {
    if (!busy) pending.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's `settled` values are the dependencies (a spread the rule cannot check)
  }, [busy, ...settled]);
  return useCallback((event: FormEvent) => {
    const key = keyOf(event) ?? '';
    const now = Date.now();
    if (!admits(pending.current, key, now)) {
      event.preventDefault();
      return false;
    }
    pending.current = {key, at: now};
    return true;
  }, []);
}
