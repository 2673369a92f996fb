import {describe, expect, it} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {loginUrlFor, safeReturnPath} from './return-to';
import {requireCustomer, requireGuest} from './index';

function args(url: string, accessToken: string | null) {
  const context = {account: {accessToken, isLoggedIn: accessToken !== null}} as unknown as AppLoadContext;
  return {request: new Request(url), context, params: {}};
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('guard did not redirect');
}

describe('route guards', () => {
  it('requireGuest sends a signed-in customer to /account and lets a guest through', async () => {
    const response = await thrown(requireGuest(args('http://localhost/account/login', 'token').context));
    expect(response.headers.get('Location')).toBe('/account');
    await expect(requireGuest(args('http://localhost/account/login', null).context)).resolves.toBeUndefined();
  });

  it('requireCustomer sends a guest to login with the page to return to', async () => {
    const guestAt = (url: string) => {
      const {context, request} = args(url, null);
      return requireCustomer(context, request);
    };
    const response = await thrown(guestAt('http://localhost/account/my-orders?page=2'));
    expect(response.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Fmy-orders%3Fpage%3D2');
    const data = await thrown(guestAt('http://localhost/account/address-book.data?_routes=x'));
    expect(data.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Faddress-book');
    const signedIn = args('http://localhost/account', 'token');
    await expect(requireCustomer(signedIn.context, signedIn.request)).resolves.toBe('token');
  });

  it('returns only to same-origin paths', () => {
    expect(safeReturnPath('/account/my-orders')).toBe('/account/my-orders');
    expect(safeReturnPath('//evil.example/x')).toBe('/account');
    expect(safeReturnPath('https://evil.example')).toBe('/account');
    expect(safeReturnPath('/account/login')).toBe('/account');
    expect(loginUrlFor('/account')).toBe('/account/login');
  });
});
