/**
 * The worker's Cache API store (Oxygen, Cloudflare and mini-oxygen locally
 * all provide `caches`). `EDGE_CACHE` switches it:
 * - unset / `on`: platform and content reads and full pages are cached;
 * - `data`: platform and content reads only, no full pages;
 * - `off`: nothing is stored, every request renders and asks the platform.
 * The benchmark measures all three; in production `off`/`data` are for
 * debugging a suspected stale answer. The switch is parsed with the other
 * settings (app/server/env.server.ts, `edgeCache`).
 */
const NO_CACHE: Cache = {
  match: async () => undefined,
  put: async () => undefined,
  delete: async () => false,
} as unknown as Cache;

/** The cache when `EDGE_CACHE` allows data caching (`config.edgeCache.data`), else one that stores nothing. */
export async function openEdgeCache(enabled: boolean, name = 'hydrogen'): Promise<Cache> {
  return enabled ? caches.open(name) : NO_CACHE;
}
