import {useSyncExternalStore} from 'react';

/**
 * A tiny observable value for browser-side state several components share
 * (consent decision, chat window, experiment cancellation) without a
 * context provider. On the server every store keeps its initial value.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    /** What the server rendered with; hydration must start from it. */
    initial,
    get: () => value,
    set(next: T | ((current: T) => T)) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

/**
 * The store's current value. During hydration React uses the server snapshot, which
 * must be what the server rendered (never the browser's newer value, or a part of
 * the page hydrated late would not match its HTML); React then re-renders with the
 * current value.
 */
export function useStore<T>(store: Store<T>, serverValue?: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue ?? store.initial);
}

/**
 * document.cookie writers for the few cookies the browser manages itself (they are read with
 * `readBrowserCookieAsync`, app/infra/cookies.ts, like every other cookie).
 */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteBrowserCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
