import {describe, expect, it} from 'vitest';
import {BASE_LOCK_MS, EMPTY_STATE, WINDOW_MS, checkAttempt, parseState, recordFailure, type ThrottleState} from './throttle';

const fail = (times: number, start = 0, step = 1000) => {
  let state: ThrottleState = EMPTY_STATE;
  for (let i = 0; i < times; i++) state = recordFailure(state, start + i * step);
  return state;
};

describe('login throttle', () => {
  it('allows four failures, refuses after the fifth', () => {
    expect(checkAttempt(fail(4), 4000).allowed).toBe(true);
    const locked = fail(5);
    expect(checkAttempt(locked, 5000)).toEqual({allowed: false, retryAfterSeconds: 59});
    expect(checkAttempt(locked, 4000 + BASE_LOCK_MS + 1).allowed).toBe(true);
  });
  it('grows the delay with every further failure', () => {
    const five = fail(5);
    const six = recordFailure(five, five.lockedUntil + 1);
    expect(six.lockedUntil - (five.lockedUntil + 1)).toBe(2 * BASE_LOCK_MS);
    const seven = recordFailure(six, six.lockedUntil + 1);
    expect(seven.lockedUntil - (six.lockedUntil + 1)).toBe(4 * BASE_LOCK_MS);
  });
  it('forgets failures older than 15 minutes', () => {
    const old = fail(4);
    const later = recordFailure(old, WINDOW_MS + 10_000);
    expect(later.failures).toHaveLength(1);
    expect(later.lockedUntil).toBe(0);
  });
  it('treats malformed stored data as empty', () => {
    expect(parseState('nope')).toEqual(EMPTY_STATE);
    expect(parseState({failures: [1, 'x'], lockedUntil: 'y'})).toEqual({failures: [1], lockedUntil: 0});
  });
});
