import {describe, expect, it} from 'vitest';
import {
  ACCOUNT_RULE,
  CLIENT_RULE,
  EMPTY_STATE,
  LOCAL_CLIENT,
  RESET_EMAIL_RULE,
  acquire,
  checkAttempt,
  clientAddress,
  isSpent,
  parseRule,
  parseState,
  recordFailure,
  release,
  type ThrottleRule,
  type ThrottleState,
} from './throttle';

const fail = (times: number, start = 0, step = 1000) => {
  let state: ThrottleState = EMPTY_STATE;
  for (let i = 0; i < times; i++) state = recordFailure(state, start + i * step);
  return state;
};

/** Runs `attempts` acquisitions one after another at the same instant (what parallel requests do to one atomic counter). */
const burst = (attempts: number, rule: ThrottleRule, now = 1000) => {
  let state: ThrottleState = EMPTY_STATE;
  let allowed = 0;
  for (let i = 0; i < attempts; i++) {
    const step = acquire(state, now, rule);
    state = step.state;
    if (step.verdict.allowed) allowed += 1;
  }
  return {allowed, state};
};

describe('login throttle', () => {
  it('allows four failures, refuses after the fifth', () => {
    expect(checkAttempt(fail(4), 4000).allowed).toBe(true);
    const locked = fail(5);
    expect(checkAttempt(locked, 5000)).toEqual({allowed: false, retryAfterSeconds: 59});
    expect(checkAttempt(locked, 4000 + ACCOUNT_RULE.baseLockMs + 1).allowed).toBe(true);
  });
  it('grows the delay with every further failure', () => {
    const five = fail(5);
    const six = recordFailure(five, five.lockedUntil + 1);
    expect(six.lockedUntil - (five.lockedUntil + 1)).toBe(2 * ACCOUNT_RULE.baseLockMs);
    const seven = recordFailure(six, six.lockedUntil + 1);
    expect(seven.lockedUntil - (six.lockedUntil + 1)).toBe(4 * ACCOUNT_RULE.baseLockMs);
  });
  it('forgets failures older than 15 minutes', () => {
    const old = fail(4);
    const later = recordFailure(old, ACCOUNT_RULE.windowMs + 10_000);
    expect(later.failures).toHaveLength(1);
    expect(later.lockedUntil).toBe(0);
  });
  it('treats malformed stored data as empty', () => {
    expect(parseState('nope')).toEqual(EMPTY_STATE);
    expect(parseState({failures: [1, 'x'], lockedUntil: 'y'})).toEqual({failures: [1], lockedUntil: 0});
  });
});

describe('acquire (check and count in one step)', () => {
  it('lets exactly the limit through a burst of 25 at one instant', () => {
    expect(burst(25, ACCOUNT_RULE).allowed).toBe(5);
    expect(burst(80, CLIENT_RULE).allowed).toBe(50);
    expect(burst(5, RESET_EMAIL_RULE).allowed).toBe(1);
  });
  it('tells how many attempts remain after each one', () => {
    let state: ThrottleState = EMPTY_STATE;
    const remaining: Array<number | undefined> = [];
    for (let i = 0; i < 6; i++) {
      const step = acquire(state, 1000, ACCOUNT_RULE);
      state = step.state;
      remaining.push(step.verdict.allowed ? step.verdict.remaining : -1);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0, -1]);
  });
  it('leaves a refused attempt uncounted', () => {
    const {state} = burst(5, ACCOUNT_RULE);
    const refused = acquire(state, 2000, ACCOUNT_RULE);
    expect(refused.verdict).toEqual({allowed: false, retryAfterSeconds: 59});
    expect(refused.state).toBe(state);
  });
  it('release gives one attempt back and lifts the lock below the limit', () => {
    const {state} = burst(5, ACCOUNT_RULE);
    const released = release(state, 1500, ACCOUNT_RULE);
    expect(released.failures).toHaveLength(4);
    expect(checkAttempt(released, 1500).allowed).toBe(true);
    expect(release(EMPTY_STATE, 0, ACCOUNT_RULE)).toEqual(EMPTY_STATE);
  });
  it('a state with nothing in the window and no lock is spent', () => {
    const {state} = burst(2, ACCOUNT_RULE);
    expect(isSpent(state, 1000, ACCOUNT_RULE)).toBe(false);
    expect(isSpent(state, 1000 + ACCOUNT_RULE.windowMs, ACCOUNT_RULE)).toBe(true);
    expect(isSpent({failures: [0], lockedUntil: ACCOUNT_RULE.windowMs + 5000}, ACCOUNT_RULE.windowMs + 1000, ACCOUNT_RULE)).toBe(false);
  });
  it('reads rules defensively', () => {
    expect(parseRule(ACCOUNT_RULE)).toEqual(ACCOUNT_RULE);
    expect(parseRule({...ACCOUNT_RULE, max: 0})).toBeNull();
    expect(parseRule({...ACCOUNT_RULE, windowMs: 'x'})).toBeNull();
    expect(parseRule(null)).toBeNull();
  });
});

describe('clientAddress', () => {
  const headers = new Headers({'CF-Connecting-IP': '203.0.113.7', 'Oxygen-Buyer-IP': '198.51.100.9', 'X-Forwarded-For': '192.0.2.1'});
  it('trusts only the header the deployment names', () => {
    expect(clientAddress(headers, 'CF-Connecting-IP')).toBe('203.0.113.7');
    expect(clientAddress(headers, 'oxygen-buyer-ip')).toBe('198.51.100.9');
  });
  it('counts everything in one bucket when no runtime header is named (local server)', () => {
    expect(clientAddress(headers, undefined)).toBe(LOCAL_CLIENT);
    expect(clientAddress(headers, '')).toBe(LOCAL_CLIENT);
    expect(clientAddress(headers, 'X-Forwarded-For')).toBe(LOCAL_CLIENT);
    expect(clientAddress(new Headers({'CF-Connecting-IP': '203.0.113.8'}), undefined)).toBe(LOCAL_CLIENT);
  });
  it('a named header that is missing is one bucket too, not a free pass', () => {
    expect(clientAddress(new Headers(), 'CF-Connecting-IP')).toBe('unknown');
  });
});
