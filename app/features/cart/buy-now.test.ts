import {describe, expect, it} from 'vitest';
import {buyNowTarget} from './buy-now';

describe('buyNowTarget', () => {
  const cart = {checkoutUrl: 'https://checkout.example/checkouts/abc?key=1'};

  it('sends a successful buy-now add to the cart’s checkout', () => {
    expect(buyNowTarget('1', 'LinesAdd', {cart})).toBe('https://checkout.example/checkouts/abc?key=1');
  });

  it('stays on the page for a plain add, another action, a failed add or an odd checkout URL', () => {
    expect(buyNowTarget(undefined, 'LinesAdd', {cart})).toBeNull();
    expect(buyNowTarget('1', 'LinesUpdate', {cart})).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart, error: 'Sold out'})).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart: null})).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart: {checkoutUrl: 'javascript:alert(1)'}})).toBeNull();
    expect(buyNowTarget('1', 'LinesAdd', {cart: {checkoutUrl: 'not a url'}})).toBeNull();
  });
});
