import type {ServerBuild} from '@remix-run/server-runtime';
import {withSecurityHeaders} from '~/server/security/headers.server';
import {withoutStackFrames} from '~/server/security/stack-scrub.server';
import {attachLogger, startServerTiming} from '~/infra/observability';
import {createAppLoadContext} from './context.server';
import {testHooks} from './test-hooks.server';
import {configurationAnswer} from './pipeline/configuration.server';
import {answerAgents, inAgentTerms} from './pipeline/agent-step.server';
import {screenRequest, normaliseUrl} from './pipeline/request-screening-step.server';
import {passMaintenance} from './pipeline/maintenance-step.server';
import {lookUpPageCache} from './pipeline/page-cache-step.server';
import {passStorefrontPassword} from './pipeline/storefront-password-step.server';
import {previewParamRedirect} from './pipeline/preview-step.server';
import {createRenderer} from './pipeline/render.server';
import {latestBuildAnswer} from './pipeline/latest-build-step.server';
import {answerImage} from './pipeline/image-step.server';
import {withResponseHeaders} from './pipeline/response-headers.server';
import {failedResponse, finishResponse, startRequestRecord, type RequestRecord} from './pipeline/finish.server';

/** One request being answered: its bindings, its log record, and the build's renderer. */
interface Call {
  env: Env;
  executionContext: ExecutionContext;
  record: RequestRecord;
  renderPage: ReturnType<typeof createRenderer>;
  buildVersion: string;
}

/**
 * The one request handler behind every deployment target: the Oxygen entry (server.ts) and the
 * Cloudflare Worker (worker/index.ts) both export it. Each step (app/server/pipeline/) either
 * answers the request or hands the next step the request to carry on with.
 */
export function createFetchHandler(build: ServerBuild) {
  const renderPage = createRenderer(build);
  const buildVersion = build.assets.version;
  return async function fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const record = startRequestRecord(request, env, executionContext, buildVersion);
    const response = await answer(request, {env, executionContext, record, renderPage, buildVersion});
    return finishResponse(response, request, env, record);
  };
}

/**
 * Configuration and health → the agents' paths → request screening → the latest-build manifest → images → the page, with no stack frame
 * and the security headers.
 */
async function answer(request: Request, call: Call): Promise<Response> {
  const early = await configurationAnswer(request, call.env, call.record.log);
  if (early) return withSecurityHeaders(inAgentTerms(request, early), request);
  const agents = await answerAgents(request, call.env, call.record.log);
  if (agents) return withSecurityHeaders(agents, request);
  const screened = await screenRequest(request);
  if (screened instanceof Response) return withSecurityHeaders(screened, request);
  // Before maintenance and the page cache: a tab open across a deploy must always learn of it.
  const latestBuild = latestBuildAnswer(screened, call.buildVersion);
  if (latestBuild) return withSecurityHeaders(latestBuild, request);
  const image = await answerImage(screened, call.env, call.executionContext);
  if (image) return withSecurityHeaders(image, request);
  const page = await withoutStackFrames(await servePage(screened, call));
  return withSecurityHeaders(page, request);
}

/** A request the shop may serve: maintenance → page cache → app context → render → response headers. */
async function servePage(request: Request, {env, executionContext, record, renderPage, buildVersion}: Call): Promise<Response> {
  const {log, reporter} = record;
  // Backend calls of this request are timed for `Server-Timing` (storefront, content).
  const timing = startServerTiming(request);
  try {
    const past = await passMaintenance(normaliseUrl(request), env);
    if (past instanceof Response) return past;
    // The request as the backend clients see it (a rewritten one) shares the timing and the logger.
    startServerTiming(past.request, timing);
    attachLogger(past.request, log);
    const cache = await lookUpPageCache(past.request, env, executionContext, buildVersion);
    if (cache.hit) return cache.hit;
    const appContext = await createAppLoadContext(past.request, env, executionContext, past.maintenance, cache.lookup);
    const unlocked = passStorefrontPassword(past.request, appContext.storefrontLock.locked);
    if (unlocked instanceof Response) return unlocked;
    const failure = testHooks(unlocked, appContext.config.testHooks).throwMessage;
    if (failure) throw new Error(failure);
    const previewRedirect = await previewParamRedirect(unlocked, appContext);
    if (previewRedirect) return previewRedirect;
    const page = await renderPage(unlocked, appContext, {env, executionContext, log, reporter, cache});
    return await withResponseHeaders(page, appContext, timing, past.maintenance.staff);
  } catch (error) {
    return failedResponse(error, log, reporter);
  }
}
