import {describe, expect, it} from 'vitest';
import {getSelectedProductOptions} from '@shopify/hydrogen';
import {isInStock, knownSelectedOptions, optionSearch, pickVariant, variantForOption} from './variants';

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

  it('keeps only known options and values from the URL, first value winning', () => {
    const request = new Request('https://shop.test/products/x?utm_source=mail&Size=9+oz&Color=Red&Flavor=Citrus&Flavor=Mint');
    expect(knownSelectedOptions(getSelectedProductOptions(request), options)).toEqual([{name: 'Flavor', value: 'Citrus'}]);
    const both = new Request('https://shop.test/products/x?Size=3.3+oz&Flavor=Mint');
    expect(knownSelectedOptions(getSelectedProductOptions(both), options)).toEqual([
      {name: 'Flavor', value: 'Mint'},
      {name: 'Size', value: '3.3 oz'},
    ]);
  });

  it('picks the exact match, then the default index, then the first in stock', () => {
    expect(
      pickVariant(variants, [
        {name: 'Flavor', value: 'Citrus'},
        {name: 'Size', value: '3.3 oz'},
      ])?.id,
    ).toBe('c');
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
