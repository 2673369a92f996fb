import {describe, expect, it} from 'vitest';
import {freeShipping, hasFullShippingDiscount, merchandiseAfterDiscounts} from './free-shipping';
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

  it('reads the threshold against the merchandise after discounts: 8 x $3.49 with SMILE20 is $22.34, not free', () => {
    // The cost block of the real CartApiQuery for that cart (subtotal before discounts $27.92).
    const cost = {
      subtotalAmount: usd('27.92'),
      totalAmount: usd('22.34'),
      totalTaxAmount: usd('0.0'),
      totalDutyAmount: null,
    };
    expect(merchandiseAfterDiscounts(cost)).toEqual(usd('22.34'));
    const status = freeShipping({lines: [line({quantity: 8})], subtotal: merchandiseAfterDiscounts(cost)});
    expect(status).toEqual({qualifies: false, remaining: 2.66, progress: 22.34 / 25});
  });

  it('leaves tax and duties out of the amount compared with the threshold', () => {
    expect(merchandiseAfterDiscounts({totalAmount: usd('27.00'), totalTaxAmount: usd('2.50'), totalDutyAmount: usd('0.75')})).toEqual(
      usd('23.75'),
    );
    expect(merchandiseAfterDiscounts(null)).toEqual(usd('0.00'));
    expect(merchandiseAfterDiscounts({totalAmount: usd('1.00'), totalTaxAmount: usd('2.00')})).toEqual(usd('0.00'));
  });
});
