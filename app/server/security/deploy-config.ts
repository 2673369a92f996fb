import {isLocalHost} from '~/infra/request-origin';

/**
 * The keys the shop itself signs with: whoever knows one forges the session
 * cookie or `og_auth` (any customer's subscriptions). The local defaults in
 * `.env.example` all start with `local-`.
 */
export const SIGNING_SECRETS = ['SESSION_SECRET', 'SUBSCRIPTIONS_AUTH_KEY'] as const;

/** Shorter than this is guessable; production values are random (`openssl rand -hex 32`). */
export const MIN_SECRET_LENGTH = 32;

type SecretEnv = Partial<Record<(typeof SIGNING_SECRETS)[number], string>>;

/** The signing secrets that are missing, a local default or too short. */
export function unsafeSecrets(env: SecretEnv): string[] {
  return SIGNING_SECRETS.filter((name) => {
    const value = env[name]?.trim() ?? '';
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
  if (!logged) {
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
