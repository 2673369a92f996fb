import {afterEach, describe, expect, it, vi} from 'vitest';
import {interceptFetch} from '~/framework/fetch-layer';
import {
  MALFORMED_STATUS,
  RETRYABLE_STATUSES,
  backendTimeout,
  createResilientFetch,
  graphqlOperationType,
  isThrottledBody,
  storefrontApiCall,
} from './resilient-fetch';

const QUERY = JSON.stringify({query: 'query Shop { shop { name } }'});
const MUTATION = JSON.stringify({query: 'mutation CartCreate { cartCreate { cart { id } } }'});
const post = (body: string): RequestInit => ({method: 'POST', body});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});
const noSleep = () => Promise.resolve();

/** A fake backend that answers from a script and counts the calls. */
function backend(...answers: Array<() => Response | Promise<Response>>) {
  let calls = 0;
  const fake = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (init?.signal?.aborted) throw init.signal.reason;
    return answer();
  }) as typeof fetch;
  return {fetch: fake, calls: () => calls};
}

describe('graphqlOperationType', () => {
  it('reads the first keyword of the document', () => {
    expect(graphqlOperationType(QUERY)).toBe('query');
    expect(graphqlOperationType(MUTATION)).toBe('mutation');
    expect(graphqlOperationType(JSON.stringify({query: '# note\n  mutation X { a }'}))).toBe('mutation');
    expect(graphqlOperationType(JSON.stringify({query: '{ shop { name } }'}))).toBe('query');
    expect(graphqlOperationType(JSON.stringify({query: 'fragment F on Cart { id } mutation M { a { ...F } }'}))).toBe('mutation');
    expect(graphqlOperationType(JSON.stringify({query: 'fragment F on Product { id } query Q { product { ...F } }'}))).toBe('query');
    expect(graphqlOperationType('not json')).toBe('query');
  });
});

describe('isThrottledBody', () => {
  it('spots Shopify’s THROTTLED error by code or message', () => {
    expect(isThrottledBody({errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]})).toBe(true);
    expect(isThrottledBody({errors: [{message: 'Throttled'}]})).toBe(true);
    expect(isThrottledBody({errors: [{message: 'Field missing'}]})).toBe(false);
    expect(isThrottledBody({data: {}})).toBe(false);
  });
});

describe('backendTimeout', () => {
  it('defaults to 5 s and never allows more', () => {
    expect(backendTimeout(undefined)).toBe(5000);
    expect(backendTimeout('800')).toBe(800);
    expect(backendTimeout('60000')).toBe(5000);
    expect(backendTimeout('nonsense')).toBe(5000);
  });
});

describe('createResilientFetch', () => {
  it('retries a read once on each retryable status, then gives up with that status', async () => {
    for (const status of RETRYABLE_STATUSES) {
      const api = backend(() => json({errors: [{message: 'down'}]}, status));
      const response = await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/api/2023-04/graphql.json', post(QUERY));
      expect(response.status).toBe(status);
      expect(api.calls()).toBe(2);
    }
  });

  it('returns the second answer when the retry succeeds', async () => {
    const api = backend(
      () => json({}, 503),
      () => json({data: {shop: {name: 'Oral Care'}}}),
    );
    const response = await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/g', post(QUERY));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({data: {shop: {name: 'Oral Care'}}});
  });

  it('never retries a write', async () => {
    const api = backend(() => json({}, 503));
    const response = await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/g', post(MUTATION));
    expect(response.status).toBe(503);
    expect(api.calls()).toBe(1);
  });

  it('treats any POST that is not a GraphQL query as a write (never retried)', async () => {
    for (const body of [JSON.stringify({sellingPlanId: 'gid://shopify/SellingPlan/1'}), 'a=b']) {
      const api = backend(() => json({}, 503));
      await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/subscriptions/1/skip', post(body));
      expect(api.calls()).toBe(1);
    }
  });

  it('does not retry other errors (400, 401, 404, 430)', async () => {
    for (const status of [400, 401, 404, 430]) {
      const api = backend(() => json({}, status));
      const response = await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/g', post(QUERY));
      expect(response.status).toBe(status);
      expect(api.calls()).toBe(1);
    }
  });

  it('treats a Throttled GraphQL error like a 429: one retry, then status 429', async () => {
    const throttled = () => json({errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]});
    const api = backend(throttled);
    const response = await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/g', post(QUERY));
    expect(response.status).toBe(429);
    expect(api.calls()).toBe(2);
  });

  it('turns a malformed JSON body into a 502 (so no cache keeps it)', async () => {
    const api = backend(() => new Response('{"data": {', {headers: {'Content-Type': 'application/json'}}));
    const response = await createResilientFetch(api.fetch, {sleep: noSleep})('https://x/g', post(QUERY));
    expect(response.status).toBe(MALFORMED_STATUS);
    expect(api.calls()).toBe(2);
  });

  it('leaves a non-JSON answer alone when JSON is only expected when declared', async () => {
    const api = backend(() => new Response('<html></html>', {headers: {'Content-Type': 'text/html'}}));
    const response = await createResilientFetch(api.fetch, {expectJson: 'when-declared'})('https://x/entries');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html></html>');
  });

  it('retries a refused connection once and then throws its error', async () => {
    const api = backend(() => {
      throw new TypeError('fetch failed');
    });
    await expect(createResilientFetch(api.fetch, {sleep: noSleep})('https://x/g', post(QUERY))).rejects.toThrow('fetch failed');
    expect(api.calls()).toBe(2);
  });

  it('gives up on a hung backend after the timeout, without a retry', async () => {
    const hung = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    let calls = 0;
    const counted = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      return hung(input, init);
    }) as typeof fetch;
    const started = Date.now();
    await expect(createResilientFetch(counted, {timeoutMs: 100, sleep: noSleep})('https://x/g', post(QUERY))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toBe(1);
  });
});

describe('storefrontApiCall', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the store’s GraphQL endpoint only, with one retry of a read', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return json({}, 503);
    });
    const api = 'http://localhost:3100/api/2023-04/graphql.json';
    interceptFetch(globalThis, (input, init, underneath) =>
      storefrontApiCall(input, init, underneath, {storeDomain: 'http://localhost:3100', timeoutMs: 1000, backoffMs: 0}),
    );
    expect((await fetch(api, post(QUERY))).status).toBe(503);
    expect(seen).toEqual([api, api]); // one retry
    seen.length = 0;
    await fetch('http://localhost:3100/outbox/messages', post(QUERY));
    await fetch('http://elsewhere.test/api/2023-04/graphql.json', post(QUERY));
    expect(seen).toHaveLength(2); // not the store's API: straight through, no retry
  });

  it('names the operation and raises a refusal that is not an outage as a call error', async () => {
    const bodies: string[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return json({errors: [{message: 'Access denied'}]}, 403);
    });
    const call = storefrontApiCall('https://shop.example/api/2023-04/graphql.json', post(QUERY), fetch, {
      storeDomain: 'shop.example',
      timeoutMs: 1000,
    });
    await expect(call).rejects.toMatchObject({name: 'StorefrontCallError', status: 403, message: 'Access denied'});
    expect(JSON.parse(bodies[0]!)).toMatchObject({operationName: 'Shop'});
    expect(
      storefrontApiCall('https://shop.example/api/2023-04/graphql.json', post(QUERY), fetch, {storeDomain: '', timeoutMs: 1000}),
    ).toBeUndefined();
  });
});
