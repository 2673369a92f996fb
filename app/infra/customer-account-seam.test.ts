import {afterEach, describe, expect, it, vi} from 'vitest';
import {interceptFetch} from '~/framework/fetch-layer';
import {customerAccountCall, customerAccountCallError, toProvider, withProviderLocation} from './customer-account-seam';
import {StorefrontCallError} from './outage';

const PLATFORM = 'http://localhost:3100/customer-accounts';

/** The global fetch with the customer account calls in front, as the worker's fetch layer has them. */
const routeCustomerAccountFetch = (base: string, {timeoutMs}: {timeoutMs?: number} = {}) =>
  interceptFetch(globalThis, (input, init, underneath) => customerAccountCall(input, init, underneath, {base, timeoutMs}));

describe('the customer account seam', () => {
  it("moves Shopify's account URLs to the platform and leaves every other URL alone", () => {
    expect(toProvider('https://shopify.com/1000000001/account/customer/api/2025-04/graphql', PLATFORM)).toBe(
      `${PLATFORM}/1000000001/account/customer/api/2025-04/graphql`,
    );
    expect(toProvider('https://shopify.com/authentication/1/oauth/authorize?state=x', PLATFORM)).toBe(
      `${PLATFORM}/authentication/1/oauth/authorize?state=x`,
    );
    expect(toProvider('https://shopify.com.evil.test/x', PLATFORM)).toBe('https://shopify.com.evil.test/x');
    expect(toProvider('http://localhost:3100/api/2023-04/graphql.json', PLATFORM)).toBe('http://localhost:3100/api/2023-04/graphql.json');
    // Shopify as the provider: nothing moves.
    expect(toProvider('https://shopify.com/1/account', 'https://shopify.com')).toBe('https://shopify.com/1/account');
  });

  it("points a login redirect's Location at the platform", () => {
    const response = new Response(null, {status: 302, headers: {Location: 'https://shopify.com/authentication/1/oauth/authorize?a=1'}});
    expect(withProviderLocation(response, PLATFORM).headers.get('Location')).toBe(`${PLATFORM}/authentication/1/oauth/authorize?a=1`);
  });

  describe('a Customer Account API refusal', () => {
    const API = `${PLATFORM}/1000000001/account/customer/api/2025-04/graphql`;
    const body = JSON.stringify({errors: [{message: 'Access denied'}]});

    it('is a call error with the first message for a 4xx that is not an outage', () => {
      for (const status of [400, 403, 404, 422]) {
        const error = customerAccountCallError(API, status, body);
        expect(error).toBeInstanceOf(StorefrontCallError);
        expect(error).toMatchObject({status, message: 'Access denied'});
      }
      expect(customerAccountCallError(API, 403, 'Forbidden')?.message).toBe('GraphQL Error (Code: 403)');
    });

    it('is no call error for an outage, a success, an expired token or a call outside the API', () => {
      for (const status of [200, 408, 429, 430, 500, 502, 503, 504]) expect(customerAccountCallError(API, status, body)).toBeNull();
      // Hydrogen's client signs the customer out on a 401 and sends them to sign in.
      expect(customerAccountCallError(API, 401, body)).toBeNull();
      // The token refresh answers its own refusals (a refused refresh signs the customer out).
      expect(customerAccountCallError(`${PLATFORM}/authentication/1/oauth/token`, 400, body)).toBeNull();
    });
  });

  describe('the fetch layer', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('sends server-side requests for Shopify account URLs to the platform, others unchanged', async () => {
      const seen: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
          return new Response('ok');
        }),
      );
      routeCustomerAccountFetch(PLATFORM);
      await fetch('https://shopify.com/authentication/1/oauth/token', {method: 'POST'});
      await fetch(new Request('https://shopify.com/1/account/customer/api/2025-04/graphql', {method: 'POST', body: '{}'}));
      await fetch('https://example.com/');
      expect(seen).toEqual([
        `${PLATFORM}/authentication/1/oauth/token`,
        `${PLATFORM}/1/account/customer/api/2025-04/graphql`,
        'https://example.com/',
      ]);
    });

    it('keeps Shopify account URLs when Shopify is the provider, with the timeout all the same', async () => {
      const seen: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
          // Never answers: only the timeout ends it.
          return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
        }),
      );
      routeCustomerAccountFetch('https://shopify.com', {timeoutMs: 50});
      const started = Date.now();
      await expect(
        fetch('https://shopify.com/authentication/1/oauth/token', {method: 'POST', body: new URLSearchParams()}),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2000);
      // A write is not tried again.
      expect(seen).toEqual(['https://shopify.com/authentication/1/oauth/token']);
    });

    it('gives a read one more try after a 503, as for the Storefront API', async () => {
      let calls = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => (++calls === 1 ? new Response('down', {status: 503}) : Response.json({data: {customer: null}}))),
      );
      routeCustomerAccountFetch(PLATFORM, {timeoutMs: 1000});
      const response = await fetch('https://shopify.com/1/account/customer/api/2025-04/graphql', {
        method: 'POST',
        body: JSON.stringify({query: 'query { customer { id } }'}),
      });
      expect(response.status).toBe(200);
      expect(calls).toBe(2);
    });

    it('raises an API refusal as a call error and hands an outage or a token refusal back as an answer', async () => {
      const answers = [
        new Response(JSON.stringify({errors: [{message: 'Access denied'}]}), {status: 403}),
        new Response('down', {status: 503}),
        new Response(JSON.stringify({error: 'invalid_grant'}), {status: 400}),
      ];
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answers.shift()!),
      );
      routeCustomerAccountFetch(PLATFORM, {timeoutMs: 1000});
      const write = {method: 'POST', body: JSON.stringify({query: 'mutation { customerUpdate(input: {}) { customer { id } } }'})};
      const api = 'https://shopify.com/1/account/customer/api/2025-04/graphql';
      await expect(fetch(api, write)).rejects.toMatchObject({name: 'StorefrontCallError', status: 403, message: 'Access denied'});
      expect((await fetch(api, write)).status).toBe(503);
      expect((await fetch('https://shopify.com/authentication/1/oauth/token', {method: 'POST'})).status).toBe(400);
    });
  });
});
