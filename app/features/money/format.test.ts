import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {FORMATTERS_MAX, formatMoney, formatUsd, keptFormatters} from './format';

const intl = (value: number, currency = 'USD') => new Intl.NumberFormat('en-US', {style: 'currency', currency}).format(value);

describe('formatMoney', () => {
  it('writes US dollars as Intl does', () => {
    expect(formatMoney({amount: '12.99', currencyCode: 'USD'})).toBe('$12.99');
    expect(formatMoney({amount: '1234567.5', currencyCode: 'USD'})).toBe('$1,234,567.50');
    expect(formatMoney({amount: '0', currencyCode: 'USD'})).toBe('$0.00');
    expect(formatMoney({amount: '-3.1', currencyCode: 'USD'})).toBe('-$3.10');
    expect(formatUsd(25)).toBe('$25.00');
  });

  it('rounds and signs exactly like Intl, including ties, tiny negatives and -0', () => {
    for (const value of [
      0.125,
      0.135,
      1.005,
      2.675,
      999.995,
      999999.995,
      -0.001,
      -0.005,
      -0,
      0.004999,
      0.995,
      9.999,
      1e14 + 0.5,
      1e20,
      1e-7,
      123456789.125,
    ]) {
      expect(formatMoney({amount: value, currencyCode: 'USD'}), String(value)).toBe(intl(value));
    }
  });

  it('matches Intl for any amount with up to four decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({min: -1e12, max: 1e12}), fc.integer({min: 0, max: 4}), (units, decimals) => {
        const amount = (units / 10 ** decimals).toFixed(decimals);
        expect(formatMoney({amount, currencyCode: 'USD'})).toBe(intl(Number(amount)));
      }),
      {numRuns: 2000, seed: 7},
    );
    // And for computed amounts (a plan's discounted price): any double in range.
    fc.assert(
      fc.property(fc.double({min: -1e9, max: 1e9, noNaN: true}), (value) => {
        expect(formatMoney({amount: value, currencyCode: 'USD'})).toBe(intl(value));
      }),
      {numRuns: 2000, seed: 7},
    );
  });

  it('leaves other currencies and odd values to Intl', () => {
    expect(formatMoney({amount: '12.5', currencyCode: 'EUR'})).toBe(intl(12.5, 'EUR'));
    expect(formatMoney({amount: '12', currencyCode: 'JPY'})).toBe(intl(12, 'JPY'));
    expect(formatMoney({amount: 'abc', currencyCode: 'USD'})).toBe(intl(Number.NaN));
    expect(formatMoney({amount: 1e16, currencyCode: 'USD'})).toBe(intl(1e16));
  });
});

describe('currency formatters', () => {
  it(`keeps at most ${FORMATTERS_MAX}, whatever currencies the data names`, () => {
    const codes = Intl.supportedValuesOf('currency')
      .filter((code) => code !== 'USD')
      .slice(0, FORMATTERS_MAX * 3);
    for (const code of codes) expect(formatMoney({amount: '1', currencyCode: code})).toBe(intl(1, code));
    expect(keptFormatters()).toBeLessThanOrEqual(FORMATTERS_MAX);
    expect(keptFormatters()).toBeGreaterThan(0);
  });
});
