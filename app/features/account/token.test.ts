import {describe, expect, it} from 'vitest';
import {isTokenValid, secondsUntilExpiry} from './token';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('isTokenValid', () => {
  it('needs a non-empty value and a future expiry', () => {
    expect(isTokenValid({accessToken: 'abc', expiresAt: '2026-06-02T12:00:00Z'}, NOW)).toBe(true);
    expect(isTokenValid({accessToken: '', expiresAt: '2026-06-02T12:00:00Z'}, NOW)).toBe(false);
    expect(isTokenValid({accessToken: '  ', expiresAt: '2026-06-02T12:00:00Z'}, NOW)).toBe(false);
    expect(isTokenValid({accessToken: 'abc', expiresAt: '2026-06-01T12:00:00Z'}, NOW)).toBe(false);
    expect(isTokenValid({accessToken: 'abc', expiresAt: 'soon'}, NOW)).toBe(false);
    expect(isTokenValid(null, NOW)).toBe(false);
  });
  it('gives the seconds left as the cookie lifetime', () => {
    expect(secondsUntilExpiry({accessToken: 'abc', expiresAt: '2026-06-01T13:00:00Z'}, NOW)).toBe(3600);
    expect(secondsUntilExpiry({accessToken: 'abc', expiresAt: '2026-05-01T13:00:00Z'}, NOW)).toBe(0);
  });
});
