import {describe, expect, it} from 'vitest';
import {isInStock, optionSearch, pickVariant, selectedOptionsFromUrl, variantForOption} from './variants';

const v = (id: string, flavor: string, size: string, qty: number) => ({
  id,
  availableForSale: qty > 0,
  quantityAvailable: qty,
  selectedOptions: [
    {name: 'Flavor', value: flavor},
    {name: 'Size', value: size},
  ],
});
const variants = [v('a', 'Mint', '3.3 oz', 0), v('b', 'Mint', '4.8 oz', 5), v('c', 'Citrus', '3.3 oz', 1)];
const options = [
  {name: 'Flavor', values: ['Mint', 'Citrus']},
  {name: 'Size', values: ['3.3 oz', '4.8 oz']},
];

describe('variants', () => {
  it('is in stock only from quantity 1', () => {
    expect(isInStock({quantityAvailable: 1})).toBe(true);
    expect(isInStock({quantityAvailable: 0})).toBe(false);
    expect(isInStock({quantityAvailable: null})).toBe(false);
    expect(isInStock(null)).toBe(false);
  });

  it('reads only known options from the URL', () => {
    const params = new URLSearchParams('Flavor=Citrus&Size=9+oz&Color=Red');
    expect(selectedOptionsFromUrl(params, options)).toEqual([{name: 'Flavor', value: 'Citrus'}]);
  });

  it('picks the exact match, then the default index, then the first in stock', () => {
    expect(pickVariant(variants, [{name: 'Flavor', value: 'Citrus'}, {name: 'Size', value: '3.3 oz'}])?.id).toBe('c');
    expect(pickVariant(variants, [], 2)?.id).toBe('c');
    expect(pickVariant(variants, [], 7)?.id).toBe('b');
    expect(pickVariant(variants, [])?.id).toBe('b');
    expect(pickVariant([], [])).toBeNull();
  });

  it('builds option links that keep the other options', () => {
    expect(optionSearch(variants[1].selectedOptions, 'Flavor', 'Citrus')).toBe('?Flavor=Citrus&Size=4.8+oz');
  });

  it('switches an option to an existing variant', () => {
    expect(variantForOption(variants, variants[1].selectedOptions, 'Flavor', 'Citrus')?.id).toBe('c');
    expect(variantForOption(variants, variants[1].selectedOptions, 'Size', '3.3 oz')?.id).toBe('a');
  });
});
