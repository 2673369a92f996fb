/**
 * `load` (a chunk's import) run once and its promise shared by every caller;
 * a failed load is forgotten, so the next call (the next intent, the next
 * opening) tries again instead of repeating the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
