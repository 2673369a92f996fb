import {describe, expect, it} from 'vitest';
import {CART_ID_COOKIE, getCartIdFromCookie, setCartIdCookie} from './cart-id.server';

const req = (cookie?: string, url = 'http://localhost:3000/') => new Request(url, {headers: cookie ? {Cookie: cookie} : {}});

describe('cart id cookie', () => {
  it('is named ss.cartId', () => {
    expect(CART_ID_COOKIE).toBe('ss.cartId');
  });

  it('round-trips a cart GID', () => {
    const headers = setCartIdCookie('gid://shopify/Cart/abc123', req());
    const cookie = headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^ss\.cartId=abc123; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    expect(getCartIdFromCookie(req(cookie.split(';')[0]))).toBe('gid://shopify/Cart/abc123');
  });

  it('marks the cookie Secure outside localhost', () => {
    const headers = setCartIdCookie('gid://shopify/Cart/abc', req(undefined, 'https://shop.example/'));
    expect(headers.get('Set-Cookie')).toContain('Secure');
  });

  it('ignores a missing or malformed cookie', () => {
    expect(getCartIdFromCookie(req())).toBeUndefined();
    expect(getCartIdFromCookie(req('ss.cartId=%E0%A4%A'))).toBeUndefined();
    expect(getCartIdFromCookie(req('ss.cartId=<script>'))).toBeUndefined();
    expect(getCartIdFromCookie(req('other=1; ss.cartId=tok-1_A'))).toBe('gid://shopify/Cart/tok-1_A');
  });

  it('decodes the value and takes the first of two cookies of that name', () => {
    expect(getCartIdFromCookie(req('ss.cartId=tok%2D1'))).toBe('gid://shopify/Cart/tok-1');
    expect(getCartIdFromCookie(req('ss.cartId=first; ss.cartId=second'))).toBe('gid://shopify/Cart/first');
  });
});
