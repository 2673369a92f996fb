import {describe, expect, it, vi} from 'vitest';
import {keptCspViolations, parseCspReports, recordCspViolations} from './csp-reports.server';

describe('CSP reports', () => {
  it('reads report-uri and Reporting API bodies', () => {
    expect(
      parseCspReports({'csp-report': {'document-uri': 'https://s/x', 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem'}}),
    ).toEqual([{documentUri: 'https://s/x', blockedUri: 'inline', directive: 'script-src-elem', sample: ''}]);
    expect(
      parseCspReports([
        {
          type: 'csp-violation',
          body: {documentURL: 'https://s/', blockedURL: 'https://evil/x.js', effectiveDirective: 'script-src', sample: 'a'},
        },
        {type: 'deprecation', body: {}},
      ]),
    ).toEqual([{documentUri: 'https://s/', blockedUri: 'https://evil/x.js', directive: 'script-src', sample: 'a'}]);
  });

  it('ignores anything else', () => {
    for (const body of [null, 1, 'x', {}, [], [{type: 'csp-violation'}], {'csp-report': 'x'}]) {
      expect(parseCspReports(body)).toEqual([]);
    }
  });

  it('keeps the last 100', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const one = {documentUri: 'd', blockedUri: 'b', directive: 'x', sample: ''};
    recordCspViolations(Array.from({length: 150}, () => one));
    expect(keptCspViolations()).toHaveLength(100);
    expect(warn).toHaveBeenCalledTimes(150);
    warn.mockRestore();
  });
});
