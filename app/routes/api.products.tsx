import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonResponse} from '~/infra/http';
import {allProductsWithVariants, type ApiProduct} from '~/features/catalog/all-products';

/**
 * GET /api/products → `{products: {[handle]: product}}`: the first 75 products, each with up to
 * 3 images and 10 variants. A failure gives an empty map, not an error.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {storefront} = context;
  try {
    const map: Record<string, ApiProduct> = {};
    for (const product of await allProductsWithVariants(storefront)) map[product.handle] = product;
    return jsonResponse({products: map}, {maxAge: 60});
  } catch (error) {
    console.error('[api/products] failed:', error instanceof Error ? error.message : error);
    return jsonResponse({products: {}});
  }
}
