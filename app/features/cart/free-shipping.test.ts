import {describe, expect, it} from 'vitest';
import {freeShipping, hasFullShippingDiscount, cartSubtotal} from './free-shipping';
import type {RuleLine} from './types';

const line = (over: Partial<RuleLine> & {tags?: string[]} = {}): RuleLine => ({
  id: 'l1',
  quantity: 1,
  merchandise: {id: 'v1', product: {handle: 'paste', title: 'Paste', tags: over.tags ?? []}},
  ...over,
});
const usd = (amount: string) => ({amount, currencyCode: 'USD'});

describe('free shipping', () => {
  it('shows the amount left and the progress below the threshold', () => {
    expect(freeShipping({lines: [line()], subtotal: usd('10.00')})).toEqual({qualifies: false, remaining: 15, progress: 0.4});
    expect(freeShipping({lines: [], subtotal: null})).toEqual({qualifies: false, remaining: 25, progress: 0});
  });

  it('holds from a subtotal of 25', () => {
    expect(freeShipping({lines: [line()], subtotal: usd('25.00')})).toEqual({qualifies: true, reason: 'threshold'});
    expect(freeShipping({lines: [line()], subtotal: usd('24.99')}).qualifies).toBe(false);
  });

  it('holds for a line tagged cart_free_shipping', () => {
    expect(freeShipping({lines: [line({tags: ['cart_free_shipping']})], subtotal: usd('5.00')})).toEqual({qualifies: true, reason: 'tag'});
  });

  it('holds for a subscription line', () => {
    const sub = line({sellingPlanAllocation: {sellingPlan: {id: 'gid://shopify/SellingPlan/1'}}});
    expect(freeShipping({lines: [sub], subtotal: usd('5.00')})).toEqual({qualifies: true, reason: 'subscription'});
  });

  it('holds for an applicable 100 percent shipping discount, not for a product discount', () => {
    const cart = {
      lines: [line()],
      subtotal: usd('5.00'),
      discountCodes: [{code: 'FREESHIP', applicable: true}],
      discountAllocations: [{code: 'FREESHIP', discountedAmount: usd('0.0')}],
    };
    expect(hasFullShippingDiscount(cart)).toBe(true);
    expect(freeShipping(cart)).toEqual({qualifies: true, reason: 'shipping-discount'});

    const productCode = {
      lines: [line({discountAllocations: [{code: 'WELCOME10', discountedAmount: usd('0.50')}]})],
      subtotal: usd('5.00'),
      discountCodes: [{code: 'WELCOME10', applicable: true}],
      discountAllocations: [{code: 'WELCOME10', discountedAmount: usd('0.50')}],
    };
    expect(hasFullShippingDiscount(productCode)).toBe(false);
    expect(hasFullShippingDiscount({...cart, discountCodes: [{code: 'FREESHIP', applicable: false}]})).toBe(false);
  });

  it('reads the threshold against the subtotal before discount codes: $26.97 with WELCOME10 ($24.27) ships free', () => {
    // The cost block of the real CartApiQuery for 3 x $8.99 with WELCOME10.
    const cost = {
      subtotalAmount: usd('26.97'),
      totalAmount: usd('24.27'),
      totalTaxAmount: usd('0.0'),
      totalDutyAmount: null,
    };
    expect(cartSubtotal(cost)).toEqual(usd('26.97'));
    const lines = [line({quantity: 3, discountAllocations: [{code: 'WELCOME10', discountedAmount: usd('2.70')}]})];
    expect(freeShipping({lines, subtotal: cartSubtotal(cost), discountCodes: [{code: 'WELCOME10', applicable: true}]})).toEqual({
      qualifies: true,
      reason: 'threshold',
    });
  });

  it('a code does not move a cart under the threshold: $24.98 less SMILE20 is still $0.02 away', () => {
    const cost = {subtotalAmount: usd('24.98'), totalAmount: usd('19.98')};
    expect(freeShipping({lines: [line({quantity: 2})], subtotal: cartSubtotal(cost)})).toEqual({
      qualifies: false,
      remaining: 0.02,
      progress: 24.98 / 25,
    });
  });

  it('reads a missing or optimistic cost as nothing yet', () => {
    expect(cartSubtotal(null)).toEqual(usd('0.00'));
    expect(cartSubtotal({subtotalAmount: {amount: '12.5'}})).toEqual(usd('12.50'));
  });
});
