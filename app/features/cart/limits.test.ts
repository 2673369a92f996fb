import {describe, expect, it} from 'vitest';
import {MAX_QUANTITY_PER_VARIANT, limitAdds, limitUpdates, overLimitCorrections, parseQuantity, roomFor} from './limits';

const line = (id: string, variant: string, quantity: number) => ({id, quantity, merchandise: {id: variant}});

describe('MAX_QUANTITY_PER_VARIANT', () => {
  it('is 10', () => {
    expect(MAX_QUANTITY_PER_VARIANT).toBe(10);
  });
});

describe('max quantity room', () => {
  const lines = [line('a', 'v1', 4), line('b', 'v1', 3), line('c', 'v2', 10)];

  it('sums a variant across all its lines', () => {
    expect(roomFor('v1', lines)).toBe(3);
    expect(roomFor('v2', lines)).toBe(0);
    expect(roomFor('v3', lines)).toBe(10);
    expect(roomFor('v1', lines, 'a')).toBe(7);
  });

  it('reduces an add to the remaining room and raises the alert', () => {
    expect(limitAdds([{merchandiseId: 'v1', quantity: 5}], lines)).toEqual({
      lines: [{merchandiseId: 'v1', quantity: 3}],
      limited: true,
    });
  });

  it('drops an add with no room at all, and shares room within one batch', () => {
    const result = limitAdds(
      [
        {merchandiseId: 'v2', quantity: 1},
        {merchandiseId: 'v1', quantity: 2},
        {merchandiseId: 'v1', quantity: 2},
      ],
      lines,
    );
    expect(result.lines).toEqual([
      {merchandiseId: 'v1', quantity: 2},
      {merchandiseId: 'v1', quantity: 1},
    ]);
    expect(result.limited).toBe(true);
  });

  it('leaves adds that fit alone', () => {
    expect(limitAdds([{merchandiseId: 'v3', quantity: 10}], lines)).toEqual({
      lines: [{merchandiseId: 'v3', quantity: 10}],
      limited: false,
    });
  });

  it('caps a quantity update by the other lines of the same variant', () => {
    expect(limitUpdates([{id: 'a', quantity: 9}], lines)).toEqual({lines: [{id: 'a', quantity: 7}], limited: true});
    expect(limitUpdates([{id: 'a', quantity: 2}], lines)).toEqual({lines: [{id: 'a', quantity: 2}], limited: false});
  });

  it('judges an update that switches the variant by the new variant’s room', () => {
    expect(limitUpdates([{id: 'a', quantity: 5, merchandiseId: 'v2'}], lines)).toEqual({
      lines: [{id: 'a', quantity: 0, merchandiseId: 'v2'}],
      limited: true,
    });
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers from the minimum, capped at 10', () => {
    expect(parseQuantity(1)).toBe(1);
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('25')).toBe(10);
    expect(parseQuantity(1e12)).toBe(10);
    expect(parseQuantity(0, {min: 0})).toBe(0);
  });

  it('refuses negative, fractional, non-numeric and huge-exponent quantities', () => {
    for (const value of [0, -1, '-5', 1.5, '2.5', 'abc', '', null, undefined, {}, [], '1e3', Number.NaN, Infinity, '9'.repeat(40), '０']) {
      expect(parseQuantity(value), String(value)).toBeNull();
    }
    expect(parseQuantity(-1, {min: 0})).toBeNull();
  });
});

describe('overLimitCorrections (re-check after a write)', () => {
  it('brings a variant over the cap back to 10, taking the excess off its last lines first', () => {
    expect(overLimitCorrections([line('a', 'v1', 14)], ['v1'])).toEqual([{id: 'a', quantity: 10}]);
    expect(overLimitCorrections([line('a', 'v1', 6), line('b', 'v1', 3), line('c', 'v1', 4)], ['v1'])).toEqual([{id: 'c', quantity: 1}]);
    expect(overLimitCorrections([line('a', 'v1', 8), line('b', 'v1', 2), line('c', 'v1', 5)], ['v1'])).toEqual([{id: 'c', quantity: 0}]);
    expect(overLimitCorrections([line('a', 'v1', 9), line('b', 'v1', 2), line('c', 'v1', 5)], ['v1'])).toEqual([
      {id: 'c', quantity: 0},
      {id: 'b', quantity: 1},
    ]);
  });

  it('leaves carts within the rule and variants not asked about alone', () => {
    expect(overLimitCorrections([line('a', 'v1', 10), line('b', 'v2', 3)], ['v1', 'v2'])).toEqual([]);
    expect(overLimitCorrections([line('a', 'v1', 12)], ['v2'])).toEqual([]);
    expect(overLimitCorrections([], ['v1'])).toEqual([]);
  });
});

describe('quantities above the cap in one request', () => {
  it('reduces an add of 12 to 10 and raises the alert', () => {
    expect(limitAdds([{merchandiseId: 'v1', quantity: 12}], [])).toEqual({lines: [{merchandiseId: 'v1', quantity: 10}], limited: true});
  });

  it('reduces an update to 12 to 10 and raises the alert; an unknown line is capped without the alert', () => {
    expect(limitUpdates([{id: 'a', quantity: 12}], [line('a', 'v1', 2)])).toEqual({lines: [{id: 'a', quantity: 10}], limited: true});
    expect(limitUpdates([{id: 'x', quantity: 1e12}], [line('a', 'v1', 2)])).toEqual({lines: [{id: 'x', quantity: 10}], limited: false});
  });
});
