import {describe, expect, it} from 'vitest';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SIGNED_RATE_LIMITS,
  DEFAULT_TOKEN_RATE_LIMITS,
  rateLimitsFrom,
  toolFamily,
} from './rate-limit.js';

describe('toolFamily', () => {
  it('counts checkout and cart tools apart from everything else', () => {
    expect(toolFamily('tools/call', 'complete_checkout')).toBe('checkout');
    expect(toolFamily('tools/call', 'get_checkout')).toBe('checkout');
    expect(toolFamily('tools/call', 'update_cart')).toBe('cart');
    expect(toolFamily('tools/call', 'search_catalog')).toBe('catalog');
    expect(toolFamily('tools/list', undefined)).toBe('catalog');
    expect(toolFamily('tools/call', 42)).toBe('catalog');
  });
});

describe('createRateLimiter', () => {
  it('limits checkout more strictly than cart, and cart more than catalog, by default', () => {
    const {catalog, cart, checkout} = DEFAULT_RATE_LIMITS.perWindow;
    expect(checkout).toBeLessThan(cart);
    expect(cart).toBeLessThan(catalog);
  });

  it('refuses past the limit with the seconds left in the window, per address and family, and opens again', () => {
    let at = 1_000_000;
    const limiter = createRateLimiter({perWindow: {catalog: 5, cart: 3, checkout: 2}, windowMs: 60_000}, () => at);
    expect(limiter.take('a', 'checkout')).toEqual({allowed: true});
    expect(limiter.take('a', 'checkout')).toEqual({allowed: true});
    at += 15_500;
    expect(limiter.take('a', 'checkout')).toEqual({allowed: false, retryAfterSeconds: 45});
    // Another family of the same address, and the same family of another address, are counted on their own.
    expect(limiter.take('a', 'cart')).toEqual({allowed: true});
    expect(limiter.take('b', 'checkout')).toEqual({allowed: true});
    at += 44_500;
    expect(limiter.take('a', 'checkout')).toEqual({allowed: true});
  });
});

describe('rateLimitsFrom', () => {
  it('reads each setting, keeping the default for one unset or not a positive whole number', () => {
    expect(rateLimitsFrom({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(
      rateLimitsFrom({
        PLATFORM_UCP_LIMIT_CATALOG: '500',
        PLATFORM_UCP_LIMIT_CART: '0',
        PLATFORM_UCP_LIMIT_CHECKOUT: 'ten',
        PLATFORM_UCP_LIMIT_WINDOW_SECONDS: '10',
      }),
    ).toEqual({
      perWindow: {catalog: 500, cart: DEFAULT_RATE_LIMITS.perWindow.cart, checkout: DEFAULT_RATE_LIMITS.perWindow.checkout},
      windowMs: 10_000,
    });
  });

  it('reads the signed tier from its own settings, higher than anonymous in every family, checkout stricter than cart', () => {
    const signed = rateLimitsFrom({}, 'signed');
    expect(signed).toEqual(DEFAULT_SIGNED_RATE_LIMITS);
    for (const family of ['catalog', 'cart', 'checkout'] as const) {
      expect(signed.perWindow[family]).toBeGreaterThan(DEFAULT_RATE_LIMITS.perWindow[family]);
    }
    expect(signed.perWindow.checkout).toBeLessThan(signed.perWindow.cart);
    expect(
      rateLimitsFrom({PLATFORM_UCP_SIGNED_LIMIT_CART: '7', PLATFORM_UCP_LIMIT_CART: '3', PLATFORM_UCP_LIMIT_WINDOW_SECONDS: '5'}, 'signed'),
    ).toEqual({perWindow: {...DEFAULT_SIGNED_RATE_LIMITS.perWindow, cart: 7}, windowMs: 5_000});
  });

  it('reads the token tier from its own settings, higher than signed in every family, checkout stricter than cart', () => {
    const token = rateLimitsFrom({}, 'token');
    expect(token).toEqual(DEFAULT_TOKEN_RATE_LIMITS);
    for (const family of ['catalog', 'cart', 'checkout'] as const) {
      expect(token.perWindow[family]).toBeGreaterThan(DEFAULT_SIGNED_RATE_LIMITS.perWindow[family]);
    }
    expect(token.perWindow.checkout).toBeLessThan(token.perWindow.cart);
    expect(
      rateLimitsFrom({PLATFORM_UCP_TOKEN_LIMIT_CHECKOUT: '9', PLATFORM_UCP_SIGNED_LIMIT_CHECKOUT: '3'}, 'token').perWindow.checkout,
    ).toBe(9);
  });

  it('counts get_order as checkout', () => {
    expect(toolFamily('tools/call', 'get_order')).toBe('checkout');
  });
});
