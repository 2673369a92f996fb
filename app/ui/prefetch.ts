/**
 * Link prefetching with the shop's limits: at most 4 page-data prefetches run
 * at a time (the rest wait their turn, the newest intent first, so the link
 * under the pointer now wins over ones passed on the way), and a navigation
 * whose page data is being prefetched waits up to 100 ms for it before asking
 * the server itself. Remix's own `prefetch="intent"` renders `<link
 * rel="prefetch">` tags the browser fetches all at once, with no such limit,
 * so links carry `data-prefetch="intent"` and this module does the fetching.
 */
import {interceptFetch} from '~/framework/fetch-layer';

export const MAX_CONCURRENT_PREFETCHES = 4;
export const NAVIGATION_WAIT_MS = 100;
/** A prefetched answer older than this is not used: the page may have changed. */
export const PREFETCH_TTL_MS = 30_000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface Entry {
  state: 'queued' | 'running' | 'done';
  response: Promise<Response | null>;
  resolve: (response: Response | null) => void;
  finishedAt: number;
}

export function createPrefetchQueue({
  fetch,
  max = MAX_CONCURRENT_PREFETCHES,
  now = () => Date.now(),
  ttlMs = PREFETCH_TTL_MS,
}: {
  fetch: Fetch;
  max?: number;
  now?: () => number;
  ttlMs?: number;
}) {
  const entries = new Map<string, Entry>();
  const waiting: string[] = [];
  let running = 0;

  function pump() {
    while (running < max && waiting.length) {
      const url = waiting.pop()!;
      const entry = entries.get(url);
      if (!entry || entry.state !== 'queued') continue;
      entry.state = 'running';
      running += 1;
      fetch(url, {credentials: 'same-origin', headers: {Purpose: 'prefetch'}})
        .then(
          (response) => (response.ok ? response : null),
          () => null,
        )
        .then((response) => {
          running -= 1;
          entry.state = 'done';
          entry.finishedAt = now();
          if (!response && entries.get(url) === entry) entries.delete(url);
          entry.resolve(response);
          pump();
        });
    }
  }

  const fresh = (entry: Entry) => entry.state !== 'done' || now() - entry.finishedAt < ttlMs;

  return {
    /** Queues a prefetch of `url` (once while one is queued, running or fresh). */
    prefetch(url: string) {
      const known = entries.get(url);
      if (known && fresh(known)) {
        if (known.state === 'queued') {
          // Asked again: it moves to the front of the queue.
          waiting.splice(waiting.indexOf(url), 1);
          waiting.push(url);
        }
        return;
      }
      let resolve!: (response: Response | null) => void;
      const response = new Promise<Response | null>((r) => (resolve = r));
      entries.set(url, {state: 'queued', response, resolve, finishedAt: 0});
      waiting.push(url);
      pump();
    },

    /**
     * The prefetched answer for a navigation to `url`: at once when it has
     * arrived, after at most `waitMs` while it is on its way, else null (the
     * navigation fetches for itself). Each answer is used once.
     */
    async take(url: string, waitMs = NAVIGATION_WAIT_MS): Promise<Response | null> {
      const entry = entries.get(url);
      if (!entry || !fresh(entry)) return null;
      if (entry.state === 'queued') {
        // Not started yet: the navigation asks for itself, and the queue lets it go.
        entries.delete(url);
        waiting.splice(waiting.indexOf(url), 1);
        return null;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
      const response = await Promise.race([entry.response, late]);
      clearTimeout(timer);
      if (response) entries.delete(url);
      return response;
    },

    /**
     * Forgets every prefetched answer: after a change (a form or fetcher
     * submission) they may show the page as it was before it. Prefetches
     * still running finish, unused.
     */
    clear() {
      entries.clear();
      waiting.length = 0;
    },

    /** Prefetches running now (for tests and the limit). */
    running: () => running,
  };
}

export type PrefetchQueue = ReturnType<typeof createPrefetchQueue>;

/**
 * The page-data address of a link or of Remix's own page-data request, as the
 * queue's key: `/learn` → `/learn.data`, `/` → `/_root.data`, `/learn.data?_routes=…`
 * → `/learn.data` (the routes asked for do not change what the page is). Null
 * for another origin or an address that is not a page.
 */
export function pageDataPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  let path = url.pathname;
  if (!path.endsWith('.data')) path = path === '/' ? '/_root.data' : `${path.replace(/\/$/, '')}.data`;
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/**
 * Installs prefetching in the browser: intent on a `data-prefetch` link
 * (pointer over it, focus, touch) queues its page data, and Remix's own
 * fetch of that page data during a navigation is answered from the queue. A
 * navigation asks only for the routes that change (`?_routes=`); the
 * prefetched answer holds every route of the page, a superset it reads from.
 */
export function installPrefetching(win: Window & typeof globalThis = window) {
  const queue = createPrefetchQueue({fetch: (url, init) => underneath(url, init)});
  const origin = win.location.origin;

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-prefetch="intent"]');
    const href = link?.getAttribute('href');
    const path = href ? pageDataPath(href, origin) : null;
    if (path) queue.prefetch(path);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    win.document.addEventListener(type, onIntent, {passive: true, capture: true});

  // Remix fetches a navigation's page data with the global fetch and takes no fetch of its own:
  // the browser's fetch layer is where its `.data` requests meet the queue.
  const underneath = interceptFetch(win, (input, init, next) => prefetchedAnswer(queue, origin, input, init, next));
  win.document.documentElement.dataset.prefetch = 'ready';
  return queue;
}

/**
 * A page-data request answered from the queue when its prefetch is there (or arrives within the
 * wait); any other request is not this module's (`undefined`). A change (a request that is not a
 * read: cart, account, any submission) makes every prefetched page possibly out of date, including
 * the revalidation Remix runs right after it, which must never get an old answer.
 */
export function prefetchedAnswer(
  queue: PrefetchQueue,
  origin: string,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  underneath: typeof fetch,
): Promise<Response> | undefined {
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (method !== 'GET' && method !== 'HEAD') queue.clear();
  const path = method === 'GET' && /\.data(?:[?#]|$)/.test(href) ? pageDataPath(href, origin) : null;
  if (!path) return undefined;
  return queue.take(path).then((prefetched) => prefetched ?? underneath(input, init));
}
