import {createRequestHandler} from '@shopify/hydrogen';
import type {ServerBuild} from '@remix-run/server-runtime';
import {noPageCache, openPageCache, pageCacheApplies} from '~/server/cache/page-cache.server';
import {markCompleteRender} from '~/server/cache/complete-render';
import {TOO_LARGE_MESSAGE, refusalReason, refusalResponse} from '~/server/security/request-guard';
import {withBoundedBody} from '~/infra/http';
import {withSecurityHeaders} from '~/server/security/headers';
import {deployConfigProblems, logSettingProblems, misconfiguredResponse} from '~/server/security/deploy-config';
import {hasBearer} from '~/infra/secrets';
import {UNROUTABLE_PATH, hasMalformedEscape} from '~/server/security/malformed-url';
import {withoutStackFrames} from '~/server/security/stack-scrub';
import {
  REQUEST_ID_RESPONSE_HEADER,
  attachLogger,
  createRequestLogger,
  requestIdOf,
  startServerTiming,
  type Logger,
} from '~/infra/observability';
import {withoutPreviewParam} from '~/features/content/preview';
import {HEALTHZ_PATH, checkBackends, healthResponse} from './healthz';
import {withShopifyRedirect} from './shopify-redirects.server';
import {isLockedPath, passwordRedirectTarget} from './storefront-password';
import {fatalErrorPage} from './fatal-error-page';
import {MAINTENANCE_PATH, maintenanceRedirect, maintenanceState, staffBypassResponse} from './maintenance';
import {createAppLoadContext, createLookupContext, type LookupContext} from './context';
import {attachReporter, createErrorReporter, type ErrorReporter} from './error-reporter';
import {shopConfig} from './env';
import {testHooks} from './test-hooks.server';

/**
 * The one request handler behind every deployment target: the Oxygen entry
 * (server.ts) and the Cloudflare Worker (worker/index.ts) both export it.
 */
export function createFetchHandler(build: ServerBuild) {
  const contexts = new WeakMap<Request, Awaited<ReturnType<typeof createAppLoadContext>>>();
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

  const handle = async (
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
    log: Logger,
    reporter: ErrorReporter | null,
  ): Promise<Response> => {
    // Backend calls of this request are timed for `Server-Timing` (storefront, content).
    const timing = startServerTiming(request);
    try {
      // A URL that cannot be decoded gets the shop's 404 page, never a decoding error.
      if (hasMalformedEscape(request.url)) request = new Request(new URL(UNROUTABLE_PATH, request.url), request);
      const url = new URL(request.url);
      // Staff open the secret bypass URL once and browse (and buy) through maintenance.
      const bypass = await staffBypassResponse(request, shopConfig(env).maintenanceBypassSecret);
      if (bypass) return bypass;
      const maintenance = await maintenanceState(request, env);
      const maintenanceTarget = maintenanceRedirect(url.pathname, maintenance.active);
      if (maintenanceTarget) {
        if (url.pathname.endsWith('.data')) {
          // Client-side navigation: let the root loader answer with a Remix
          // redirect that the browser router understands.
          url.searchParams.set('_routes', 'root');
          request = new Request(url, request);
        } else {
          return new Response(null, {
            status: 302,
            headers: {Location: maintenanceTarget, 'Cache-Control': 'no-store'},
          });
        }
      }

      // The request as the backend clients see it (a rewritten one above) shares the timing and the logger.
      startServerTiming(request, timing);
      attachLogger(request, log);

      // An anonymous cookie-free page is looked up in the page cache first, with only the part of
      // the context the lookup needs; a hit never builds Hydrogen's clients or the session.
      let lookup: LookupContext | undefined;
      let pageCache = noPageCache;
      if (pageCacheApplies(request, env)) {
        lookup = await createLookupContext(request, env, executionContext);
        pageCache = await openPageCache(request, lookup.edge, build.assets.version, lookup.generation);
        const cached = await pageCache.match();
        if (cached) return withExperimentCookie(cached, lookup.edge.experiments.setCookieHeader());
      }

      const appContext = await createAppLoadContext(request, env, executionContext, lookup);
      const locked = isLockedPath(url.pathname, appContext.storefrontLock.locked);
      if (locked && request.method !== 'GET' && request.method !== 'HEAD') {
        // Password-protected store: no cart or form action runs before the password is entered.
        return new Response(null, {status: 303, headers: {Location: passwordRedirectTarget(url), 'Cache-Control': 'no-store'}});
      }
      if (locked && url.pathname.endsWith('.data')) {
        // Password-protected store: the root loader answers with the redirect to /password.
        url.searchParams.set('_routes', 'root');
        request = new Request(url, request);
      }
      const failure = testHooks(request, appContext.config.testHooks).throwMessage;
      if (failure) throw new Error(failure);
      // `?preview=` is accepted once (the session now holds it): the same URL without it, so the
      // token never stays in the address bar, history, referrers or the data layer.
      const previewless = withoutPreviewParam(url);
      if (previewless !== null && (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('.data')) {
        const redirect = new Response(null, {status: 302, headers: {Location: previewless, 'Cache-Control': 'private, no-store'}});
        if (appContext.session.isPending) redirect.headers.append('Set-Cookie', await appContext.session.commit());
        if (appContext.previewCookie) redirect.headers.append('Set-Cookie', appContext.previewCookie);
        return redirect;
      }
      contexts.set(request, appContext);
      // Remix's handleError (entry.server) reports a loader's or render's error through the context.
      attachReporter(appContext, reporter);
      // A rendered anonymous page is stored for the next visitor (docs/performance.md): a crawler's
      // was rendered whole; a shopper's streamed, so a whole copy is rendered after it for the cache.
      const completeCopy = lookup && !lookup.edge.isBot ? () => renderWhole(request, env, executionContext, log, lookup!) : undefined;
      let response = pageCache.put(await handleRequest(request), appContext.session.isPending, completeCopy);
      // A page that is a 404 may have a Shopify URL redirect (client navigations: entry.server).
      if (!url.pathname.endsWith('.data')) response = await withShopifyRedirect(request, response, appContext.storefront);

      if (appContext.content.preview) {
        // Drafts never land in a shared cache.
        response.headers.set('Cache-Control', 'private, no-store');
      }
      withExperimentCookie(response, appContext.edge.experiments.setCookieHeader());
      if (appContext.session.isPending) {
        response.headers.append('Set-Cookie', await appContext.session.commit());
      }
      if (appContext.previewCookie) response.headers.append('Set-Cookie', appContext.previewCookie);
      for (const cookie of await appContext.account.pendingCookies()) response.headers.append('Set-Cookie', cookie);
      const serverTiming = timing.header();
      if (serverTiming) response.headers.append('Server-Timing', serverTiming);
      // What staff see during maintenance is for them only: no shared cache keeps it.
      if (maintenance.staff) response.headers.set('Cache-Control', 'private, no-store');
      return response;
    } catch (error) {
      log.log('error', 'request failed', {error});
      reporter?.captureError(error);
      return new Response(fatalErrorPage(), {
        status: 500,
        headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
      });
    }
  };

  /**
   * The page cache's copy of a page a shopper got streamed: the same request rendered again,
   * whole (`markCompleteRender`), with its own context. Null when that render is about a
   * visitor after all (it changed the session).
   */
  const renderWhole = async (
    original: Request,
    env: Env,
    executionContext: ExecutionContext,
    log: Logger,
    lookup: LookupContext,
  ): Promise<Response | null> => {
    const request = new Request(original.url, {headers: original.headers});
    startServerTiming(request);
    attachLogger(request, log);
    const appContext = markCompleteRender(await createAppLoadContext(request, env, executionContext, lookup));
    contexts.set(request, appContext);
    const response = await handleRequest(request);
    return appContext.session.isPending ? null : response;
  };

  const answer = async (
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
    log: Logger,
    reporter: ErrorReporter | null,
  ): Promise<Response> => {
    const config = shopConfig(env);
    // A required setting missing or malformed: named in the log once per isolate, never on the page.
    logSettingProblems(config, log);
    // A deployment with a missing or default signing secret serves nothing (docs/security.md).
    const problems = [...config.problems, ...deployConfigProblems(request, env)];
    // Health of the storefront and content backends, for the operator's monitor (docs/reliability.md, "Operations").
    if (new URL(request.url).pathname === HEALTHZ_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      // With the health token the answer (and the log, again) names the settings to fix.
      const detail = hasBearer(request, config.tokens.healthz);
      if (detail) logSettingProblems(config, log, true);
      if (problems.length > 0) return withSecurityHeaders(notConfiguredHealth(detail ? problems : null), request);
      const health = await checkBackends(config);
      return withSecurityHeaders(healthResponse(detail ? {...health, settings: []} : health), request);
    }
    if (problems.length > 0) return withSecurityHeaders(misconfiguredResponse(deployConfigProblems(request, env)), request);
    // Cross-site writes and oversized bodies are refused before any route runs (docs/security.md).
    const refusal = refusalReason(request);
    // A refused body is still read, so the connection stays usable for the client's next request.
    if (refusal) await request.arrayBuffer().catch(() => null);
    if (refusal) return withSecurityHeaders(refusalResponse(request, refusal), request);
    // Bodies are counted while read, whatever Content-Length says (chunked uploads included).
    const bounded = await withBoundedBody(request);
    if (!bounded) return withSecurityHeaders(refusalResponse(request, {status: 413, message: TOO_LARGE_MESSAGE}), request);
    const response = await withoutStackFrames(await handle(bounded, env, executionContext, log, reporter));
    return withSecurityHeaders(response, request);
  };

  return async function fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const started = Date.now();
    const requestId = requestIdOf(request.headers);
    const route = routeOf(request.url);
    const log = createRequestLogger(requestId, route);
    const reporter = createErrorReporter({
      config: shopConfig(env),
      request,
      executionContext,
      requestId,
      route,
      buildVersion: build.assets.version,
    });
    const response = await answer(request, env, executionContext, log, reporter);
    if (response.status >= 500 && reporter && !expectedUnavailable(route, request, env)) reporter.captureStatus(response.status);
    response.headers.set(REQUEST_ID_RESPONSE_HEADER, requestId);
    log.log(response.status >= 500 ? 'error' : 'info', 'request', {
      method: request.method,
      status: response.status,
      duration: Date.now() - started,
    });
    return response;
  };
}

/**
 * 5xx answers that are no error to report: planned downtime (the maintenance page), the health
 * check's own verdict (the monitor alerts on it), and a shop that is not configured (logged by name).
 */
function expectedUnavailable(route: string, request: Request, env: Env): boolean {
  return (
    route === MAINTENANCE_PATH ||
    route === HEALTHZ_PATH ||
    shopConfig(env).problems.length > 0 ||
    deployConfigProblems(request, env).length > 0
  );
}

/** `/healthz` of a shop that is not configured: 503; the setting names only for the health token. */
function notConfiguredHealth(problems: string[] | null): Response {
  return new Response(JSON.stringify({status: 'not configured', ...(problems ? {settings: problems} : {})}), {
    status: 503,
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/** The path of a request for the log (no query string: it may carry personal data). */
function routeOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '(unparsable)';
  }
}

/** A new experiment visitor gets their `col_exp` cookie on the page, cached or rendered. */
function withExperimentCookie(response: Response, cookie: string | null): Response {
  if (cookie) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** Remix's server mode: `development` only when the dev server says so, otherwise `production`. */
export function serverMode(nodeEnv: string | undefined): 'development' | 'production' {
  return nodeEnv === 'development' ? 'development' : 'production';
}
