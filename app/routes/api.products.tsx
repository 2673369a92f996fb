import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonResponse} from '~/infra/http';
import {allProductCards, type AllProductCard} from '~/features/catalog/all-products';

/**
 * GET /api/products → `{products: {[handle]: product}}` (the first 75 products).
 * A failure gives an empty map, not an error.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {storefront} = context;
  try {
    const map: Record<string, AllProductCard> = {};
    for (const product of await allProductCards(storefront)) map[product.handle] = product;
    return jsonResponse({products: map}, {maxAge: 60});
  } catch (error) {
    console.error('[api/products] failed:', error instanceof Error ? error.message : error);
    return jsonResponse({products: {}});
  }
}
