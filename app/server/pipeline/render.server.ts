import {createRequestHandler} from '@shopify/hydrogen';
import type {ServerBuild} from '@remix-run/server-runtime';
import {markCompleteRender} from '~/server/cache/complete-render.server';
import {attachLogger, startServerTiming, type Logger} from '~/infra/observability';
import {createAppLoadContext, type LookupContext} from '../context.server';
import {attachReporter, type ErrorReporter} from '../error-reporter.server';
import {withShopifyRedirect} from '../shopify-redirects.server';
import type {PageCacheLookup} from './page-cache-step.server';
import {isDataRequest} from './root-data-request.server';

export type AppContext = Awaited<ReturnType<typeof createAppLoadContext>>;

/** What a render needs besides the request and its context. */
export interface RenderInputs {
  env: Env;
  executionContext: ExecutionContext;
  log: Logger;
  reporter: ErrorReporter | null;
  cache: PageCacheLookup;
}

/**
 * Remix for this build: `renderPage` runs the loaders and the React render for a request with its
 * app context, hands the page to the page cache and turns a 404 into a Shopify URL redirect.
 */
export function createRenderer(build: ServerBuild) {
  const contexts = new WeakMap<Request, AppContext>();
  const handleRequest = createRequestHandler({
    build,
    // Only the Vite dev server is development: everywhere else Remix sanitises errors, so no
    // stack or build path reaches the page data (a 405 for a POST to a page without an action).
    mode: serverMode(process.env.NODE_ENV),
    poweredByHeader: false,
    collectTrackingInformation: false,
    proxyStandardRoutes: false,
    getLoadContext: (request: Request) => contexts.get(request),
  });

  const remix = (request: Request, appContext: AppContext) => {
    contexts.set(request, appContext);
    return handleRequest(request);
  };

  /**
   * The page cache's copy of a page a shopper got streamed: the same request rendered again,
   * whole (`markCompleteRender`), with its own context. Null when that render is about a
   * visitor after all (it changed the session).
   */
  const renderWhole = async (
    original: Request,
    inputs: RenderInputs,
    lookup: LookupContext,
    maintenance: AppContext['maintenance'],
  ): Promise<Response | null> => {
    const request = new Request(original.url, {headers: original.headers});
    startServerTiming(request);
    attachLogger(request, inputs.log);
    const appContext = markCompleteRender(await createAppLoadContext(request, inputs.env, inputs.executionContext, maintenance, lookup));
    const response = await remix(request, appContext);
    return appContext.session.isPending ? null : response;
  };

  return async function renderPage(request: Request, appContext: AppContext, inputs: RenderInputs): Promise<Response> {
    // Remix's handleError (entry.server) reports a loader's or render's error through the context.
    attachReporter(appContext, inputs.reporter);
    // A rendered anonymous page is stored for the next visitor (docs/performance.md): a crawler's
    // was rendered whole; a shopper's streamed, so a whole copy is rendered after it for the cache.
    const {lookup, pageCache} = inputs.cache;
    const completeCopy = lookup && !lookup.edge.isBot ? () => renderWhole(request, inputs, lookup, appContext.maintenance) : undefined;
    const response = pageCache.put(await remix(request, appContext), appContext.session.isPending, completeCopy);
    // A page that is a 404 may have a Shopify URL redirect (client navigations: entry.server).
    return isDataRequest(request) ? response : withShopifyRedirect(request, response, appContext.storefront);
  };
}

/** Remix's server mode: `development` only when the dev server says so, otherwise `production`. */
export function serverMode(nodeEnv: string | undefined): 'development' | 'production' {
  return nodeEnv === 'development' ? 'development' : 'production';
}
