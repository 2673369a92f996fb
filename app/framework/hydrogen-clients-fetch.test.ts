import type {HydrogenSession} from '@shopify/hydrogen';
import * as developmentBuild from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {expectInternal} from './canary';
import {interceptFetch} from './fetch-layer';

/**
 * Canaries for the worker's fetch layer: Hydrogen's Storefront and Customer Account clients take
 * no fetch of their own, so the shop's timeouts, retries, outage answers and the move of Shopify's
 * account URLs to the configured provider reach their requests only if the clients look the global
 * `fetch` up when they make a request. Both builds of the package are checked: the development one
 * (tests, the dev server) and the production one the worker bundle is made from. Each is imported
 * before the layer is installed, as in the worker, where the entry module installs it.
 */
type Hydrogen = typeof developmentBuild;
const productionBuild = (await import(
  /* @vite-ignore */ new URL('../../node_modules/@shopify/hydrogen/dist/production/index.js', import.meta.url).href
)) as Hydrogen;
const BUILDS: Array<[string, Hydrogen]> = [
  ['development', developmentBuild],
  ['production (the worker bundle)', productionBuild],
];

/** The layer answers; the fetch underneath only notes what went past the layer. */
function installRecordingLayer(answer: () => Response) {
  const seen: string[] = [];
  const inits: Array<RequestInit | undefined> = [];
  const bypassed: string[] = [];
  const href = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    bypassed.push(href(input));
    return new Response('not from the layer', {status: 418});
  });
  interceptFetch(globalThis, (input, init) => {
    seen.push(href(input));
    inits.push(init);
    return Promise.resolve(answer());
  });
  return {seen, bypassed, inits};
}

/**
 * Whether a call's `init` has the shape the layer reads (app/infra/resilient-fetch.ts): a POST whose
 * body is a JSON string with the GraphQL document in `query`. From it the layer tells a read (retried
 * once) from a write and names the operation; a body in another form would make every call a write
 * with no name, without any error.
 */
function hasGraphqlBody(init: RequestInit | undefined, operation: string): boolean {
  if (init?.method?.toUpperCase() !== 'POST' || typeof init.body !== 'string') return false;
  try {
    const query = (JSON.parse(init.body) as {query?: unknown}).query;
    return typeof query === 'string' && query.includes(operation);
  } catch {
    return false;
  }
}

const BODY_SHAPE = {
  why: "the worker's fetch layer reads the request body as a JSON string with `query` (defaultIsRead, graphqlOperationType, withOperationName in app/infra/resilient-fetch.ts): that is how a read gets its one retry and every call its operation name",
  whatToDo:
    'teach resilient-fetch.ts the new body form (a Request object, a stream, persisted queries) and extend its tests with it, then update this canary',
};

/** The call's outcome, or `'no answer'` when a request that bypassed every fetch here found no server. */
async function settle<T>(call: Promise<T>): Promise<{value?: T; error?: unknown} | 'no answer'> {
  const late = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 3000));
  return Promise.race([
    call.then(
      (value) => ({value}),
      (error: unknown) => ({error}),
    ),
    late,
  ]);
}

describe.each(BUILDS)(
  'canary: Hydrogen (%s build) calls the global fetch at call time',
  (_build, {createStorefrontClient, createCustomerAccountClient}) => {
    afterEach(() => vi.unstubAllGlobals());

    it("createStorefrontClient's queries go through the worker's fetch layer", async () => {
      // A port nothing listens on: a request that skipped both fetches here fails at once.
      const storeDomain = 'http://127.0.0.1:9';
      const {seen, bypassed, inits} = installRecordingLayer(() => Response.json({data: {shop: {name: 'From the layer'}}}));
      const {storefront} = createStorefrontClient({
        storeDomain,
        privateStorefrontToken: 'canary-token',
        // Never used (the query is not cached): there only so the client does not warn about its absence.
        cache: {} as Cache,
        storefrontApiVersion: '2025-04',
        i18n: {language: 'EN', country: 'US'},
        logErrors: false,
      });
      const outcome = await settle(
        storefront.query<{shop: {name: string}}>('query CanaryShop { shop { name } }', {cache: storefront.CacheNone()}),
      );
      const sawQuery = seen.length === 1 && /^http:\/\/127\.0\.0\.1:9\/api\/2025-04\/graphql\.json$/.test(seen[0]!);
      expectInternal(sawQuery && bypassed.length === 0 && outcome !== 'no answer' && outcome.value?.shop.name === 'From the layer', {
        internal:
          "@shopify/hydrogen createStorefrontClient: storefront.query/mutate call the global `fetch` when they run (fetchWithServerCache's `fetch(url, requestInit)`)",
        why: "the worker's fetch layer (app/framework/fetch-layer.ts, installed by server.ts) gives every Storefront API call its timeout, one retry of a read, the operation name and the outage/refusal answers; a fetch captured at import would skip all of it",
        whatToDo:
          'pass the resilient fetch through a `fetch` option if Hydrogen gains one (createStorefrontClient / createHydrogenContext); otherwise wrap storefront.query and storefront.mutate in app/server/context.server.ts with the same rules',
      });
      expectInternal(hasGraphqlBody(inits[0], 'CanaryShop'), {
        ...BODY_SHAPE,
        internal:
          '@shopify/hydrogen createStorefrontClient: a query is `fetch(url, {method: "POST", body: JSON.stringify({query, variables})})`',
      });
      expect(seen).toHaveLength(1);
    });

    it("createCustomerAccountClient's API calls go through the worker's fetch layer", async () => {
      const {seen, bypassed, inits} = installRecordingLayer(() => Response.json({data: {customer: {id: 'gid://shopify/Customer/1'}}}));
      const token = {accessToken: 'canary-access', expiresAt: String(Date.now() + 3_600_000), refreshToken: 'r', idToken: 'i'};
      // A session holding a signed-in customer whose token is good for an hour.
      const session = {
        get: (key: string) => (key === 'customerAccount' ? token : undefined),
        set: () => {},
        unset: () => {},
        commit: async () => '',
      } as unknown as HydrogenSession;
      const client = createCustomerAccountClient({
        session,
        request: new Request('https://shop.test/account'),
        customerAccountId: 'canary-client',
        shopId: '1000000001',
        logErrors: false,
      });
      const outcome = await settle(client.query('query CanaryCustomer { customer { id } }'));
      const sawQuery = seen.length === 1 && /^https:\/\/shopify\.com\/1000000001\/account\/customer\/api\/[^/]+\/graphql$/.test(seen[0]!);
      expectInternal(sawQuery && bypassed.length === 0 && outcome !== 'no answer' && outcome.error === undefined, {
        internal:
          "@shopify/hydrogen createCustomerAccountClient: query/mutate and the token calls call the global `fetch` with Shopify's own URLs (`https://shopify.com/<shop id>/…`) when they run",
        why: "the worker's fetch layer moves those URLs to the configured provider (the local platform) and gives the calls the backend timeout, one retry of a read and refusals as StorefrontCallError; without it sign-in against the platform breaks and an unreachable provider hangs a page",
        whatToDo:
          "pass a fetch (or the provider's base URL) to createCustomerAccountClient if Hydrogen gains such an option; otherwise wrap the client's calls in app/features/account/customer-account.server.ts",
      });
      expectInternal(hasGraphqlBody(inits[0], 'CanaryCustomer'), {
        ...BODY_SHAPE,
        internal:
          '@shopify/hydrogen createCustomerAccountClient: a query is `fetch(url, {method: "POST", body: JSON.stringify({query, variables})})`',
      });
      expect(seen).toHaveLength(1);
    });
  },
);
