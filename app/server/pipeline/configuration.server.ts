import {hasBearer} from '~/infra/secrets';
import type {Logger} from '~/infra/observability';
import {deployConfigProblems, logSettingProblems, misconfiguredResponse} from '~/server/security/deploy-config.server';
import {HEALTHZ_PATH, checkBackends, healthResponse} from '../healthz.server';
import {MAINTENANCE_PATH} from '../maintenance.server';
import {shopConfig} from '../env.server';

/**
 * The answer before any page work: `/healthz` for the operator's monitor, or the 503 of a shop
 * whose settings or signing secrets are missing or unsafe. Null when the shop may serve the request.
 */
export async function configurationAnswer(request: Request, env: Env, log: Logger): Promise<Response | null> {
  const config = shopConfig(env);
  // A required setting missing or malformed: named in the log once per isolate, never on the page.
  logSettingProblems(config, log);
  // A deployment with a missing or default signing secret serves nothing (docs/security.md).
  const problems = [...config.problems, ...deployConfigProblems(request, env)];
  if (new URL(request.url).pathname === HEALTHZ_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
    // With the health token the answer (and the log, again) names the settings to fix.
    const detail = hasBearer(request, config.tokens.healthz);
    if (detail) logSettingProblems(config, log, true);
    if (problems.length > 0) return notConfiguredHealth(detail ? problems : null);
    const health = await checkBackends(config);
    const {mode, problems: accountProblems} = config.customerAccounts;
    return healthResponse(detail ? {...health, settings: [], customerAccounts: {mode, problems: accountProblems}} : health);
  }
  if (problems.length > 0) return misconfiguredResponse(deployConfigProblems(request, env));
  return null;
}

/** `/healthz` of a shop that is not configured: 503; the setting names only for the health token. */
function notConfiguredHealth(problems: string[] | null): Response {
  return new Response(JSON.stringify({status: 'not configured', ...(problems ? {settings: problems} : {})}), {
    status: 503,
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/**
 * 5xx answers that are no error to report: planned downtime (the maintenance page), the health
 * check's own verdict (the monitor alerts on it), and a shop that is not configured (logged by name).
 */
export function expectedUnavailable(route: string, request: Request, env: Env): boolean {
  return (
    route === MAINTENANCE_PATH ||
    route === HEALTHZ_PATH ||
    shopConfig(env).problems.length > 0 ||
    deployConfigProblems(request, env).length > 0
  );
}
