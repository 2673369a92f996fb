import type {ProductCardData} from '~/features/catalog/product-card';
import {ProductGrid} from './ProductCard';

/** "You may also like" under a product; nothing when there is nothing to recommend. */
export function ProductRecommendations({products}: {products: ProductCardData[]}) {
  if (!products.length) return null;
  return (
    <section className="recommendations" aria-labelledby="recommended-heading">
      <h2 id="recommended-heading">You may also like</h2>
      <ProductGrid products={products} />
    </section>
  );
}
