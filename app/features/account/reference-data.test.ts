import {describe, expect, it} from 'vitest';
import {COUNTRIES, US_STATES, countryName, stateCode} from './reference-data';

describe('reference data', () => {
  it('lists the 50 states plus DC, with Louisiana spelled as specified', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContainEqual({name: 'District of Columbia', code: 'DC'});
    expect(US_STATES).toContainEqual({name: 'Lousiana', code: 'LA'});
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });
  it('lists countries by ISO code, United States first', () => {
    expect(COUNTRIES[0]).toEqual({name: 'United States', code: 'US'});
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(countryName('ca')).toBe('Canada');
  });
  it('finds a state code from a stored name or code', () => {
    expect(stateCode('Louisiana')).toBe('LA');
    expect(stateCode('Lousiana')).toBe('LA');
    expect(stateCode('ny')).toBe('NY');
    expect(stateCode('Bavaria')).toBe('');
  });
});
