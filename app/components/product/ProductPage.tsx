import type {ProductCardFragment, ProductPageQuery, ProductVariantFragment} from 'storefrontapi.generated';
import {ProductGallery} from './ProductGallery';
import {ProductPrice} from './ProductPrice';
import {ProductForm} from './ProductForm';
import {ProductGrid} from './ProductCard';
import type {SellingPlanOption} from './PurchaseOptions';

type Product = NonNullable<ProductPageQuery['product']>;

export function ProductPage({
  product,
  selectedVariant,
  children,
}: {
  product: Product;
  selectedVariant: ProductVariantFragment;
  children?: React.ReactNode;
}) {
  const images = [
    ...(selectedVariant.image ? [selectedVariant.image] : []),
    ...product.images.nodes.filter((img) => img.url !== selectedVariant.image?.url),
  ];
  const plans: SellingPlanOption[] = product.sellingPlanGroups.nodes.flatMap((g) => g.sellingPlans.nodes) as SellingPlanOption[];
  return (
    <div className="product-page" data-testid="product-page">
      <div className="product-page__main">
        <ProductGallery images={images} title={product.title} />
        <div className="product-page__details">
          <p className="eyebrow">{product.productType}</p>
          <h1>{product.title}</h1>
          <ProductPrice price={selectedVariant.price} compareAtPrice={selectedVariant.compareAtPrice} />
          <ProductForm
            options={product.options}
            variants={product.variants.nodes}
            selectedVariant={selectedVariant}
            sellingPlans={plans}
            requiresSellingPlan={product.requiresSellingPlan}
          />
          <div className="product-description" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
          {selectedVariant.ingredients?.value ? (
            <details className="product-ingredients">
              <summary>Ingredients</summary>
              <p>{selectedVariant.ingredients.value}</p>
            </details>
          ) : null}
        </div>
      </div>
      {children}
    </div>
  );
}

ProductPage.Recommendations = function Recommendations({products}: {products: ProductCardFragment[]}) {
  if (!products.length) return null;
  return (
    <section className="recommendations" aria-labelledby="recommended-heading">
      <h2 id="recommended-heading">You may also like</h2>
      <ProductGrid products={products} />
    </section>
  );
};
