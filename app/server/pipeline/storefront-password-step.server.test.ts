import {describe, expect, it} from 'vitest';
import {passStorefrontPassword} from './storefront-password-step.server';

const request = (path: string, method = 'GET') => new Request(`https://shop.example${path}`, {method});

describe('passStorefrontPassword', () => {
  it('lets every request through an open store', () => {
    const post = request('/cart', 'POST');
    expect(passStorefrontPassword(post, false)).toBe(post);
  });

  it('answers a write on a locked store with a 303 to /password, before any action runs', () => {
    const answer = passStorefrontPassword(request('/cart', 'POST'), true) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/password?redirect=%2Fcart');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the root loader send a client-side navigation of a locked store to /password', () => {
    const passed = passStorefrontPassword(request('/products/paste.data?_routes=routes%2Fproducts.%24slug'), true) as Request;
    expect(new URL(passed.url).searchParams.get('_routes')).toBe('root');
  });

  it('leaves a locked store page and the password page to their loaders', () => {
    const page = request('/products/paste');
    expect(passStorefrontPassword(page, true)).toBe(page);
    const password = request('/password');
    expect(passStorefrontPassword(password, true)).toBe(password);
  });
});
