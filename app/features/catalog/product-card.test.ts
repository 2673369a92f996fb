import {describe, expect, it} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {EAGER_CARDS, productCard, productCards} from './product-card';

const usd = (amount: string) => ({amount, currencyCode: 'USD' as const});
const src = 'http://localhost:3100/cdn/shop/files/paste.png?v=1';

function product(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'total-whitening-toothpaste',
    title: 'Total Whitening',
    productType: 'Toothpaste',
    tags: ['whitening'],
    availableForSale: true,
    publishedAt: '2025-02-01T12:00:00Z',
    requiresSellingPlan: false,
    featuredImage: {id: 'gid://shopify/ProductImage/1', url: src, altText: null, width: 1000, height: 1000},
    priceRange: {minVariantPrice: usd('4.99'), maxVariantPrice: usd('4.99')},
    compareAtPriceRange: {minVariantPrice: usd('0.00'), maxVariantPrice: usd('0.00')},
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/1',
          availableForSale: true,
          quantityAvailable: 12,
          selectedOptions: [{name: 'Size', value: '4 oz'}],
        },
      ],
    },
    ...overrides,
  };
}

describe('a product card carries what the card shows and nothing else', () => {
  it('keeps the fields the card, one-tap add and list analytics read', () => {
    expect(productCard(product())).toMatchObject({
      id: 'gid://shopify/Product/1',
      handle: 'total-whitening-toothpaste',
      title: 'Total Whitening',
      productType: 'Toothpaste',
      availableForSale: true,
      requiresSellingPlan: false,
      subscribable: false,
      price: usd('4.99'),
      maxPrice: null,
      compareAtPrice: null,
      firstVariant: {id: 'gid://shopify/ProductVariant/1', availableForSale: true},
      image: {alt: 'Total Whitening', loading: 'lazy'},
    });
  });

  it('leaves out the source image, tags, dates and variant options, which only the server reads', () => {
    const card = productCard(product());
    for (const field of ['featuredImage', 'tags', 'publishedAt', 'priceRange', 'compareAtPriceRange', 'variants']) {
      expect(card).not.toHaveProperty(field);
    }
    expect(Object.keys(card.firstVariant!)).toEqual(['id', 'availableForSale']);
  });

  it('a price range gives the highest price; one price gives none', () => {
    const ranged = productCard(product({priceRange: {minVariantPrice: usd('4.99'), maxVariantPrice: usd('9.99')}}));
    expect(ranged.maxPrice).toEqual(usd('9.99'));
  });

  it('the regular price is kept only when it is above the price', () => {
    const reduced = (compare: string) =>
      productCard(product({compareAtPriceRange: {minVariantPrice: usd(compare), maxVariantPrice: usd(compare)}})).compareAtPrice;
    expect(reduced('5.99')).toEqual(usd('5.99'));
    expect(reduced('4.99')).toBeNull();
    expect(reduced('0.00')).toBeNull();
  });

  it('"Subscribe & save" is for products tagged subscription or sold only by subscription', () => {
    expect(productCard(product({tags: ['subscription']})).subscribable).toBe(true);
    expect(productCard(product({requiresSellingPlan: true})).subscribable).toBe(true);
    expect(productCard(product({tags: ['whitening']})).subscribable).toBe(false);
  });

  it('a product without variants or a picture has no first variant and no image', () => {
    const card = productCard(product({variants: {nodes: []}, featuredImage: null}));
    expect(card.firstVariant).toBeNull();
    expect(card.image).toBeNull();
  });
});

describe('cards above the fold', () => {
  it('the first cards of a list are eager with high fetch priority, the rest lazy', () => {
    const cards = productCards(
      ['a', 'b', 'c', 'd'].map((handle) => product({handle})),
      EAGER_CARDS,
    );
    expect(cards.map((card) => card.image?.loading)).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(cards.map((card) => card.image?.fetchpriority)).toEqual(['high', 'high', undefined, undefined]);
    expect(productCards([product()]).map((card) => card.image?.loading)).toEqual(['lazy']);
  });
});
