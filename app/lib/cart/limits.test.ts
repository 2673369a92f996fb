import {describe, expect, it} from 'vitest';
import {MAX_QUANTITY_PER_VARIANT, clampQuantity} from './limits';

describe('clampQuantity', () => {
  it('caps at 10', () => {
    expect(MAX_QUANTITY_PER_VARIANT).toBe(10);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity('999999999999')).toBe(10);
  });
  it('turns bad input into 1', () => {
    for (const bad of [0, -3, 'abc', '', null, undefined, Number.NaN]) expect(clampQuantity(bad)).toBe(1);
  });
  it('keeps valid quantities', () => {
    expect(clampQuantity('3')).toBe(3);
    expect(clampQuantity(2.7)).toBe(2);
  });
});
