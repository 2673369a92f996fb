/** What the cart drawer needs of a Remix fetcher. */
export interface FetcherView {
  key: string;
  state: 'idle' | 'submitting' | 'loading';
  formAction?: string;
  formMethod?: string;
  formData?: FormData;
  data?: unknown;
}

/** What the watcher remembers per fetcher key between renders. */
export interface WatchedFetcher {
  /** Seen busy as a `/cart` POST. */
  cartPost: boolean;
  formData?: FormData;
  /** The answer already reported, so a re-render does not report it twice. */
  handled?: unknown;
}

const isCartPost = (f: FetcherView) => Boolean(f.formAction?.split('?')[0].endsWith('/cart')) && f.formMethod?.toUpperCase() === 'POST';

/** The cart action's answer names the action it ran (app/routes/cart.tsx); its loader's does not. */
export function isCartAnswer(data: object): boolean {
  return typeof (data as {action?: unknown}).action === 'string' && 'cart' in data;
}

/**
 * Finds the cart changes that have just been answered, given the fetchers of
 * this render and what was remembered from earlier ones (`watched`, updated in
 * place). A `/cart` POST is recognised in any busy state, `submitting` or
 * `loading` (the answer is in, loaders revalidate): a submission made while
 * the page was still hydrating may never be seen `submitting`; nor may it be
 * seen busy at all, so an unknown fetcher that turns up with a cart action's answer is
 * reported too, without form data. Each answer is returned once.
 */
export function answeredCartChanges(
  fetchers: readonly FetcherView[],
  watched: Map<string, WatchedFetcher>,
): Array<{key: string; formData?: FormData; data: object}> {
  const answered: Array<{key: string; formData?: FormData; data: object}> = [];
  for (const fetcher of fetchers) {
    let entry = watched.get(fetcher.key);
    if (fetcher.state !== 'idle' && isCartPost(fetcher)) {
      entry = {cartPost: true, formData: fetcher.formData ?? entry?.formData, handled: entry?.handled};
      watched.set(fetcher.key, entry);
    } else if (!entry) {
      entry = {cartPost: false};
      watched.set(fetcher.key, entry);
    }
    // While submitting, `data` is still the previous submission's answer.
    if (fetcher.state === 'submitting') continue;
    if (!fetcher.data || typeof fetcher.data !== 'object' || entry.handled === fetcher.data) continue;
    entry.handled = fetcher.data;
    // A fetcher never seen busy counts only if its answer is a cart action's (renders can skip
    // a fetcher's busy states on a page still busy hydrating): its form data is not known then.
    if (!entry.cartPost && !isCartAnswer(fetcher.data)) continue;
    answered.push({key: fetcher.key, formData: entry.formData, data: fetcher.data});
  }
  for (const key of [...watched.keys()]) if (!fetchers.some((f) => f.key === key)) watched.delete(key);
  return answered;
}

/**
 * The cart forms the shopper submitted (seen on the document's submit event,
 * whatever React renders) and what became of them. Under load React may
 * commit no render while a fetcher is busy, and `useFetchers` drops a fetcher
 * once it is idle, so an add's answer can go unseen and the drawer stayed
 * shut. The root loader's cart still changes after any action: a submission
 * nobody answered is taken as answered by a loader cart newer than every cart
 * the page knew when it was sent (`takeUnanswered`; a late loader cart from an
 * earlier change does not count), and the fetcher's own answer, should it
 * still turn up, is then not reported a second time (`answer`).
 */
export class SubmissionLedger {
  private pending: Array<{input: string; knownUpdatedAt: string | null}> = [];
  private takenOver: string[] = [];

  /** A cart form went out (its `cartFormInput`), when the newest cart the page knew was `knownUpdatedAt`. */
  submit(input: string, knownUpdatedAt: string | null): void {
    this.pending.push({input, knownUpdatedAt});
  }

  /** A fetcher's answer came in; false when a loader cart already stood in for it. */
  answer(input: string | undefined): boolean {
    const taken = input === undefined ? (this.takenOver.length ? 0 : -1) : this.takenOver.indexOf(input);
    if (taken >= 0) {
      this.takenOver.splice(taken, 1);
      return false;
    }
    const index = input === undefined ? 0 : this.pending.findIndex((p) => p.input === input);
    if (index >= 0 && this.pending.length) this.pending.splice(index, 1);
    return true;
  }

  /** The submissions still unanswered that a loader cart updated at `updatedAt` answers; handled from now on. */
  takeUnanswered(updatedAt: string): string[] {
    const at = Date.parse(updatedAt);
    const answered = this.pending.filter((p) => p.knownUpdatedAt === null || Date.parse(p.knownUpdatedAt) < at);
    this.pending = this.pending.filter((p) => !answered.includes(p));
    const inputs = answered.map((p) => p.input);
    this.takenOver.push(...inputs);
    return inputs;
  }
}
