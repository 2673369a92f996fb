import {readBrowserCookie} from '~/infra/cookies';
import {createStore, deleteBrowserCookie} from '~/ui/client-store';
import {EXPERIMENT_COOKIE, parseExperimentRef} from './assign';

/** Experiments cancelled in this page view (their variant is no longer applied). */
export const cancelledExperiments = createStore<ReadonlySet<string>>(new Set());

/**
 * Client initialisation may cancel an experiment: its
 * variant stops applying and its `col_exp` cookie is cleared, so the
 * visitor is not counted in it again from this cookie.
 */
export function cancelExperiment(experimentId: string): void {
  if (parseExperimentRef(readBrowserCookie(EXPERIMENT_COOKIE))?.experimentId === experimentId) {
    deleteBrowserCookie(EXPERIMENT_COOKIE);
  }
  cancelledExperiments.set((current) => new Set([...current, experimentId]));
}

/** Clears the experiment cookie whatever it holds (a visitor who declined cookies). */
export function clearExperimentCookie(): void {
  const ref = parseExperimentRef(readBrowserCookie(EXPERIMENT_COOKIE));
  if (ref) cancelExperiment(ref.experimentId);
  else if (readBrowserCookie(EXPERIMENT_COOKIE) !== null) deleteBrowserCookie(EXPERIMENT_COOKIE);
}
