/** A fetcher as the Remix router's state holds it. */
export interface RouterFetcher {
  state: 'idle' | 'submitting' | 'loading';
  formAction?: string;
  formMethod?: string;
  formData?: FormData;
  data?: unknown;
}

/** A `/cart` POST on its way: its form, and the fetcher's data when it went out (an answer replaces it). */
export interface PendingCartChange {
  formData: FormData;
  before: unknown;
}

const isCartPost = (f: RouterFetcher) => Boolean(f.formAction?.split('?')[0].endsWith('/cart')) && f.formMethod?.toUpperCase() === 'POST';

/**
 * The cart changes answered in one router state, each once. Fed every state
 * the router publishes (not what React renders), so no answer is missed when
 * a render is skipped under load, a fetcher is already idle by the next
 * render, or the form that sent it has unmounted (a removed line).
 * `pending` holds the `/cart` POSTs on their way and is updated in place.
 */
export function takeCartAnswers(
  fetchers: ReadonlyMap<string, RouterFetcher>,
  pending: Map<string, PendingCartChange>,
): Array<{formData: FormData; data: object}> {
  const answers: Array<{formData: FormData; data: object}> = [];
  for (const [key, fetcher] of fetchers) {
    if (fetcher.state === 'submitting') {
      // A new submission replaces one still on its way (the router aborts that one).
      if (isCartPost(fetcher) && fetcher.formData) pending.set(key, {formData: fetcher.formData, before: fetcher.data});
      continue;
    }
    const change = pending.get(key);
    // The action's answer is the fetcher's data from `loading` (loaders revalidating) on.
    if (!change || fetcher.data === change.before || !fetcher.data || typeof fetcher.data !== 'object') continue;
    pending.delete(key);
    answers.push({formData: change.formData, data: fetcher.data});
  }
  for (const key of [...pending.keys()]) if (!fetchers.has(key)) pending.delete(key);
  return answers;
}
