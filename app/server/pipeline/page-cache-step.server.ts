import {noPageCache, openPageCache, pageCacheApplies, type PageCache} from '~/server/cache/page-cache.server';
import {createLookupContext, type LookupContext} from '../context.server';
import {withExperimentCookie} from './response-headers.server';

/** The page cache for one request: its stored copy (a hit), and where a rendered page goes. */
export interface PageCacheLookup {
  hit: Response | null;
  pageCache: PageCache;
  /** The small context the lookup built; the full context reuses it. Absent when the cache does not apply. */
  lookup?: LookupContext;
}

/**
 * An anonymous cookie-free page is looked up in the page cache first, with only the part of the
 * context the lookup needs; a hit never builds Hydrogen's clients or the session.
 */
export async function lookUpPageCache(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  buildVersion: string,
): Promise<PageCacheLookup> {
  if (!pageCacheApplies(request, env)) return {hit: null, pageCache: noPageCache};
  const lookup = await createLookupContext(request, env, executionContext);
  const pageCache = await openPageCache(request, lookup.edge, buildVersion, lookup.generation);
  const cached = await pageCache.match();
  // A new experiment visitor gets their `col_exp` cookie on a cached page too.
  const hit = cached && withExperimentCookie(cached, lookup.edge.experiments.setCookieHeader());
  return {hit, pageCache, lookup};
}
