import {afterEach, describe, expect, it, vi} from 'vitest';
import {backendCall, withBackendFetch, type BackendFetchSettings} from './backend-fetch';

const QUERY = {method: 'POST', body: JSON.stringify({query: 'query Shop { shop { name } }'})};
const API = 'http://localhost:3100/api/2023-04/graphql.json';
const ACCOUNT_API = 'https://shopify.com/1/account/customer/api/2025-04/graphql';
const PLATFORM = 'http://localhost:3100/customer-accounts';
const context = {waitUntil() {}, passThroughOnException() {}} as unknown as ExecutionContext;

/** A global fetch that answers 503 to everything and notes what it was asked for. */
function downstream() {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return Response.json({}, {status: 503});
  });
  return seen;
}

describe('backendCall', () => {
  afterEach(() => vi.unstubAllGlobals());

  const settings: BackendFetchSettings = {storeDomain: 'http://localhost:3100', timeoutMs: 1000, customerAccountProvider: PLATFORM};

  it('sends Storefront API calls and Shopify account calls through their rules, and nothing else', async () => {
    const seen = downstream();
    expect((await backendCall(API, QUERY, fetch, settings))?.status).toBe(503);
    expect(seen).toEqual([API, API]); // a read, tried once more
    seen.length = 0;
    expect((await backendCall(ACCOUNT_API, QUERY, fetch, settings))?.status).toBe(503);
    expect(seen).toEqual([`${PLATFORM}/1/account/customer/api/2025-04/graphql`, `${PLATFORM}/1/account/customer/api/2025-04/graphql`]);
    expect(backendCall('http://localhost:3100/outbox/messages', QUERY, fetch, settings)).toBeUndefined();
  });

  it('leaves Shopify account URLs alone when the shop does not use the Customer Account API', () => {
    expect(backendCall(ACCOUNT_API, QUERY, fetch, {...settings, customerAccountProvider: null})).toBeUndefined();
  });
});

describe('withBackendFetch (the entry)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('installs the layer once and gives it the settings the bindings name before the handler runs', async () => {
    const seen = downstream();
    const settingsOf = vi.fn((bindings: {store: string}) => ({
      storeDomain: bindings.store,
      timeoutMs: 1000,
      customerAccountProvider: null,
    }));
    const handler = withBackendFetch(async () => fetch(API, QUERY), settingsOf);
    // Before the first request the layer has no store: everything goes straight through.
    await fetch(API, QUERY);
    expect(seen).toEqual([API]);
    seen.length = 0;
    const env = {store: 'http://localhost:3100'};
    expect((await handler(new Request('http://shop.test/'), env, context)).status).toBe(503);
    expect(seen).toEqual([API, API]); // resilient: one retry of a read
    seen.length = 0;
    // The entry evaluated again (the dev server reloading it): still one layer, no second retry.
    const again = withBackendFetch(async () => fetch(API, QUERY), settingsOf);
    await again(new Request('http://shop.test/'), env, context);
    expect(seen).toEqual([API, API]);
    expect(settingsOf).toHaveBeenCalledTimes(2);
  });
});
