import {describe, expect, it} from 'vitest';
import {StorefrontCallError, withOutagePage, isOutageStatus, storefrontCallError} from './outage';

describe('Storefront refusals that are not an outage', () => {
  it('tells outages (5xx, 408, 409, 425, 429, 430) from refusals', () => {
    for (const status of [500, 502, 503, 504, 408, 409, 425, 429, 430]) expect(isOutageStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 402, 403, 404, 423]) expect(isOutageStatus(status), String(status)).toBe(false);
  });

  it('raises the first error message, or "GraphQL Error (Code: <status>)" when there is none', () => {
    expect(storefrontCallError(403, '{}')?.message).toBe('GraphQL Error (Code: 403)');
    expect(storefrontCallError(404, 'Not Found')?.message).toBe('GraphQL Error (Code: 404)');
    expect(storefrontCallError(400, '{"errors":[{"message":""}]}')?.message).toBe('GraphQL Error (Code: 400)');
    expect(storefrontCallError(401, '{"errors":"[API] Invalid API key or access token"}')?.message).toBe(
      '[API] Invalid API key or access token',
    );
    expect(storefrontCallError(402, '{"errors":[{"message":"Unavailable Shop"},{"message":"x"}]}')?.message).toBe('Unavailable Shop');
    expect(storefrontCallError(402, '{}')?.status).toBe(402);
    expect(storefrontCallError(200, '{}')).toBeNull();
    expect(storefrontCallError(503, '{}')).toBeNull();
    expect(storefrontCallError(429, '{}')).toBeNull();
  });

  it('withOutagePage lets a refusal through as itself and turns anything else into the 503 answer', async () => {
    const refused = withOutagePage(async () => {
      throw new StorefrontCallError(403, 'GraphQL Error (Code: 403)');
    }, 'commerce');
    await expect(refused()).rejects.toBeInstanceOf(StorefrontCallError);
    const down = withOutagePage(async () => {
      throw new TypeError('fetch failed');
    }, 'commerce');
    await expect(down()).rejects.toMatchObject({status: 503});
  });
});
