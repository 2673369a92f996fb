/**
 * After a deploy, a page opened before it still names the old build's
 * scripts, which the new deploy removed: the next chunk it loads fails. The
 * page then reloads (or loads the page the shopper was going to) so it runs
 * the new build, instead of showing an error or losing its buttons. At most
 * one such reload every 10 seconds: when the new page fails too (assets still
 * missing, a network down), reloading again at once would only loop.
 */
export const MIN_RELOAD_INTERVAL_MS = 10_000;

/** sessionStorage key: when this tab last reloaded for a new deploy (ms since epoch). */
export const RELOAD_AT_KEY = 'deploy-reload-at';

/** How long to wait before the next reload may happen: 0 now, else the rest of the 10 s interval. */
export function reloadDelay(lastReloadAt: number | null, now: number, intervalMs = MIN_RELOAD_INTERVAL_MS): number {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return 0;
  return Math.max(0, lastReloadAt + intervalMs - now);
}

/**
 * Whether an error is a chunk of the build that could not be fetched (the
 * wording differs per browser; Vite's preload helper has its own).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

interface ReloadEnv {
  now(): number;
  read(): string | null;
  write(value: string): void;
  go(url: string | null): void;
  schedule(run: () => void, ms: number): void;
}

const browserEnv = (): ReloadEnv => ({
  now: () => Date.now(),
  read: () => {
    try {
      return window.sessionStorage.getItem(RELOAD_AT_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      window.sessionStorage.setItem(RELOAD_AT_KEY, value);
    } catch {
      // Without storage (private mode quotas) the 10 s interval cannot hold: the reload still happens.
    }
  },
  go: (url) => (url ? window.location.assign(url) : window.location.reload()),
  schedule: (run, ms) => void window.setTimeout(run, ms),
});

let scheduled = false;

/**
 * Loads the new build: `url` (the page being navigated to) or, without one,
 * this page again. Within 10 s of the last such reload it waits out the rest
 * of the 10 s first; one reload is ever pending per page.
 */
export function reloadForNewBuild(url: string | null = null, env: ReloadEnv = browserEnv()): void {
  if (scheduled) return;
  scheduled = true;
  const run = () => {
    env.write(String(env.now()));
    env.go(url);
  };
  const delay = reloadDelay(Number(env.read() ?? NaN) || null, env.now());
  if (delay === 0) run();
  else env.schedule(run, delay);
}

/** For tests: forget a pending reload. */
export function resetReloadForTests() {
  scheduled = false;
}

/** A promise that never settles: what a load returns once the page is being replaced. */
export const never = <T>() => new Promise<T>(() => {});

/**
 * `load()`, but a chunk that is gone (a new deploy) reloads the page (or goes
 * to `url`) instead of failing; the returned promise then never settles, so
 * nothing renders an error while the new page loads. Other errors pass.
 */
export function loadOrReload<T>(load: () => Promise<T>, url: string | null = null): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined' || !isChunkLoadError(error)) throw error;
    reloadForNewBuild(url);
    return never<T>();
  });
}
