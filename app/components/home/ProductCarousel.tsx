import {Link} from '@remix-run/react';
import {isSafeLocalPath} from '~/lib/urls';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/product/ProductCard';

/** A horizontally scrolling row of product cards (scroll-snap; swipe or keyboard). */
export function ProductCarousel({
  title,
  products,
  ctaLabel,
  ctaLink,
}: {
  title: string;
  products: ProductCardFragment[];
  ctaLabel?: string;
  ctaLink?: string;
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
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
