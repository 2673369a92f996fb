import {describe, expect, it} from 'vitest';
import {offeredToAgents, productToUcp, variantToUcp, type CatalogDeps} from './catalog-view.js';
import {paste} from './fixtures.test-support.js';

const deps: CatalogDeps = {
  shopUrl: 'https://shop.example',
  currency: 'USD',
  imageUrl: (name) => `https://cdn.example/${name}.png`,
  inventory: (id) => (id === 702 ? 0 : 25),
};

describe('catalog mapping', () => {
  it('gives prices in minor units with their currency, and the price range over the variants', () => {
    const view = productToUcp(paste(), deps);
    expect(view).toMatchObject({
      id: 'gid://shopify/Product/7',
      handle: 'mint-paste',
      url: 'https://shop.example/products/mint-paste',
      price_range: {min: {amount: 499, currency: 'USD'}, max: {amount: 549, currency: 'USD'}},
      list_price_range: {min: {amount: 549, currency: 'USD'}, max: {amount: 599, currency: 'USD'}},
      options: [{name: 'Flavor', values: [{label: 'Mint'}, {label: 'Cinnamon'}]}],
      media: [{type: 'image', url: 'https://cdn.example/mint-paste.png', alt_text: 'A tube', width: 1200, height: 1200}],
    });
    expect(view.variants.map((v) => v.id)).toEqual(['gid://shopify/ProductVariant/701', 'gid://shopify/ProductVariant/702']);
  });

  it('says which variants are in stock and keeps the compare-at price as the list price', () => {
    const product = paste();
    expect(variantToUcp(product, product.variants[0]!, deps)).toMatchObject({
      title: 'Mint Paste – Mint',
      price: {amount: 499, currency: 'USD'},
      list_price: {amount: 599, currency: 'USD'},
      availability: {available: true, status: 'in_stock'},
      options: [{name: 'Flavor', label: 'Mint'}],
    });
    const soldOut = variantToUcp(product, product.variants[1]!, deps);
    expect(soldOut.availability).toEqual({available: false, status: 'out_of_stock'});
    expect(soldOut).not.toHaveProperty('list_price');
  });

  it('keeps free gifts from agents: the shop adds them itself', () => {
    expect(offeredToAgents(paste())).toBe(true);
    expect(offeredToAgents({...paste(), tags: ['free_gift']})).toBe(false);
  });
});
