import {describe, expect, it} from 'vitest';
import {buyNowTarget} from './buy-now';

describe('buyNowTarget', () => {
  const cart = {checkoutUrl: 'https://checkout.example/checkouts/abc?key=1'};

  it('sends a successful buy-now add to the cart’s checkout', () => {
    expect(buyNowTarget('1', 'LinesAdd', {cart}, 'granted')).toBe('https://checkout.example/checkouts/abc?key=1');
  });

  it('stays on the page for a plain add, another action, a failed add or an odd checkout URL', () => {
    expect(buyNowTarget(undefined, 'LinesAdd', {cart}, 'granted')).toBeNull();
    expect(buyNowTarget('1', 'LinesUpdate', {cart}, 'granted')).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart, error: 'Sold out'}, 'granted')).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart: null}, 'granted')).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart: {checkoutUrl: 'javascript:alert(1)'}}, 'granted')).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart: {checkoutUrl: 'not a url'}}, 'granted')).toBeNull();
  });

  it('drops tracking parameters from the checkout link unless the visitor accepted', () => {
    const tracked = {cart: {checkoutUrl: 'https://checkout.example/checkouts/abc?key=1&utm_source=news&_gl=1*x'}};
    expect(buyNowTarget('1', 'LinesAdd', tracked, 'denied')).toBe('https://checkout.example/checkouts/abc?key=1');
    expect(buyNowTarget('1', 'LinesAdd', tracked, 'unknown')).toBe('https://checkout.example/checkouts/abc?key=1');
    expect(buyNowTarget('1', 'LinesAdd', tracked, 'granted')).toBe(tracked.cart.checkoutUrl);
  });
});
