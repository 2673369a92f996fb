import {describe, expect, it} from 'vitest';
import {isCartChange} from './revalidation';

describe('a cart change, as a route deciding whether to reload its data sees it', () => {
  it('is a submission to /cart, with or without a query or a trailing slash', () => {
    expect(isCartChange('/cart')).toBe(true);
    expect(isCartChange('/cart?index')).toBe(true);
    expect(isCartChange('/cart/')).toBe(true);
  });

  it('is not a navigation, another action, or a path that only starts like the cart', () => {
    expect(isCartChange(undefined)).toBe(false);
    expect(isCartChange('/account/login')).toBe(false);
    expect(isCartChange('/cartography')).toBe(false);
    expect(isCartChange('/api/cart')).toBe(false);
  });
});
