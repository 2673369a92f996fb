import {afterEach, describe, expect, it, vi} from 'vitest';
import {cartProductIds, publishCartProductIds} from './cdp';

const cart = {
  lines: {
    nodes: [
      {merchandise: {product: {id: 'gid://shopify/Product/1001'}}},
      {merchandise: {product: {id: 'gid://shopify/Product/1002'}}},
      {merchandise: {product: {id: 'gid://shopify/Product/1001'}}},
    ],
  },
};

describe('cart product ids for the customer-data platform', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists distinct product ids in line order', () => {
    expect(cartProductIds(cart)).toEqual(['gid://shopify/Product/1001', 'gid://shopify/Product/1002']);
    expect(cartProductIds(null)).toEqual([]);
  });

  it('publishes changes only, and nothing for a visitor who declined', () => {
    const events: unknown[] = [];
    const win = {dispatchEvent: (e: CustomEvent) => events.push(e.detail)} as unknown as Window;
    vi.stubGlobal('window', win);
    vi.stubGlobal(
      'CustomEvent',
      class {
        constructor(
          public type: string,
          public init: {detail: unknown},
        ) {}
        get detail() {
          return this.init.detail;
        }
      },
    );
    expect(publishCartProductIds(['a'], 'granted')).toBe(true);
    expect(publishCartProductIds(['a'], 'granted')).toBe(false);
    expect(publishCartProductIds(['a', 'b'], 'denied')).toBe(false);
    expect(events).toEqual([{productIds: ['a']}]);
  });
});
