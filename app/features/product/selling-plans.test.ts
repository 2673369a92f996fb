import {describe, expect, it} from 'vitest';
import {describeAdjustment, describeCheckoutCharge, describePlanOptions, planPrice} from './selling-plans';

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

describe('checkout charge and plan options', () => {
  it('names a deposit as a percentage or an amount, and nothing for a plan paid in full', () => {
    expect(describeCheckoutCharge({type: 'PERCENTAGE', value: {percentage: 25}})).toBe('25% deposit');
    expect(describeCheckoutCharge({type: 'PRICE', value: {amount: '20.0', currencyCode: 'USD'}})).toBe('$20.00 deposit');
    expect(describeCheckoutCharge({type: 'PERCENTAGE', value: {percentage: 100}})).toBeNull();
    expect(describeCheckoutCharge(null)).toBeNull();
  });

  it('joins the plan options into one line', () => {
    expect(
      describePlanOptions([
        {name: 'Delivery every', value: '1 month'},
        {name: 'Prepaid deliveries', value: '3'},
      ]),
    ).toBe('Delivery every 1 month · Prepaid deliveries 3');
    expect(describePlanOptions(undefined)).toBe('');
  });
});
