import {describe, expect, it} from 'vitest';
import {subscriptionPrice} from './subscription-price';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});
// Total Whitening Toothpaste at $5.99 on "Deliver every 1 month" (15 % off), as the cart query reads it.
const monthly = {price: usd('5.09'), compareAtPrice: usd('5.99'), perDeliveryPrice: usd('5.09')};

describe('subscription price of a cart line', () => {
  it('gives the price per delivery and the saving against the one-time price', () => {
    expect(subscriptionPrice([monthly], 1)).toEqual({perDelivery: usd('5.09'), saving: usd('0.90'), percent: 15, later: null});
  });

  it('multiplies both by the quantity delivered each time', () => {
    expect(subscriptionPrice([monthly], 3)).toEqual({perDelivery: usd('15.27'), saving: usd('2.70'), percent: 15, later: null});
  });

  it('names the later price of a plan that changes its price after some orders', () => {
    const later = {price: usd('5.69'), compareAtPrice: usd('5.99'), perDeliveryPrice: usd('5.69')};
    expect(subscriptionPrice([monthly, later], 2)?.later).toEqual(usd('11.38'));
    expect(subscriptionPrice([monthly, monthly], 2)?.later).toBeNull();
  });

  it('shows no saving when the plan costs the same, and nothing without adjustments', () => {
    expect(subscriptionPrice([{price: usd('5.99'), compareAtPrice: usd('5.99'), perDeliveryPrice: usd('5.99')}], 1)).toEqual({
      perDelivery: usd('5.99'),
      saving: usd('0.00'),
      percent: 0,
      later: null,
    });
    expect(subscriptionPrice([], 1)).toBeNull();
    expect(subscriptionPrice(undefined, 1)).toBeNull();
  });
});
