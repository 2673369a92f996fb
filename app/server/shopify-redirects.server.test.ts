import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {pageRequestOf, redirectLookupApplies, withShopifyRedirect, withShopifyRedirectForData} from './shopify-redirects.server';

/** A storefront client that knows one redirect and records the queries it was asked. */
function fakeStorefront(redirects: Record<string, string>) {
  const asked: string[] = [];
  const storefront = {
    query: async (_query: string, options: {variables: {query: string}}) => {
      asked.push(options.variables.query);
      const target = redirects[options.variables.query.replace(/^path:/, '')];
      return {urlRedirects: {edges: target ? [{node: {target}}] : []}};
    },
    getShopifyDomain: () => 'https://example.myshopify.com',
  };
  return {asked, storefront: storefront as unknown as AppLoadContext['storefront']};
}

const notFound = () => new Response('not found', {status: 404});

describe('Shopify URL redirects on the 404 path', () => {
  it('applies to reads that ended in 404 only', () => {
    expect(redirectLookupApplies(new Request('http://shop.test/x'), 404)).toBe(true);
    expect(redirectLookupApplies(new Request('http://shop.test/x', {method: 'HEAD'}), 404)).toBe(true);
    expect(redirectLookupApplies(new Request('http://shop.test/x'), 200)).toBe(false);
    expect(redirectLookupApplies(new Request('http://shop.test/x'), 503)).toBe(false);
    expect(redirectLookupApplies(new Request('http://shop.test/x', {method: 'POST'}), 404)).toBe(false);
  });

  it('maps a single-fetch data request to the page it stands for', () => {
    expect(pageRequestOf(new Request('http://shop.test/collections/all.data?_routes=routes%2F%24&sort=new')).url).toBe(
      'http://shop.test/collections/all?sort=new',
    );
    expect(pageRequestOf(new Request('http://shop.test/_root.data')).url).toBe('http://shop.test/');
  });

  it('answers 301 to the target of a page that has a redirect, keeping its query', async () => {
    const {asked, storefront} = fakeStorefront({'/collections/all': '/products'});
    const response = await withShopifyRedirect(new Request('http://shop.test/Collections/All/?utm_source=mail'), notFound(), storefront);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/products?utm_source=mail');
    expect(asked).toEqual(['path:/collections/all']);
  });

  it('passes the 404 through when there is no redirect, and never asks for other statuses', async () => {
    const {asked, storefront} = fakeStorefront({});
    const missing = notFound();
    expect(await withShopifyRedirect(new Request('http://shop.test/no-such-page'), missing, storefront)).toBe(missing);
    const ok = new Response('ok');
    expect(await withShopifyRedirect(new Request('http://shop.test/products'), ok, storefront)).toBe(ok);
    expect(asked).toEqual(['path:/no-such-page']);
  });

  it('looks a client navigation up by its page path and returns a redirect Remix can encode', async () => {
    const {asked, storefront} = fakeStorefront({'/pages/contact': '/contact-us'});
    const response = await withShopifyRedirectForData(
      new Request('http://shop.test/pages/contact.data?_routes=routes%2F%24'),
      notFound(),
      storefront,
    );
    expect(asked).toEqual(['path:/pages/contact']);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/contact-us');
  });
});
