import {describe, expect, it} from 'vitest';
import {AUDIENCES, BENEFITS, KIDS_TAG, OFFERS, applyFilters, hasActiveFilters, hasOffer, parseFilters} from './filters';

const product = (handle: string, tags: string[], price: string, publishedAt: string) => ({
  handle,
  tags,
  publishedAt,
  priceRange: {minVariantPrice: {amount: price}},
});

const PRODUCTS = [
  product('adult-white', ['whitening', 'toothpaste'], '5.99', '2025-01-01T00:00:00Z'),
  product('kids-paste', ['age:kids', 'toothpaste'], '3.49', '2025-03-01T00:00:00Z'),
  product('kids-brush', ['age:kids', 'plaque_removal'], '24.99', '2024-06-01T00:00:00Z'),
  product('sensitive', ['sensitivity', 'whitening'], '6.49', '2025-05-01T00:00:00Z'),
];

describe('audience and benefit values', () => {
  it('audiences are kids and adults, kids carry the tag age:kids, benefits are whitening, sensitivity, plaque_removal and freshening', () => {
    expect(AUDIENCES).toEqual(['kids', 'adults']);
    expect(KIDS_TAG).toBe('age:kids');
    expect(BENEFITS).toEqual(['whitening', 'sensitivity', 'plaque_removal', 'freshening']);
  });

  it('the student and bundle values are the tags student and bundle', () => {
    expect(OFFERS).toEqual(['student', 'bundle']);
    expect(hasOffer({tags: ['whitening', 'student']}, 'student')).toBe(true);
    expect(hasOffer({tags: ['bundle_builder']}, 'bundle')).toBe(false);
  });
});

describe('parseFilters', () => {
  it('reads audience, several benefits and sort', () => {
    const f = parseFilters(new URLSearchParams('audience=kids&benefit=whitening&benefit=freshening&sort=price-desc'));
    expect(f).toEqual({audience: 'kids', benefits: ['whitening', 'freshening'], offers: [], sort: 'price-desc'});
  });

  it('ignores unknown values and defaults to featured', () => {
    const f = parseFilters(new URLSearchParams('audience=pets&benefit=magic&offer=free&sort=random'));
    expect(f).toEqual({audience: null, benefits: [], offers: [], sort: 'featured'});
    expect(hasActiveFilters(f)).toBe(false);
  });
});

describe('applyFilters', () => {
  const run = (query: string) => applyFilters(PRODUCTS, parseFilters(new URLSearchParams(query))).map((p) => p.handle);

  it('kids are products tagged age:kids; adults are the rest', () => {
    expect(run('audience=kids')).toEqual(['kids-paste', 'kids-brush']);
    expect(run('audience=adults')).toEqual(['adult-white', 'sensitive']);
  });

  it('every chosen benefit must match', () => {
    expect(run('benefit=whitening')).toEqual(['adult-white', 'sensitive']);
    expect(run('benefit=whitening&benefit=sensitivity')).toEqual(['sensitive']);
    expect(run('audience=kids&benefit=whitening')).toEqual([]);
  });

  it('the student and bundle values keep the products tagged with them, alone or together', () => {
    const withOffers = [
      ...PRODUCTS,
      product('student-kit', ['whitening', 'bundle', 'student'], '39.99', '2025-04-01T00:00:00Z'),
      product('duo', ['bundle'], '19.99', '2024-01-01T00:00:00Z'),
    ];
    const keep = (query: string) => applyFilters(withOffers, parseFilters(new URLSearchParams(query))).map((p) => p.handle);
    expect(keep('offer=student')).toEqual(['student-kit']);
    expect(keep('offer=bundle')).toEqual(['student-kit', 'duo']);
    expect(keep('offer=bundle&offer=student&benefit=whitening')).toEqual(['student-kit']);
    expect(keep('offer=student&audience=kids')).toEqual([]);
    expect(hasActiveFilters(parseFilters(new URLSearchParams('offer=bundle')))).toBe(true);
  });

  it('sorts by price both ways and by newest; featured keeps the given order', () => {
    expect(run('sort=price-asc')).toEqual(['kids-paste', 'adult-white', 'sensitive', 'kids-brush']);
    expect(run('sort=price-desc')).toEqual(['kids-brush', 'sensitive', 'adult-white', 'kids-paste']);
    expect(run('sort=newest')).toEqual(['sensitive', 'kids-paste', 'adult-white', 'kids-brush']);
    expect(run('')).toEqual(PRODUCTS.map((p) => p.handle));
  });
});
