import {Link} from '@remix-run/react';
import {Image, Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import type {ProductCardFragment} from 'storefrontapi.generated';

export function ProductCard({product, loading}: {product: ProductCardFragment; loading?: 'eager' | 'lazy'}) {
  const min = product.priceRange.minVariantPrice;
  const max = product.priceRange.maxVariantPrice;
  const compare = product.compareAtPriceRange.minVariantPrice;
  const onSale = Number(compare.amount) > Number(min.amount);
  const subscribable = product.tags.includes('subscription') || product.requiresSellingPlan;
  return (
    <article className="product-card">
      <Link to={`/products/${product.handle}`} prefetch="intent" className="product-card__link">
        <div className="product-card__media">
          {product.featuredImage ? (
            <Image
              data={product.featuredImage}
              aspectRatio="1/1"
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              loading={loading ?? 'lazy'}
            />
          ) : null}
          <div className="product-card__badges">
            {!product.availableForSale ? <span className="badge badge--soldout">Sold out</span> : null}
            {subscribable ? <span className="badge badge--subscribe">Subscribe &amp; save</span> : null}
          </div>
        </div>
        <h3 className="product-card__title">{product.title}</h3>
        <p className="product-card__price">
          {min.amount !== max.amount ? <span>From </span> : null}
          <Money data={min as MoneyV2} as="span" />
          {onSale ? (
            <s className="price--compare">
              <span className="visually-hidden">Regular price </span>
              <Money data={compare as MoneyV2} as="span" />
            </s>
          ) : null}
        </p>
      </Link>
    </article>
  );
}

export function ProductGrid({products, eager = 0}: {products: ProductCardFragment[]; eager?: number}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} loading={index < eager ? 'eager' : 'lazy'} />
      ))}
    </div>
  );
}
