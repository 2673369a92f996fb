import {describe, expect, it} from 'vitest';
import {discountLabel} from './discount-label';

describe('order discount label', () => {
  it('names the code, else the title, with the value and the shipping target', () => {
    expect(discountLabel({code: 'SMILE20', targetType: 'LINE_ITEM', value: {__typename: 'PricingPercentageValue', percentage: 20}})).toBe(
      'SMILE20 (20% off)',
    );
    expect(
      discountLabel({title: 'Bundle savings', targetType: 'LINE_ITEM', value: {__typename: 'MoneyV2', amount: '3', currencyCode: 'USD'}}),
    ).toBe('Bundle savings ($3.00 off)');
    expect(
      discountLabel({code: 'FREESHIP', targetType: 'SHIPPING_LINE', value: {__typename: 'PricingPercentageValue', percentage: 100}}),
    ).toBe('FREESHIP (100% off shipping)');
    expect(discountLabel({targetType: 'LINE_ITEM', value: {__typename: 'PricingPercentageValue', percentage: 5}})).toBe(
      'Discount (5% off)',
    );
  });

  it('writes money like every other price: thousands separators, the order currency', () => {
    expect(
      discountLabel({title: 'Big order', targetType: 'LINE_ITEM', value: {__typename: 'MoneyV2', amount: '1250', currencyCode: 'USD'}}),
    ).toBe('Big order ($1,250.00 off)');
    expect(discountLabel({code: 'EURO', targetType: 'LINE_ITEM', value: {__typename: 'MoneyV2', amount: '2.5', currencyCode: 'EUR'}})).toBe(
      `EURO (${new Intl.NumberFormat('en-US', {style: 'currency', currency: 'EUR'}).format(2.5)} off)`,
    );
  });
});
