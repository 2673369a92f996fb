/**
 * Login and password-reset throttling: pure rules. The counters live in one
 * atomic place per key (throttle.server.ts, limiter.server.ts): every attempt
 * first takes a slot with `acquire` — counted as a failure until it proves to
 * be a success — so parallel attempts cannot all pass one check before any of
 * them is recorded.
 */
export interface ThrottleRule {
  /** Attempts allowed inside the window before the key is locked. */
  max: number;
  windowMs: number;
  /** First lock; it doubles with every further attempt, up to maxLockMs. */
  baseLockMs: number;
  maxLockMs: number;
}

const MINUTE = 60 * 1000;

/** 5 failed logins for one e-mail from one client in 15 minutes, then 1, 2, 4 … 60 minutes. */
export const ACCOUNT_RULE: ThrottleRule = {max: 5, windowMs: 15 * MINUTE, baseLockMs: MINUTE, maxLockMs: 60 * MINUTE};
/**
 * 50 failed logins from one client across any e-mails in 15 minutes (password spraying).
 * Not lower: many shoppers can share one address (carrier NAT, offices), and successes
 * give their slot back, so only failures use it up.
 */
export const CLIENT_RULE: ThrottleRule = {max: 50, windowMs: 15 * MINUTE, baseLockMs: 15 * MINUTE, maxLockMs: 60 * MINUTE};
/** One reset e-mail per address per 15 minutes. */
export const RESET_EMAIL_RULE: ThrottleRule = {max: 1, windowMs: 15 * MINUTE, baseLockMs: 15 * MINUTE, maxLockMs: 60 * MINUTE};
/** 10 reset requests from one client in 15 minutes, across any e-mails. */
export const RESET_CLIENT_RULE: ThrottleRule = {max: 10, windowMs: 15 * MINUTE, baseLockMs: 15 * MINUTE, maxLockMs: 60 * MINUTE};

export const TOO_MANY_ATTEMPTS =
  'Too many attempts to sign in. For your security, please wait a few minutes and try again, or reset your password.';

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please wait a few minutes and try again.';

export interface ThrottleState {
  /** Times of the attempts counted inside the window, oldest first. */
  failures: number[];
  /** Refuse attempts until this time (0: not locked). */
  lockedUntil: number;
}

export const EMPTY_STATE: ThrottleState = {failures: [], lockedUntil: 0};

/** `remaining`: attempts still allowed after this one (0: this was the last before the lock). */
export type Verdict = {allowed: true; remaining?: number} | {allowed: false; retryAfterSeconds: number};

/** Whether an attempt may go to the platform now; if not, how long to wait. */
export function checkAttempt(state: ThrottleState, now: number): Verdict {
  if (state.lockedUntil > now) return {allowed: false, retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000)};
  return {allowed: true};
}

/** The state after a counted attempt. */
export function recordFailure(state: ThrottleState, now: number, rule: ThrottleRule = ACCOUNT_RULE): ThrottleState {
  const failures = [...state.failures.filter((t) => now - t < rule.windowMs), now];
  if (failures.length < rule.max) return {failures, lockedUntil: 0};
  const lock = Math.min(rule.baseLockMs * 2 ** (failures.length - rule.max), rule.maxLockMs);
  return {failures, lockedUntil: now + lock};
}

/**
 * Check and count in one step: the verdict, and the state to store. A refused
 * attempt leaves the state as it was; an allowed one is counted at once.
 */
export function acquire(state: ThrottleState, now: number, rule: ThrottleRule): {verdict: Verdict; state: ThrottleState} {
  const verdict = checkAttempt(state, now);
  if (!verdict.allowed) return {verdict, state};
  const next = recordFailure(state, now, rule);
  return {verdict: {allowed: true, remaining: Math.max(0, rule.max - next.failures.length)}, state: next};
}

/**
 * Gives one counted attempt back (it turned out to be a success, or another
 * limit refused it before it reached the platform); the lock is recomputed.
 */
export function release(state: ThrottleState, now: number, rule: ThrottleRule): ThrottleState {
  const failures = state.failures.filter((t) => now - t < rule.windowMs).slice(0, -1);
  if (failures.length < rule.max) return {failures, lockedUntil: 0};
  return {failures, lockedUntil: state.lockedUntil};
}

/** Whether the state holds nothing worth storing any more. */
export function isSpent(state: ThrottleState, now: number, rule: ThrottleRule): boolean {
  return state.lockedUntil <= now && state.failures.every((t) => now - t >= rule.windowMs);
}

/** Reads a stored state defensively (anything malformed counts as empty). */
export function parseState(raw: unknown): ThrottleState {
  if (!raw || typeof raw !== 'object') return EMPTY_STATE;
  const value = raw as Partial<ThrottleState>;
  const failures = Array.isArray(value.failures) ? value.failures.filter((t): t is number => typeof t === 'number') : [];
  return {failures, lockedUntil: typeof value.lockedUntil === 'number' ? value.lockedUntil : 0};
}

/** A rule sent to the limiter, read defensively (unknown shapes: null). */
export function parseRule(raw: unknown): ThrottleRule | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const keys = ['max', 'windowMs', 'baseLockMs', 'maxLockMs'] as const;
  if (!keys.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]) && (value[key] as number) > 0)) return null;
  return {
    max: value.max as number,
    windowMs: value.windowMs as number,
    baseLockMs: value.baseLockMs as number,
    maxLockMs: value.maxLockMs as number,
  };
}

/**
 * The client address to count attempts by. Only a header the
 * runtime itself sets is trusted, and only when the deployment names it in
 * `CLIENT_IP_HEADER`: on Cloudflare `CF-Connecting-IP` (the edge overwrites
 * what the client sent), on Oxygen `Oxygen-Buyer-IP`. Anything else — the
 * local server, where miniflare and mini-oxygen keep a client's own
 * `CF-Connecting-IP`/`Oxygen-Buyer-IP` — counts every request in one bucket,
 * so rotating a header gains nothing.
 */
export const TRUSTED_CLIENT_IP_HEADERS = ['CF-Connecting-IP', 'Oxygen-Buyer-IP'] as const;
export const LOCAL_CLIENT = 'local';

export function clientAddress(headers: Headers, trustedHeader: string | undefined): string {
  const header = TRUSTED_CLIENT_IP_HEADERS.find((name) => name.toLowerCase() === trustedHeader?.trim().toLowerCase());
  if (!header) return LOCAL_CLIENT;
  return headers.get(header)?.trim() || 'unknown';
}
