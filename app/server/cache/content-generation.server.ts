import {readWithin} from '~/infra/kv.server';

/**
 * The content generation: one value for every location (KV `CONTENT_STATE`), bumped by the CMS
 * publish webhook and the page-cache purge. Both the page-cache key and the content data-cache
 * key carry it, so no copy stored before a publish is served after it. Each isolate trusts the
 * value it last read for `GENERATION_MEMO_MS`; the isolate that bumps it sees the new value at once.
 *
 * Without the binding (Oxygen, the Vite dev server) the generation lives in the Cache API as
 * before: that store is per location, so a bump reaches only the location that received it.
 */
export const CONTENT_GENERATION_KEY = 'content-generation';
export const GENERATION_MEMO_MS = 5_000;
const CACHE_NAME = 'pages';
const CACHE_KEY = 'https://page-cache.invalid/generation';

let memo: {generation: string; until: number} | null = null;

/** The stored generation ('0' before the first bump), or null when the store did not answer. */
async function readStored(env: Pick<Env, 'CONTENT_STATE'>): Promise<string | null> {
  try {
    if (env.CONTENT_STATE) {
      const value = await readWithin(env.CONTENT_STATE.get(CONTENT_GENERATION_KEY, 'text'));
      return value || '0';
    }
    const stored = await (await caches.open(CACHE_NAME)).match(CACHE_KEY);
    return stored ? (await stored.text()).trim() || '0' : '0';
  } catch (error) {
    console.warn('[content-generation] read failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * The current generation (from this isolate's memory while fresh). When the store does not
 * answer, the last value read stays in use: falling back to an older generation would bring
 * back pages stored before a publish.
 */
export async function contentGeneration(env: Pick<Env, 'CONTENT_STATE'>, now = Date.now()): Promise<string> {
  if (memo && memo.until > now) return memo.generation;
  const generation = (await readStored(env)) ?? memo?.generation ?? '0';
  memo = {generation, until: now + GENERATION_MEMO_MS};
  return generation;
}

/** Starts a new generation everywhere; returns it. */
export async function bumpContentGeneration(env: Pick<Env, 'CONTENT_STATE'>): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const generation = `${Date.now().toString(36)}${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  if (env.CONTENT_STATE) {
    await env.CONTENT_STATE.put(CONTENT_GENERATION_KEY, generation);
  } else {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(
      CACHE_KEY,
      new Response(generation, {headers: {'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=31536000'}}),
    );
  }
  memo = {generation, until: Date.now() + GENERATION_MEMO_MS};
  return generation;
}

/** Forgets the remembered generation (tests). */
export function forgetContentGeneration() {
  memo = null;
}
