import {Link} from '@remix-run/react';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {isSafeLocalPath} from '~/infra/urls';
import {ProductCard} from '~/components/product/ProductCard';
import {AddToCartButton} from '~/components/sections/AddToCartButton';

/** A horizontally scrolling row of product cards (scroll-snap; swipe or keyboard). */
export function ProductCarousel({
  title,
  products,
  ctaLabel,
  ctaLink,
  withAddToCart = false,
}: {
  title: string;
  products: ProductCardFragment[];
  ctaLabel?: string;
  ctaLink?: string;
  /** A one-tap add-to-cart button under each card. */
  withAddToCart?: boolean;
}) {
  if (!products.length) return null;
  const id = `carousel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="carousel" aria-labelledby={id}>
      <div className="carousel__header">
        <h2 id={id}>{title}</h2>
        {ctaLabel && isSafeLocalPath(ctaLink) ? <Link to={ctaLink}>{ctaLabel}</Link> : null}
      </div>
      <div className="carousel__track" tabIndex={0} role="region" aria-label={title}>
        {products.map((product) =>
          withAddToCart ? (
            <div key={product.id} className="carousel__cell">
              <ProductCard product={product} />
              <AddToCartButton product={product} />
            </div>
          ) : (
            <ProductCard key={product.id} product={product} />
          ),
        )}
      </div>
    </section>
  );
}
