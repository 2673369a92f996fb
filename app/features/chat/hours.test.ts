import {describe, expect, it} from 'vitest';
import {easternWallClock, isWithinChatHours} from './hours';

const at = (iso: string) => isWithinChatHours(new Date(iso));

describe('live chat business hours (Mon–Fri 9:00–17:30 America/New_York)', () => {
  it('opens at 9:00 and closes at 17:30 Eastern on a winter weekday (UTC-5)', () => {
    // Tuesday 13 January 2026
    expect(at('2026-01-13T13:59:59Z')).toBe(false); // 8:59:59
    expect(at('2026-01-13T14:00:00Z')).toBe(true); // 9:00
    expect(at('2026-01-13T22:29:59Z')).toBe(true); // 17:29:59
    expect(at('2026-01-13T22:30:00Z')).toBe(false); // 17:30
  });

  it('follows daylight saving time in summer (UTC-4)', () => {
    // Wednesday 15 July 2026
    expect(at('2026-07-15T12:59:00Z')).toBe(false); // 8:59
    expect(at('2026-07-15T13:00:00Z')).toBe(true); // 9:00
    expect(at('2026-07-15T21:29:00Z')).toBe(true); // 17:29
    expect(at('2026-07-15T21:30:00Z')).toBe(false); // 17:30
  });

  it('handles the weeks the clocks change (US and EU switch on different dates)', () => {
    // Monday 9 March 2026: New York already on EDT (changed Sunday 8 March).
    expect(at('2026-03-09T13:00:00Z')).toBe(true); // 9:00 EDT
    expect(at('2026-03-09T13:59:00Z')).toBe(true);
    // Friday 6 March 2026: still EST, 13:30Z is 8:30.
    expect(at('2026-03-06T13:30:00Z')).toBe(false);
    // Monday 2 November 2026: back on EST (changed Sunday 1 November).
    expect(at('2026-11-02T13:30:00Z')).toBe(false); // 8:30 EST
    expect(at('2026-11-02T14:00:00Z')).toBe(true); // 9:00 EST
    // Friday 30 October 2026: still EDT, 21:29Z is 17:29.
    expect(at('2026-10-30T21:29:00Z')).toBe(true);
  });

  it('is closed all weekend, even in the middle of the day', () => {
    expect(at('2026-11-21T16:00:00Z')).toBe(false); // Saturday 11:00
    expect(at('2026-11-22T16:00:00Z')).toBe(false); // Sunday 11:00
  });

  it('uses the New York date, not the UTC date, near midnight', () => {
    // Saturday 03:00 UTC is still Friday 22:00 in New York: closed (late), weekday Friday.
    expect(easternWallClock(new Date('2026-11-21T03:00:00Z'))).toEqual({weekday: 5, minutes: 22 * 60});
    // Monday 01:00 UTC is Sunday evening in New York.
    expect(easternWallClock(new Date('2026-11-23T01:00:00Z')).weekday).toBe(0);
  });
});
