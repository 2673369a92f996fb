import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse} from '~/lib/edge/http.server';
import {isFlagOn} from '~/lib/flags';
import {isLocalHost} from '~/lib/request-origin';
import {keptCspViolations, parseCspReports, recordCspViolations} from '~/lib/security/csp-reports.server';

const MAX_REPORT_BYTES = 16 * 1024;

/**
 * GET /api/csp-report: the violations received since the worker started,
 * for the browser tests only (TEST_HOOKS on and a localhost request); 404
 * everywhere else.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  if (!isFlagOn(context.env.TEST_HOOKS) || !isLocalHost(request)) return jsonError(404, 'Not found');
  return jsonResponse({violations: keptCspViolations()});
}

/** POST /api/csp-report: browsers report CSP violations here (`report-uri`; Reporting API bodies are read too). */
export async function action({request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'POST'});
  // Browsers label reports application/csp-report or application/reports+json; read the bytes as UTF-8.
  const raw = new TextDecoder().decode(await request.arrayBuffer());
  if (raw.length > MAX_REPORT_BYTES) return jsonError(413, 'The report is too large.');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return jsonError(400, 'A CSP report must be JSON.');
  }
  const violations = parseCspReports(body);
  if (!violations.length) return jsonError(400, 'No CSP violation in the report.');
  recordCspViolations(violations);
  return new Response(null, {status: 204, headers: {'Cache-Control': 'no-store'}});
}
