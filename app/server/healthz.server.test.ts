import {describe, expect, it} from 'vitest';
import {storefrontCallError} from '~/infra/outage';
import {parseShopConfig} from './env.server';
import {checkBackends, healthResponse} from './healthz.server';

const ENV = parseShopConfig({
  PUBLIC_STORE_DOMAIN: 'http://platform.test',
  PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
  CONTENT_API_HOST: 'http://content.test',
  CONTENT_SPACE_ID: 'space',
  CONTENT_DELIVERY_TOKEN: 'delivery',
} as Env);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});

describe('checkBackends', () => {
  it('is ok with both backends answering; asks each the right question', async () => {
    const calls: string[] = [];
    const health = await checkBackends(ENV, {
      fetcher: async (url, init) => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        return url.includes('graphql') ? json({data: {shop: {name: 'Oral Care Shop'}}}) : json({items: []});
      },
    });
    expect(health.status).toBe('ok');
    expect(health.backends.storefront).toMatchObject({status: 'up'});
    expect(health.backends.content).toMatchObject({status: 'up'});
    expect(typeof health.backends.content.latencyMs).toBe('number');
    expect(calls.sort()).toEqual([
      'GET http://content.test/spaces/space/environments/master/entries?limit=1',
      'POST http://platform.test/api/2023-04/graphql.json',
    ]);
    const response = healthResponse(health);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is degraded (503) when one backend errors, is unreachable or does not answer in time', async () => {
    const down = await checkBackends(ENV, {fetcher: async (url) => (url.includes('graphql') ? json({}, 502) : json({items: []}))});
    expect(down.status).toBe('degraded');
    expect(down.backends.storefront).toMatchObject({status: 'down', error: 'answered 502'});
    expect(healthResponse(down).status).toBe(503);

    const unreachable = await checkBackends(ENV, {
      fetcher: async (url) => (url.includes('graphql') ? json({data: {shop: {name: 'x'}}}) : Promise.reject(new TypeError('fetch failed'))),
    });
    expect(unreachable.backends.content).toMatchObject({status: 'down', error: 'unreachable'});

    const started = Date.now();
    const slow = await checkBackends(ENV, {
      timeoutMs: 50,
      fetcher: (url, init) => (url.includes('graphql') ? new Promise(() => void init.signal) : Promise.resolve(json({items: []}))),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(slow.backends.storefront).toMatchObject({status: 'down', error: 'no answer within 50 ms'});
    expect(slow.backends.content.status).toBe('up');
  });

  it("names the status of a refusal the resilient Storefront fetch raises as an error (a wrong token's 401)", async () => {
    const health = await checkBackends(ENV, {
      fetcher: async (url) =>
        url.includes('graphql') ? Promise.reject(storefrontCallError(401, '{"errors":"[API] Invalid API key"}')!) : json({items: []}),
    });
    expect(health.backends.storefront).toMatchObject({status: 'down', error: 'answered 401'});
  });

  it('is degraded when a backend is not configured', async () => {
    const health = await checkBackends(parseShopConfig({} as Env), {fetcher: async () => json({})});
    expect(health.backends.storefront).toMatchObject({status: 'down', error: 'PUBLIC_STORE_DOMAIN is not set'});
    expect(health.backends.content).toMatchObject({status: 'down', error: 'CONTENT_SPACE_ID is not set'});
  });
});
