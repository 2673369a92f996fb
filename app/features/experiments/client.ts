import {readBrowserCookieAsync} from '~/infra/cookies';
import {createStore, deleteBrowserCookie} from '~/ui/client-store';
import {EXPERIMENT_COOKIE, parseExperimentRef} from './assign';

/** Experiments cancelled in this page view (their variant is no longer applied). */
export const cancelledExperiments = createStore<ReadonlySet<string>>(new Set());

/**
 * Clears the experiment cookie whatever it holds (a visitor who declined cookies): its
 * experiment stops applying in this page view and its `col_exp` cookie goes, so the visitor is
 * not counted in it again from this cookie. The cookie is read without holding the page
 * (`readBrowserCookieAsync`): this runs as a returning visitor's page settles.
 */
export async function clearExperimentCookie(): Promise<void> {
  const value = await readBrowserCookieAsync(EXPERIMENT_COOKIE);
  if (value === null) return;
  deleteBrowserCookie(EXPERIMENT_COOKIE);
  const ref = parseExperimentRef(value);
  if (ref) cancelledExperiments.set((current) => new Set([...current, ref.experimentId]));
}
