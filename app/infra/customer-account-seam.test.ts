import {afterEach, describe, expect, it, vi} from 'vitest';
import {routeCustomerAccountFetch, toProvider, withProviderLocation} from './customer-account-seam';

const PLATFORM = 'http://localhost:3100/customer-accounts';

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

  describe('the fetch wrapper', () => {
    const original = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = original;
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('oral-care.customer-account-seam')];
    });

    it('sends server-side requests for Shopify account URLs to the platform, others unchanged', async () => {
      const seen: string[] = [];
      globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
        seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        return new Response('ok');
      }) as typeof fetch;
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
      globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        // Never answers: only the timeout ends it.
        return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      }) as typeof fetch;
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
      globalThis.fetch = vi.fn(async () =>
        ++calls === 1 ? new Response('down', {status: 503}) : Response.json({data: {customer: null}}),
      ) as typeof fetch;
      routeCustomerAccountFetch(PLATFORM, {timeoutMs: 1000});
      const response = await fetch('https://shopify.com/1/account/customer/api/2025-04/graphql', {
        method: 'POST',
        body: JSON.stringify({query: 'query { customer { id } }'}),
      });
      expect(response.status).toBe(200);
      expect(calls).toBe(2);
    });
  });
});
