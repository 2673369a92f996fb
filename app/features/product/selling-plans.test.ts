import {describe, expect, it} from 'vitest';
import {chargeNeedsSaying, describeAdjustment, describeCheckoutCharge, headlinePrice, planPrice} from './selling-plans';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

describe('selling plan prices', () => {
  it('applies percentage, fixed amount and fixed price adjustments', () => {
    expect(planPrice(usd('10.00'), {__typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: 15})).toEqual(usd('8.50'));
    expect(planPrice(usd('10.00'), {__typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: usd('2.50')})).toEqual(
      usd('7.50'),
    );
    expect(planPrice(usd('10.00'), {__typename: 'SellingPlanFixedPriceAdjustment', price: usd('6.99')})).toEqual(usd('6.99'));
    expect(planPrice(usd('10.00'), null)).toEqual(usd('10.00'));
  });

  it('never goes below zero', () => {
    expect(planPrice(usd('1.00'), {__typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: usd('5.00')})).toEqual(
      usd('0.00'),
    );
  });

  it('describes adjustments', () => {
    expect(describeAdjustment({__typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: 10})).toBe('Save 10%');
    expect(describeAdjustment({__typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: usd('2')})).toBe('Save $2.00');
  });

  it('writes amounts like every other price in the shop: thousands separators, the plan currency', () => {
    expect(describeAdjustment({__typename: 'SellingPlanFixedPriceAdjustment', price: usd('1234.5')})).toBe('$1,234.50 per delivery');
    expect(
      describeAdjustment({__typename: 'SellingPlanFixedAmountPriceAdjustment', adjustmentAmount: {amount: '3', currencyCode: 'EUR'}}),
    ).toBe(`Save ${new Intl.NumberFormat('en-US', {style: 'currency', currency: 'EUR'}).format(3)}`);
  });
});

describe('checkout charge', () => {
  it('names a deposit as a percentage or an amount, and nothing for a plan paid in full', () => {
    expect(describeCheckoutCharge({type: 'PERCENTAGE', value: {percentage: 25}})).toBe('25% deposit');
    expect(describeCheckoutCharge({type: 'PRICE', value: {amount: '20.0', currencyCode: 'USD'}})).toBe('$20.00 deposit');
    expect(describeCheckoutCharge({type: 'PERCENTAGE', value: {percentage: 100}})).toBeNull();
    expect(describeCheckoutCharge(null)).toBeNull();
  });
});

describe('the headline price and what a plan says', () => {
  const percent = (adjustmentPercentage: number) => ({__typename: 'SellingPlanPercentagePriceAdjustment' as const, adjustmentPercentage});

  it('leads with the one-time price, or the plan price with the price it saves on', () => {
    expect(headlinePrice({price: usd('5.99'), compareAtPrice: null})).toEqual({price: usd('5.99'), compareAtPrice: null});
    expect(headlinePrice({price: usd('5.99'), compareAtPrice: null}, percent(15))).toEqual({
      price: usd('5.09'),
      compareAtPrice: usd('5.99'),
    });
    // On sale: the saving is counted from the compare-at price.
    expect(headlinePrice({price: usd('69.99'), compareAtPrice: usd('79.99')}, percent(10))).toEqual({
      price: usd('62.99'),
      compareAtPrice: usd('79.99'),
    });
    // A plan that saves nothing shows no struck-through price.
    expect(headlinePrice({price: usd('99.99'), compareAtPrice: null}, percent(0))).toEqual({price: usd('99.99'), compareAtPrice: null});
  });

  it('says a plan charge only when it is not simply the plan price', () => {
    const charge = (today: string, later = '0.00', deliveries = 1) => ({today: usd(today), later: usd(later), deliveries});
    expect(chargeNeedsSaying(charge('5.09'), usd('5.09'))).toBe(false);
    expect(chargeNeedsSaying(charge('21.58', '0.00', 3), usd('7.19'))).toBe(true);
    expect(chargeNeedsSaying(charge('25.00', '74.99'), usd('99.99'))).toBe(true);
  });
});
