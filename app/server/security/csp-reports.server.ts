/**
 * CSP violation reports posted by browsers to /api/csp-report, in either
 * format: `report-uri` (`application/csp-report`, `{"csp-report": {...}}`)
 * or the Reporting API (`application/reports+json`, `[{type, body}]`).
 * Each is logged; the last ones are also kept in memory so the browser tests
 * can assert that none arrived (read back only through the test hooks).
 */
export interface CspViolation {
  documentUri: string;
  blockedUri: string;
  directive: string;
  sample: string;
}

const MAX_KEPT = 100;
const kept: CspViolation[] = [];

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');

/** The violations in a report body (an empty list for anything that is not a report). */
export function parseCspReports(body: unknown): CspViolation[] {
  const entries: Array<Record<string, unknown>> = [];
  if (Array.isArray(body)) {
    for (const item of body.slice(0, 20)) {
      const report = item as {type?: unknown; body?: unknown};
      if (report?.type === 'csp-violation' && report.body && typeof report.body === 'object') {
        entries.push(report.body as Record<string, unknown>);
      }
    }
  } else if (body && typeof body === 'object' && 'csp-report' in body) {
    const report = (body as Record<string, unknown>)['csp-report'];
    if (report && typeof report === 'object') entries.push(report as Record<string, unknown>);
  }
  return entries.map((e) => ({
    documentUri: text(e.documentURL ?? e['document-uri']),
    blockedUri: text(e.blockedURL ?? e['blocked-uri']),
    directive: text(e.effectiveDirective ?? e['effective-directive'] ?? e['violated-directive']),
    sample: text(e.sample ?? e['script-sample']),
  }));
}

export function recordCspViolations(violations: CspViolation[]) {
  for (const violation of violations) {
    console.warn(`CSP violation: ${violation.directive} blocked ${violation.blockedUri || '(inline)'} on ${violation.documentUri}`);
    kept.push(violation);
  }
  if (kept.length > MAX_KEPT) kept.splice(0, kept.length - MAX_KEPT);
}

export function keptCspViolations(): CspViolation[] {
  return [...kept];
}
