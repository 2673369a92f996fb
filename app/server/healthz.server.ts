import {StorefrontCallError} from '~/infra/outage';
import type {ShopConfig} from './env.server';

/** A health check never waits longer than this for one backend. */
export const HEALTH_TIMEOUT_MS = 2000;
export const HEALTHZ_PATH = '/healthz';

export interface BackendHealth {
  status: 'up' | 'down';
  latencyMs: number;
  /** Why it counts as down (status code, timeout, unreachable); never a stack. */
  error?: string;
}

export interface Health {
  status: 'ok' | 'degraded';
  backends: {storefront: BackendHealth; content: BackendHealth};
  /** With the health token: the settings that are missing or malformed (none when it answers). */
  settings?: string[];
  /**
   * With the health token: the customer accounts in use and, when the variables asked for new
   * customer accounts but were wrong or incomplete, why the shop kept the legacy ones.
   */
  customerAccounts?: {mode: string; problems: string[]};
}

/** The settings a health check reads (app/server/env.server.ts). */
export type HealthConfig = Pick<ShopConfig, 'storeOrigin' | 'publicStorefrontToken' | 'content'>;

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Checks the storefront (a one-field GraphQL query) and content (one entry)
 * backends in parallel, each within `timeoutMs`: `up` means it answered 200
 * with the JSON it should.
 */
export async function checkBackends(
  config: HealthConfig,
  {
    fetcher = fetch,
    timeoutMs = HEALTH_TIMEOUT_MS,
    now = () => Date.now(),
  }: {fetcher?: Fetcher; timeoutMs?: number; now?: () => number} = {},
): Promise<Health> {
  const probe = async (run: (signal: AbortSignal) => Promise<string | null>): Promise<BackendHealth> => {
    const started = now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(`no answer within ${timeoutMs} ms`);
      }, timeoutMs);
    });
    // The resilient Storefront fetch raises a refusal that is not an outage (a wrong token's 401) as an error.
    const failed = (error: unknown) => (error instanceof StorefrontCallError ? `answered ${error.status}` : 'unreachable');
    const problem = await Promise.race([run(controller.signal).catch(failed), timeout]);
    clearTimeout(timer);
    const latencyMs = Math.max(0, Math.round(now() - started));
    return problem ? {status: 'down', latencyMs, error: problem} : {status: 'up', latencyMs};
  };

  const storefront = probe(async (signal) => {
    const origin = config.storeOrigin;
    if (!origin) return 'PUBLIC_STORE_DOMAIN is not set';
    const response = await fetcher(`${origin}/api/2023-04/graphql.json`, {
      method: 'POST',
      signal,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Shopify-Storefront-Access-Token': config.publicStorefrontToken,
      },
      body: JSON.stringify({query: 'query Healthz { shop { name } }'}),
    });
    if (!response.ok) return `answered ${response.status}`;
    const body = (await response.json().catch(() => null)) as {data?: {shop?: {name?: unknown}}} | null;
    return typeof body?.data?.shop?.name === 'string' ? null : 'answered without shop data';
  });

  const content = probe(async (signal) => {
    const {origin, spaceId, environment, deliveryToken} = config.content;
    if (!origin || !spaceId) return 'CONTENT_SPACE_ID is not set';
    const path = `/spaces/${encodeURIComponent(spaceId)}/environments/${encodeURIComponent(environment)}/entries?limit=1`;
    const response = await fetcher(`${origin}${path}`, {
      signal,
      headers: {Authorization: `Bearer ${deliveryToken}`, Accept: 'application/json'},
    });
    if (!response.ok) return `answered ${response.status}`;
    const body = (await response.json().catch(() => null)) as {items?: unknown} | null;
    return Array.isArray(body?.items) ? null : 'answered without entries';
  });

  const backends = {storefront: await storefront, content: await content};
  const allUp = backends.storefront.status === 'up' && backends.content.status === 'up';
  return {status: allUp ? 'ok' : 'degraded', backends};
}

/** `/healthz`: JSON, 200 when every backend is up, 503 when one is down; never cached. */
export function healthResponse(health: Health): Response {
  return new Response(JSON.stringify(health), {
    status: health.status === 'ok' ? 200 : 503,
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}
