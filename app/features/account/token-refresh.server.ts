import type {HydrogenSession} from '@shopify/hydrogen';
import {isOutageStatus, unavailableResponse} from '~/infra/outage';

/**
 * The Customer Account API's access token refresh, done before Hydrogen's client would do it.
 * Hydrogen's client signs the customer out on any failed refresh, an outage included; here a
 * provider that cannot answer (unreachable, timed out, 5xx, throttled) keeps the session and
 * shows the 503 page with its retry, while a refused refresh (a 4xx such as `invalid_grant`)
 * ends the session cleanly, and Hydrogen's client then sends the customer to sign in.
 */

/** Where Hydrogen 2025.4's client keeps the tokens and the cart's buyer in the session. */
export const CUSTOMER_ACCOUNT_SESSION_KEY = 'customerAccount';
export const BUYER_SESSION_KEY = 'buyer';
/** Hydrogen refreshes a token a second before the expiry it stored (itself 2 minutes early). */
const EXPIRY_MARGIN_MS = 1000;
/** Hydrogen stores the expiry 2 minutes before the provider's. */
const EARLY_EXPIRY_SECONDS = 120;

interface StoredTokens {
  accessToken?: string;
  expiresAt?: string;
  refreshToken?: string;
  idToken?: string;
}

export type RefreshOutcome = 'fresh' | 'refreshed' | 'signed-out';

/** True when the stored token is due for a refresh by Hydrogen's own rule. */
export function refreshDue(tokens: StoredTokens | undefined, now: number): boolean {
  if (!tokens?.accessToken || !tokens.expiresAt || !tokens.refreshToken) return false;
  return Number.parseInt(tokens.expiresAt, 10) - EXPIRY_MARGIN_MS < now;
}

/**
 * Refreshes the session's token when it is due. `tokenUrl` is the provider's token endpoint
 * (already moved to the provider); `fetcher` carries the shop's backend timeout. Throws the 503
 * response for an outage, with the session as it was.
 */
export async function refreshWhenDue({
  session,
  clientId,
  tokenUrl,
  origin,
  fetcher,
  now = Date.now(),
}: {
  session: HydrogenSession;
  clientId: string;
  tokenUrl: string;
  /** The shop's https origin, sent as Hydrogen sends it. */
  origin: string;
  fetcher: typeof fetch;
  now?: number;
}): Promise<RefreshOutcome> {
  const tokens = session.get(CUSTOMER_ACCOUNT_SESSION_KEY) as StoredTokens | undefined;
  if (!refreshDue(tokens, now)) return 'fresh';
  const body = new URLSearchParams({grant_type: 'refresh_token', refresh_token: tokens!.refreshToken!, client_id: clientId});
  let response: Response;
  try {
    response = await fetcher(tokenUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: origin},
      body,
    });
  } catch (error) {
    console.error('[account] token refresh failed: provider unreachable', error instanceof Error ? error.message : error);
    throw unavailableResponse('commerce');
  }
  if (isOutageStatus(response.status)) {
    console.error('[account] token refresh failed: provider answered', response.status);
    throw unavailableResponse('commerce');
  }
  const answer = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    expires_in?: unknown;
    refresh_token?: unknown;
    error?: unknown;
  } | null;
  if (!response.ok || typeof answer?.access_token !== 'string' || !answer.access_token) {
    console.warn('[account] token refresh refused; signed out', response.status, typeof answer?.error === 'string' ? answer.error : '');
    session.unset(CUSTOMER_ACCOUNT_SESSION_KEY);
    session.unset(BUYER_SESSION_KEY);
    return 'signed-out';
  }
  const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : 0;
  session.set(CUSTOMER_ACCOUNT_SESSION_KEY, {
    accessToken: answer.access_token,
    expiresAt: String(now + (expiresIn - EARLY_EXPIRY_SECONDS) * 1000),
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : tokens!.refreshToken,
    idToken: tokens!.idToken,
  } satisfies StoredTokens);
  return 'refreshed';
}
