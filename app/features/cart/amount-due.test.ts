import {describe, expect, it} from 'vitest';
import {cartAmountDue, lineAmountDue, planCharge} from './amount-due';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

// Enamel Repair Mouthwash ($8.99) prepaid for 3 monthly deliveries at 20 % off: $21.58 at checkout.
const prepaid = {
  checkoutChargeAmount: usd('21.58'),
  remainingBalanceChargeAmount: usd('0.00'),
  priceAdjustments: [{price: usd('21.58'), perDeliveryPrice: usd('7.19'), unitPrice: null}],
};
// Pro LED Kit ($99.99) on pre-order with a 25 % deposit: $25.00 now, $74.99 when it ships.
const deposit = {
  checkoutChargeAmount: usd('25.00'),
  remainingBalanceChargeAmount: usd('74.99'),
  priceAdjustments: [{price: usd('99.99'), perDeliveryPrice: usd('99.99'), unitPrice: null}],
};
const monthly = {
  checkoutChargeAmount: usd('5.09'),
  remainingBalanceChargeAmount: usd('0.00'),
  priceAdjustments: [{price: usd('5.09'), perDeliveryPrice: usd('5.09'), unitPrice: usd('1.06')}],
};

describe('what a plan charges for one unit', () => {
  it('a prepaid plan charges all its deliveries at checkout and names how many', () => {
    expect(planCharge(prepaid)).toEqual({
      today: usd('21.58'),
      later: usd('0.00'),
      deliveries: 3,
      perDelivery: usd('7.19'),
      unitPrice: null,
    });
  });

  it('a deposit plan charges the deposit today and the balance later', () => {
    expect(planCharge(deposit)).toMatchObject({today: usd('25.00'), later: usd('74.99'), deliveries: 1});
  });

  it('a pay-per-delivery plan charges one delivery today and keeps the unit price', () => {
    expect(planCharge(monthly)).toEqual({
      today: usd('5.09'),
      later: usd('0.00'),
      deliveries: 1,
      perDelivery: usd('5.09'),
      unitPrice: usd('1.06'),
    });
  });

  it('without a checkout charge the whole price is due today', () => {
    expect(planCharge({priceAdjustments: [{price: usd('8.00'), perDeliveryPrice: usd('8.00')}]})).toMatchObject({
      today: usd('8.00'),
      later: usd('0.00'),
    });
  });
});

describe('what a cart line costs today and later', () => {
  it('multiplies the balance per unit by the quantity', () => {
    expect(lineAmountDue({quantity: 2, cost: {totalAmount: usd('199.98')}, sellingPlanAllocation: deposit})).toEqual({
      today: usd('50.00'),
      later: usd('149.98'),
    });
  });

  it('takes discounts off what is due today', () => {
    expect(lineAmountDue({quantity: 1, cost: {totalAmount: usd('89.99')}, sellingPlanAllocation: deposit})).toEqual({
      today: usd('15.00'),
      later: usd('74.99'),
    });
  });

  it('never defers more than the line costs', () => {
    expect(lineAmountDue({quantity: 1, cost: {totalAmount: usd('50.00')}, sellingPlanAllocation: deposit})).toEqual({
      today: usd('0.00'),
      later: usd('50.00'),
    });
  });

  it('is all due today on a one-time line and on a prepaid line', () => {
    expect(lineAmountDue({quantity: 3, cost: {totalAmount: usd('17.97')}})).toEqual({today: usd('17.97'), later: usd('0.00')});
    expect(lineAmountDue({quantity: 1, cost: {totalAmount: usd('21.58')}, sellingPlanAllocation: prepaid})).toEqual({
      today: usd('21.58'),
      later: usd('0.00'),
    });
  });
});

describe('what the cart costs today and later', () => {
  const lines = [
    {quantity: 1, cost: {totalAmount: usd('99.99')}, sellingPlanAllocation: deposit},
    {quantity: 1, cost: {totalAmount: usd('21.58')}, sellingPlanAllocation: prepaid},
    {quantity: 2, cost: {totalAmount: usd('11.98')}, sellingPlanAllocation: null},
  ];

  it('defers the lines’ balances and charges the rest of the total today', () => {
    expect(cartAmountDue(lines, usd('133.55'))).toEqual({today: usd('58.56'), later: usd('74.99'), deferred: true});
  });

  it('has nothing deferred without a deposit line', () => {
    expect(cartAmountDue(lines.slice(1), usd('33.56'))).toEqual({today: usd('33.56'), later: usd('0.00'), deferred: false});
    expect(cartAmountDue([], null)).toEqual({today: usd('0.00'), later: usd('0.00'), deferred: false});
  });
});
