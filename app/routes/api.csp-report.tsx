import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MAX_JSON_QUERY_BYTES, jsonError, jsonResponse, readJsonBody} from '~/infra/http';
import {isLocalHost} from '~/infra/request-origin';
import {keptCspViolations, parseCspReports, recordCspViolations} from '~/server/security/csp-reports.server';

const MAX_REPORT_BYTES = MAX_JSON_QUERY_BYTES;

/**
 * GET /api/csp-report: the violations received since the worker started,
 * for the browser tests only (TEST_HOOKS on and a localhost request); 404
 * everywhere else.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  if (!context.config.testHooks || !isLocalHost(request)) return jsonError(404, 'Not found');
  return jsonResponse({violations: keptCspViolations()});
}

/** POST /api/csp-report: browsers report CSP violations here (`report-uri`; Reporting API bodies are read too). */
export async function action({request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST', {Allow: 'POST'});
  // Browsers label reports application/csp-report or application/reports+json: JSON either way.
  const read = await readJsonBody(request, MAX_REPORT_BYTES);
  if (!read.ok) return read.response.status === 400 ? jsonError(400, 'A CSP report must be JSON.') : read.response;
  const violations = parseCspReports(read.body);
  if (!violations.length) return jsonError(400, 'No CSP violation in the report.');
  recordCspViolations(violations);
  return new Response(null, {status: 204, headers: {'Cache-Control': 'no-store'}});
}
