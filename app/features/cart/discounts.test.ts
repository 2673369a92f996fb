import {describe, expect, it} from 'vitest';
import {acceptedCodes, discountFieldError, normalizeCodes, rejectedCodes} from './discounts';

describe('discount acceptance', () => {
  it('accepts a code that comes back applicable (any letter case)', () => {
    expect(rejectedCodes(['welcome10'], [{code: 'WELCOME10', applicable: true}])).toEqual([]);
  });

  it('rejects a code that comes back not applicable or missing', () => {
    const returned = [
      {code: 'EXPIRED15', applicable: false},
      {code: 'WELCOME10', applicable: true},
    ];
    expect(rejectedCodes(['EXPIRED15', 'NOPE', 'WELCOME10'], returned)).toEqual(['EXPIRED15', 'NOPE']);
    expect(rejectedCodes(['X'], null)).toEqual(['X']);
  });

  it('keeps only the accepted codes on the cart', () => {
    const returned = [
      {code: 'EXPIRED15', applicable: false},
      {code: 'WELCOME10', applicable: true},
    ];
    expect(acceptedCodes(returned, ['expired15'])).toEqual(['WELCOME10']);
  });

  it('normalises typed codes', () => {
    expect(normalizeCodes([' save5 ', '', 'SAVE5', null, 'WELCOME10'])).toEqual(['save5', 'WELCOME10']);
  });

  it('tells a refused code change at the code field, and leaves other cart errors to the cart alerts', () => {
    expect(discountFieldError({action: 'DiscountCodesUpdate', error: 'Invalid discount code'})).toBe('Invalid discount code');
    expect(discountFieldError({action: 'DiscountCodesUpdate'})).toBeNull();
    expect(discountFieldError({action: 'LinesAdd', error: 'Not enough stock'})).toBeNull();
    expect(discountFieldError(null)).toBeNull();
  });
});
