import {describe, expect, it} from 'vitest';
import {carouselParams, customErrorParams, itemEventParams, reviewParams, slideAt} from './events';

describe('interaction event parameters', () => {
  it('custom_error names the kind of error page and where it was shown', () => {
    expect(customErrorParams(404, '/nope')).toEqual({error_type: 'not_found', error_code: 404, page_path: '/nope'});
    expect(customErrorParams(503, '/')).toMatchObject({error_type: 'unavailable', error_code: 503});
    expect(customErrorParams(500, '/x')).toMatchObject({error_type: 'server_error', error_code: 500});
  });

  it('carousel says which way the shopper moved and to which card, only when it moved', () => {
    expect(carouselParams('Best sellers', 0, 2, 8)).toEqual({
      carousel_name: 'Best sellers',
      carousel_action: 'next',
      slide_index: 3,
      slide_count: 8,
    });
    expect(carouselParams('Best sellers', 3, 1, 8)).toMatchObject({carousel_action: 'previous', slide_index: 2});
    expect(carouselParams('Best sellers', 2, 2, 8)).toBeNull();
    expect(carouselParams('Best sellers', 0, 12, 8)).toMatchObject({slide_index: 8});
    expect(slideAt(0, 300)).toBe(0);
    expect(slideAt(610, 300)).toBe(2);
    expect(slideAt(100, 0)).toBe(0);
  });

  it('add_to_wishlist and buy_now carry one GA4 item with its value', () => {
    expect(
      itemEventParams({
        handle: 'total-whitening-toothpaste',
        title: 'Total Whitening Toothpaste',
        variantTitle: '2-pack',
        price: 10.99,
        currency: 'USD',
        quantity: 3,
        productType: 'Toothpaste',
      }),
    ).toEqual({
      ecommerce: {
        currency: 'USD',
        value: 32.97,
        items: [
          {
            item_id: 'total-whitening-toothpaste',
            item_name: 'Total Whitening Toothpaste',
            item_variant: '2-pack',
            item_category: 'Toothpaste',
            price: 10.99,
            quantity: 3,
          },
        ],
      },
    });
    expect(
      itemEventParams({handle: 'a', title: 'A', variantTitle: 'Default Title', price: 2, currency: 'USD'}).ecommerce!.items[0],
    ).toEqual({item_id: 'a', item_name: 'A', price: 2, quantity: 1});
  });

  it('review takes whole stars from 1 to 5 only', () => {
    expect(reviewParams({handle: 'a', title: 'A'}, 4)).toEqual({item_id: 'a', item_name: 'A', rating: 4, review_action: 'rate'});
    for (const bad of [0, 6, 2.5, Number.NaN]) expect(reviewParams({handle: 'a', title: 'A'}, bad)).toBeNull();
  });
});
