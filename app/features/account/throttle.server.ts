import {ACCOUNT_RULE, CLIENT_RULE, RESET_CLIENT_RULE, RESET_EMAIL_RULE, type ThrottleRule, type Verdict} from './throttle';
import {limiterFor, sha256Hex, type Limiter} from './limiter.server';

type ThrottleEnv = Pick<Env, 'LOGIN_LIMITER'>;

/**
 * Takes a slot under two limits, the client's first. When the second refuses,
 * the first slot is given back: nothing reached the platform.
 */
async function acquireBoth(limiter: Limiter, outer: [string, ThrottleRule], inner: [string, ThrottleRule]): Promise<Verdict> {
  const first = await limiter.acquire(...outer);
  if (!first.allowed) return first;
  const second = await limiter.acquire(...inner);
  if (!second.allowed) {
    await limiter.release(...outer);
    return second;
  }
  return {allowed: true, remaining: Math.min(first.remaining ?? Infinity, second.remaining ?? Infinity)};
}

/**
 * Login attempts: at most 5 for one e-mail from one client
 * and 50 from one client across all e-mails in 15 minutes. `attempt` counts
 * before the platform is asked; `succeeded` clears the e-mail's counter and
 * gives the client's slot back, so only failures count. `client` is the
 * address this deployment trusts (`context.client`, see `clientAddress`).
 */
export async function loginThrottle(env: ThrottleEnv, email: string, client: string) {
  const limiter = limiterFor(env);
  const clientKey: [string, ThrottleRule] = [`login-client:${await sha256Hex(client)}`, CLIENT_RULE];
  const accountKey: [string, ThrottleRule] = [`login:${await sha256Hex(`${email.trim().toLowerCase()}|${client}`)}`, ACCOUNT_RULE];
  return {
    attempt: () => acquireBoth(limiter, clientKey, accountKey),
    succeeded: async () => {
      await Promise.all([limiter.reset(accountKey[0]), limiter.release(...clientKey)]);
    },
  };
}

/**
 * Password reset requests: one e-mail per address per 15
 * minutes, whoever asks, and 10 requests from one client.
 */
export async function resetThrottle(env: ThrottleEnv, email: string, client: string) {
  const limiter = limiterFor(env);
  const clientKey: [string, ThrottleRule] = [`reset-client:${await sha256Hex(client)}`, RESET_CLIENT_RULE];
  const emailKey: [string, ThrottleRule] = [`reset:${await sha256Hex(email.trim().toLowerCase())}`, RESET_EMAIL_RULE];
  return {
    /** Whether the client may ask at all (a refusal is shown). */
    client: () => limiter.acquire(...clientKey),
    /** Whether this address may get another e-mail now (a refusal is silent: the answer never tells). */
    email: () => limiter.acquire(...emailKey),
  };
}
