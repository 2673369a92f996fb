import {describe, expect, it} from 'vitest';
import {cartCostLines, checkoutCostNote} from './cost-lines';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

describe('cartCostLines', () => {
  it('calls the tax estimated only when the store flags it so', () => {
    expect(cartCostLines({totalTaxAmount: usd('1.20'), totalTaxAmountEstimated: true})).toEqual([
      {key: 'tax', label: 'Estimated tax', amount: usd('1.20'), estimated: true},
    ]);
    expect(cartCostLines({totalTaxAmount: usd('1.20'), totalTaxAmountEstimated: false})).toEqual([
      {key: 'tax', label: 'Tax', amount: usd('1.20'), estimated: false},
    ]);
  });

  it('shows a duty only when the store reports one, labelled by its own flag', () => {
    const lines = cartCostLines({
      totalTaxAmount: usd('0.00'),
      totalTaxAmountEstimated: false,
      totalDutyAmount: usd('3.00'),
      totalDutyAmountEstimated: true,
    });
    expect(lines.map((line) => line.label)).toEqual(['Tax', 'Estimated duties']);
    expect(cartCostLines({totalTaxAmount: null, totalDutyAmount: null, totalDutyAmountEstimated: false})).toEqual([]);
    expect(cartCostLines(null)).toEqual([]);
  });

  it('names taxes in the checkout note only while they are an estimate', () => {
    expect(checkoutCostNote(cartCostLines({totalTaxAmount: usd('0.00'), totalTaxAmountEstimated: true}))).toBe(
      'Estimated. Taxes and shipping are calculated at checkout.',
    );
    expect(checkoutCostNote([])).toBe('Estimated. Taxes and shipping are calculated at checkout.');
    expect(checkoutCostNote(cartCostLines({totalTaxAmount: usd('0.00'), totalTaxAmountEstimated: false}))).toBe(
      'Estimated. Shipping is calculated at checkout.',
    );
  });
});
