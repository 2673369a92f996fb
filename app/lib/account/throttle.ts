/**
 * Login throttling (pure rules; storage is in throttle.server.ts): after
 * MAX_FAILURES failed logins for one e-mail from one address inside WINDOW,
 * attempts are refused for a delay that doubles with every further failure.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const BASE_LOCK_MS = 60 * 1000;
export const MAX_LOCK_MS = 60 * 60 * 1000;

export const TOO_MANY_ATTEMPTS =
  'Too many attempts to sign in. For your security, please wait a few minutes and try again, or reset your password.';

export interface ThrottleState {
  /** Times of the failures inside the window, oldest first. */
  failures: number[];
  /** Refuse attempts until this time (0: not locked). */
  lockedUntil: number;
}

export const EMPTY_STATE: ThrottleState = {failures: [], lockedUntil: 0};

/** Whether an attempt may go to the platform now; if not, how long to wait. */
export function checkAttempt(state: ThrottleState, now: number): {allowed: true} | {allowed: false; retryAfterSeconds: number} {
  if (state.lockedUntil > now) return {allowed: false, retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000)};
  return {allowed: true};
}

/** The state after a failed login. */
export function recordFailure(state: ThrottleState, now: number): ThrottleState {
  const failures = [...state.failures.filter((t) => now - t < WINDOW_MS), now];
  if (failures.length < MAX_FAILURES) return {failures, lockedUntil: 0};
  const lock = Math.min(BASE_LOCK_MS * 2 ** (failures.length - MAX_FAILURES), MAX_LOCK_MS);
  return {failures, lockedUntil: now + lock};
}

/** Reads a stored state defensively (anything malformed counts as empty). */
export function parseState(raw: unknown): ThrottleState {
  if (!raw || typeof raw !== 'object') return EMPTY_STATE;
  const value = raw as Partial<ThrottleState>;
  const failures = Array.isArray(value.failures) ? value.failures.filter((t): t is number => typeof t === 'number') : [];
  return {failures, lockedUntil: typeof value.lockedUntil === 'number' ? value.lockedUntil : 0};
}
