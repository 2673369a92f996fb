/**
 * The worker's Cache API store (Oxygen, Cloudflare and mini-oxygen locally
 * all provide `caches`). `EDGE_CACHE` switches it:
 * - unset / `on`: platform and content reads and full pages are cached;
 * - `data`: platform and content reads only, no full pages;
 * - `off`: nothing is stored, every request renders and asks the platform.
 * The benchmark measures all three; in production `off`/`data` are for
 * debugging a suspected stale answer.
 */
export function edgeCacheEnabled(env: Pick<Env, 'EDGE_CACHE'>): boolean {
  return !/^(off|false|0|no)$/i.test((env.EDGE_CACHE ?? '').trim());
}

/** Whether whole pages may be cached (see page-cache.ts). */
export function pageCacheEnabled(env: Pick<Env, 'EDGE_CACHE'>): boolean {
  return edgeCacheEnabled(env) && (env.EDGE_CACHE ?? '').trim().toLowerCase() !== 'data';
}

const NO_CACHE: Cache = {
  match: async () => undefined,
  put: async () => undefined,
  delete: async () => false,
} as unknown as Cache;

export async function openEdgeCache(env: Pick<Env, 'EDGE_CACHE'>, name = 'hydrogen'): Promise<Cache> {
  return edgeCacheEnabled(env) ? caches.open(name) : NO_CACHE;
}
