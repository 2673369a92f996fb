import {describe, expect, it} from 'vitest';
import {scrubEvent, scrubText} from './error-reporter.server';

describe('error reports carry no personal data', () => {
  it('masks e-mail addresses, phone numbers and long tokens in text, and keeps a dashed request id', () => {
    const text = scrubText(
      'no customer demo@oralcare.test (+1 (555) 010-9999) for token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 in 0b7c1f2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
    );
    expect(text).not.toMatch(/demo@oralcare\.test|555|9f86d081/);
    expect(text).toContain('[email]');
    expect(text).toContain('[phone]');
    expect(text).toContain('[token]');
    expect(text).toContain('0b7c1f2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
  });

  it('keeps a request id whose groups are digits (it was once masked as a phone number and the report lost its id)', () => {
    for (const id of ['b4d08904-9846-4086-a6bc-95bc20517502', '12345678-1234-4123-8123-123456789012']) {
      expect(scrubText(`request ${id} failed`)).toBe(`request ${id} failed`);
    }
    expect(scrubText('call 030 1234 5678.')).toBe('call [phone].');
  });

  it('drops values under personal keys and masks strings at any depth', () => {
    const event = scrubEvent({
      message: 'failed for ana@example.com',
      request: {cookies: {session: 'x'}, headers: {'cf-ray': 'abc'}, data: 'email=ana@example.com'},
      extra: {email: 'ana@example.com', nested: [{note: 'call 0049 30 1234567'}]},
      tags: {requestId: 'req-1', route: '/products'},
      event_id: '9f86d081884c7d659a2feaa0c55ad015',
      contexts: {trace: {trace_id: '0af7651916cd43dd8448eb211c80319c', span_id: 'b7ad6b7169203331'}},
    });
    expect(event.event_id).toBe('9f86d081884c7d659a2feaa0c55ad015');
    expect(event.contexts.trace.trace_id).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(JSON.stringify(event)).not.toMatch(/ana@example\.com|1234567|session/);
    expect(event.tags).toEqual({requestId: 'req-1', route: '/products'});
    expect(event.request.headers).toEqual({'cf-ray': 'abc'});
  });
});
