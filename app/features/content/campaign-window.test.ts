import {describe, expect, it} from 'vitest';
import {isWithinWindow, totalGuard, totalSfMarathonGuard} from './campaign-window';

const window = {availableFrom: '2026-06-01T00:00:00.000Z', availableUntil: '2026-08-31T23:59:59.000Z'};

describe('campaign window guards', () => {
  it('allows the page inside its window, bounds included', () => {
    expect(totalGuard(window, new Date('2026-07-04T12:00:00Z'))).toEqual({allow: true});
    expect(totalGuard(window, new Date('2026-06-01T00:00:00.000Z'))).toEqual({allow: true});
    expect(totalGuard(window, new Date('2026-08-31T23:59:59.000Z'))).toEqual({allow: true});
  });

  it('redirects home before and after the window', () => {
    expect(totalGuard(window, new Date('2026-05-31T23:59:59Z'))).toEqual({allow: false, redirectTo: '/'});
    expect(totalSfMarathonGuard(window, new Date('2026-09-01T00:00:00Z'))).toEqual({allow: false, redirectTo: '/'});
  });

  it('treats missing bounds as open and unreadable ones as closed', () => {
    expect(isWithinWindow({}, new Date())).toBe(true);
    expect(isWithinWindow({availableFrom: '2020-01-01'}, new Date('2026-01-01'))).toBe(true);
    expect(isWithinWindow({availableUntil: 'next summer'}, new Date('2026-01-01'))).toBe(false);
  });

  it('redirects when the page is missing and lets preview see it outside the window', () => {
    expect(totalGuard(null, new Date())).toEqual({allow: false, redirectTo: '/'});
    expect(totalSfMarathonGuard(window, new Date('2030-01-01'), true)).toEqual({allow: true});
    expect(totalSfMarathonGuard(null, new Date('2030-01-01'), true)).toEqual({allow: false, redirectTo: '/'});
  });
});
