import {describe, expect, it} from 'vitest';
import {getSelectedProductOptions} from '@shopify/hydrogen';
import {isInStock, knownSelectedOptions, lowStockCount, optionSearch, orderableQuantity, pickVariant, variantForOption} from './variants';

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

  it('takes stock from availableForSale when the token cannot read quantities (null)', () => {
    expect(isInStock({quantityAvailable: null, availableForSale: true})).toBe(true);
    expect(isInStock({quantityAvailable: null, availableForSale: false})).toBe(false);
    // A known quantity decides, whatever availableForSale says (the store may sell past zero).
    expect(isInStock({quantityAvailable: 0, availableForSale: true})).toBe(false);
  });

  it('offers up to the limit, fewer only when the stock is known to be lower; no low-stock note without a count', () => {
    expect(orderableQuantity({quantityAvailable: null, availableForSale: true}, 10)).toBe(10);
    expect(orderableQuantity({quantityAvailable: 4, availableForSale: true}, 10)).toBe(4);
    expect(orderableQuantity({quantityAvailable: 40, availableForSale: true}, 10)).toBe(10);
    expect(orderableQuantity({quantityAvailable: null, availableForSale: false}, 10)).toBe(0);
    expect(lowStockCount({quantityAvailable: null, availableForSale: true})).toBeNull();
    expect(lowStockCount({quantityAvailable: 3})).toBe(3);
    expect(lowStockCount({quantityAvailable: 4})).toBeNull();
    expect(lowStockCount({quantityAvailable: 0})).toBeNull();
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
