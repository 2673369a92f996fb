import {describe, expect, it} from 'vitest';
import {listEntry, optionValues} from './list-entry';

const variant = (options: Record<string, string>) => ({
  id: 'v1',
  selectedOptions: Object.entries(options).map(([name, value]) => ({name, value})),
});

describe('product list entry', () => {
  it('gives a variant its size, color and flavor as values', () => {
    expect(optionValues(variant({Flavor: 'Cool Mint', Size: '4.8 oz'}).selectedOptions)).toEqual({
      size: '4.8 oz',
      color: null,
      flavor: 'Cool Mint',
    });
    expect(optionValues(variant({Colour: 'Black'}).selectedOptions)).toEqual({size: null, color: 'Black', flavor: null});
    expect(optionValues([])).toEqual({size: null, color: null, flavor: null});
  });

  it('puts the list page of variants under `variants`; reads recommended, variantDefaultIndex and the subscription values of the metafields', () => {
    const entry = listEntry({
      handle: 'hum-replacement-brush-heads',
      // The card's single variant gives way to the list's page of variants.
      variants: {nodes: [{id: 'card'}]},
      listVariants: {nodes: [variant({Size: 'Adult 2-pack'})]},
      recommended: {value: '["hum-smart-toothbrush","BAD handle!"]'},
      variantDefaultIndex: {value: '1'},
      subscriptionAlternateVariant: {
        reference: {id: 'gid://shopify/ProductVariant/9', product: {id: 'gid://shopify/Product/3', handle: 'hum-brush-head-subscription'}},
      },
      subscriptionAlternateVariantTitle: {value: 'Subscribe & save 15%'},
    });
    expect(entry).toEqual({
      handle: 'hum-replacement-brush-heads',
      recommended: ['hum-smart-toothbrush'],
      variantDefaultIndex: 1,
      subscriptionAlternateVariant: {
        productId: 'gid://shopify/Product/3',
        productHandle: 'hum-brush-head-subscription',
        variantId: 'gid://shopify/ProductVariant/9',
      },
      subscriptionAlternateVariantTitle: 'Subscribe & save 15%',
      variants: {
        nodes: [{id: 'v1', selectedOptions: [{name: 'Size', value: 'Adult 2-pack'}], size: 'Adult 2-pack', color: null, flavor: null}],
      },
    });
  });

  it('gives nulls and an empty list when the metafields are missing or unreadable', () => {
    expect(
      listEntry({
        listVariants: {nodes: []},
        recommended: {value: 'not json'},
        variantDefaultIndex: {value: '-2'},
        subscriptionAlternateVariant: {reference: {}},
      }),
    ).toEqual({
      recommended: [],
      variantDefaultIndex: null,
      subscriptionAlternateVariant: null,
      subscriptionAlternateVariantTitle: null,
      variants: {nodes: []},
    });
  });
});
