import {isLocalHost} from '~/infra/request-origin';
import type {Logger} from '~/infra/observability';

/**
 * The keys the shop itself signs with: whoever knows one forges the session
 * cookie or `og_auth` (any customer's subscriptions). The local defaults in
 * `.env.example` all start with `local-`.
 */
export const SIGNING_SECRETS = ['SESSION_SECRET', 'SUBSCRIPTIONS_AUTH_KEY'] as const;

/** Shorter than this is guessable; production values are random (`openssl rand -hex 32`). */
export const MIN_SECRET_LENGTH = 32;

type SecretEnv = Partial<Record<(typeof SIGNING_SECRETS)[number], string>>;

/**
 * The signing secrets that are missing, a local default or too short. The subscriptions key
 * only counts when set: without it subscriptions are off, the rest of the shop still serves.
 */
export function unsafeSecrets(env: SecretEnv): string[] {
  return SIGNING_SECRETS.filter((name) => {
    const value = env[name]?.trim() ?? '';
    if (name === 'SUBSCRIPTIONS_AUTH_KEY' && !value) return false;
    return value.length < MIN_SECRET_LENGTH || value.startsWith('local-');
  });
}

/**
 * Outside localhost the shop serves nothing until its signing secrets are
 * real: the names of the unsafe ones, or an empty list. On localhost the
 * local defaults are fine (the embedded platform, `npm start`, the tests).
 */
export function deployConfigProblems(request: Request, env: SecretEnv): string[] {
  return isLocalHost(request) ? [] : unsafeSecrets(env);
}

let logged = false;

/** The 503 a misconfigured deployment answers; the operator's detail goes to the log, once per isolate. */
export function misconfiguredResponse(problems: string[]): Response {
  if (!logged && problems.length) {
    logged = true;
    console.error(
      `Refusing to serve: ${problems.join(', ')} missing, too short or a local default. ` +
        'Set each with `wrangler secret put NAME --env production` (Cloudflare) or in the Oxygen environment.',
    );
  }
  return new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop not available</title></head>' +
      '<body><main><h1>Shop not available</h1><p>This shop is not configured yet. Please come back later.</p></main></body></html>',
    {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '3600'}},
  );
}

const reported = new WeakSet<object>();

/**
 * The settings that are missing or malformed, named in one log line (never a value): on the
 * isolate's first request (its start-up; a worker has its bindings only then) and again on each
 * `/healthz` call with the health token. Returns true when the line was written.
 */
export function logSettingProblems(config: {problems: string[]}, log: Pick<Logger, 'log'>, again = false) {
  if (!config.problems.length || (reported.has(config) && !again)) return false;
  reported.add(config);
  log.log('error', 'shop not configured', {
    problems: config.problems,
    fix: 'set each in wrangler.toml [vars] or with `wrangler secret put NAME` (Cloudflare), or in the Oxygen environment; docs/configuration.md',
  });
  return true;
}
