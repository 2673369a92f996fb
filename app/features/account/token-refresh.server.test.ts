import {describe, expect, it, vi} from 'vitest';
import type {HydrogenSession} from '@shopify/hydrogen';
import {CUSTOMER_ACCOUNT_SESSION_KEY, refreshDue, refreshWhenDue} from './token-refresh.server';

const NOW = 1_800_000_000_000;
const TOKENS = {accessToken: 'old', expiresAt: String(NOW - 5_000), refreshToken: 'r1', idToken: 'id1'};

function sessionWith(value: unknown) {
  const data = new Map<string, unknown>([
    [CUSTOMER_ACCOUNT_SESSION_KEY, value],
    ['buyer', {customerAccessToken: 'old'}],
  ]);
  return {
    data,
    get: (key: string) => data.get(key),
    set: (key: string, v: unknown) => void data.set(key, v),
    unset: (key: string) => void data.delete(key),
  } as unknown as HydrogenSession & {data: Map<string, unknown>};
}

const refresh = (session: HydrogenSession, fetcher: typeof fetch) =>
  refreshWhenDue({
    session,
    clientId: 'c',
    tokenUrl: 'https://shopify.com/authentication/1/oauth/token',
    origin: 'https://shop',
    fetcher,
    now: NOW,
  });

describe('the access token refresh', () => {
  it('is due a second before the stored expiry, and only with a refresh token', () => {
    expect(refreshDue(TOKENS, NOW)).toBe(true);
    expect(refreshDue({...TOKENS, expiresAt: String(NOW + 60_000)}, NOW)).toBe(false);
    expect(refreshDue({...TOKENS, refreshToken: undefined}, NOW)).toBe(false);
    expect(refreshDue(undefined, NOW)).toBe(false);
  });

  it('stores the new tokens as Hydrogen does (expiry 2 minutes early), keeping the ID token', async () => {
    const session = sessionWith(TOKENS);
    const fetcher = vi.fn(async () => Response.json({access_token: 'new', expires_in: 3600, refresh_token: 'r2'}));
    expect(await refresh(session, fetcher as typeof fetch)).toBe('refreshed');
    expect(session.data.get(CUSTOMER_ACCOUNT_SESSION_KEY)).toEqual({
      accessToken: 'new',
      expiresAt: String(NOW + 3480_000),
      refreshToken: 'r2',
      idToken: 'id1',
    });
    const body = (fetcher.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({grant_type: 'refresh_token', refresh_token: 'r1', client_id: 'c'});
  });

  it('keeps the session and answers the 503 page when the provider is down, slow or failing', async () => {
    for (const fetcher of [
      async () => Promise.reject(new TypeError('fetch failed')),
      async () => new Response('busy', {status: 503}),
      async () => new Response('throttled', {status: 429}),
    ]) {
      const session = sessionWith(TOKENS);
      const thrown = await refresh(session, fetcher as typeof fetch).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
      expect((thrown as Response).headers.get('Retry-After')).toBe('30');
      expect(session.data.get(CUSTOMER_ACCOUNT_SESSION_KEY)).toEqual(TOKENS);
    }
  });

  it('signs out on a refused refresh (invalid_grant): tokens and buyer gone', async () => {
    const session = sessionWith(TOKENS);
    const fetcher = async () => Response.json({error: 'invalid_grant'}, {status: 400});
    expect(await refresh(session, fetcher as typeof fetch)).toBe('signed-out');
    expect(session.data.has(CUSTOMER_ACCOUNT_SESSION_KEY)).toBe(false);
    expect(session.data.has('buyer')).toBe(false);
  });

  it('leaves a token that is not due alone', async () => {
    const session = sessionWith({...TOKENS, expiresAt: String(NOW + 60_000)});
    const fetcher = vi.fn();
    expect(await refresh(session, fetcher as unknown as typeof fetch)).toBe('fresh');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
