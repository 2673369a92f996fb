import {describe, expect, it} from 'vitest';
import {Cookies} from '../../tests/support/cookies';

const answer = (...setCookies: string[]) => {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(null, {headers});
};

// The soak's shoppers keep their cookies in the tests' jar; it also counts replaced carts for them.
describe('Cookies (the tests’ jar, as the soak uses it)', () => {
  it('keeps cookies, drops one set to Max-Age=0, and points at the cart', () => {
    const jar = new Cookies();
    jar.store(answer('ss.cartId=abc%3Fkey%3D1; Path=/', 'session=s1; Path=/; HttpOnly'));
    expect(jar.header()).toBe('ss.cartId=abc%3Fkey%3D1; session=s1');
    expect(jar.cartGid).toBe('gid://shopify/Cart/abc?key=1');
    jar.store(answer('session=; Max-Age=0; Path=/'));
    expect([...jar.cookies.keys()]).toEqual(['ss.cartId']);
  });

  it('counts a cart cookie changed or removed after it was first set as a replaced cart', () => {
    const jar = new Cookies();
    jar.store(answer('ss.cartId=first'));
    jar.store(answer('ss.cartId=first'));
    expect(jar.cartReplacements).toBe(0);
    jar.store(answer('ss.cartId=second'));
    jar.store(answer('ss.cartId=; Max-Age=0'));
    expect(jar.firstCartId).toBe('first');
    expect(jar.cartReplacements).toBe(2);
  });
});
