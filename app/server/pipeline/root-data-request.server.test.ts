import {describe, expect, it} from 'vitest';
import {isDataRequest, isRead, rootLoaderOnly} from './root-data-request.server';

describe('data requests of client-side navigations', () => {
  it('are the paths ending in .data, whatever the query says', () => {
    expect(isDataRequest(new Request('https://shop.example/products/paste.data'))).toBe(true);
    expect(isDataRequest(new Request('https://shop.example/_root.data?_routes=routes%2F_index'))).toBe(true);
    expect(isDataRequest(new Request('https://shop.example/products/paste'))).toBe(false);
    expect(isDataRequest(new Request('https://shop.example/search?q=.data'))).toBe(false);
  });

  it('narrow to the root loader, keeping the path, query, method, headers and body', async () => {
    const original = new Request('https://shop.example/cart.data?_routes=routes%2Fcart&x=1', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'session=abc'},
      body: 'action=add',
    });
    const narrowed = rootLoaderOnly(original);
    const url = new URL(narrowed.url);
    expect(url.pathname).toBe('/cart.data');
    expect(url.searchParams.getAll('_routes')).toEqual(['root']);
    expect(url.searchParams.get('x')).toBe('1');
    expect(narrowed.method).toBe('POST');
    expect(narrowed.headers.get('cookie')).toBe('session=abc');
    expect(await narrowed.text()).toBe('action=add');
  });
});

describe('reads', () => {
  it('are GET and HEAD requests, whose answers run no action', () => {
    expect(isRead(new Request('https://shop.example/cart'))).toBe(true);
    expect(isRead(new Request('https://shop.example/cart', {method: 'HEAD'}))).toBe(true);
    expect(isRead(new Request('https://shop.example/cart.data', {method: 'POST'}))).toBe(false);
  });
});
