import {REQUEST_ID_RESPONSE_HEADER, createRequestLogger, requestIdOf, type Logger} from '~/infra/observability';
import {createErrorReporter, type ErrorReporter} from '../error-reporter.server';
import {fatalErrorPage} from '../fatal-error-page.server';
import {shopConfig} from '../env.server';
import {expectedUnavailable} from './configuration.server';
import {isAgentMaintenanceAnswer} from './agent-step.server';

/** One request's identity for the log and the error reporter, from its first line to its last. */
export interface RequestRecord {
  requestId: string;
  route: string;
  started: number;
  log: Logger;
  reporter: ErrorReporter | null;
}

/** The request id (the front's, or a new one), the access logger and the error reporter. */
export function startRequestRecord(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  buildVersion: string,
  now = Date.now(),
): RequestRecord {
  const requestId = requestIdOf(request.headers);
  const route = routeOf(request.url);
  const reporter = createErrorReporter({config: shopConfig(env), request, executionContext, requestId, route, buildVersion});
  return {requestId, route, started: now, log: createRequestLogger(requestId, route), reporter};
}

/** The last step of every answer: an unexpected 5xx reported, the request id on it, the access log line. */
export function finishResponse(response: Response, request: Request, env: Env, record: RequestRecord, now = Date.now()): Response {
  const planned = expectedUnavailable(record.route, request, env) || isAgentMaintenanceAnswer(response);
  if (response.status >= 500 && record.reporter && !planned) {
    record.reporter.captureStatus(response.status);
  }
  response.headers.set(REQUEST_ID_RESPONSE_HEADER, record.requestId);
  record.log.log(response.status >= 500 ? 'error' : 'info', 'request', {
    method: request.method,
    status: response.status,
    duration: now - record.started,
  });
  return response;
}

/** An error no step handled: logged and reported with its stack, the shopper sees the plain 500 page. */
export function failedResponse(error: unknown, log: Logger, reporter: ErrorReporter | null): Response {
  log.log('error', 'request failed', {error});
  reporter?.captureError(error);
  return new Response(fatalErrorPage(), {
    status: 500,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/** The path of a request for the log (no query string: it may carry personal data). */
export function routeOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '(unparsable)';
  }
}
