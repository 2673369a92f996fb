import {useRef} from 'react';
import {Link} from '@remix-run/react';
import type {ProductCardData} from '~/features/catalog/product-card';
import {isSafeLocalPath} from '~/infra/urls';
import {pushEvent} from '~/features/analytics/data-layer';
import {carouselParams, slideAt} from '~/features/analytics/events';
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
  products: ProductCardData[];
  ctaLabel?: string;
  ctaLink?: string;
  /** A one-tap add-to-cart button under each card. */
  withAddToCart?: boolean;
}) {
  const at = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout>>();
  /** One `carousel` event per scroll gesture, once the track has come to rest on a card. */
  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const track = event.currentTarget;
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const cells = track.children;
      const step = cells.length > 1 ? (cells[1] as HTMLElement).offsetLeft - (cells[0] as HTMLElement).offsetLeft : 0;
      const to = slideAt(track.scrollLeft, step);
      const params = carouselParams(title, at.current, to, cells.length);
      at.current = to;
      if (params) pushEvent('carousel', params);
    }, 200);
  };
  /**
   * A card the keyboard reaches at the track's edge is brought wholly into the
   * track's view: the browser leaves a card that shows a sliver where it is,
   * which hid the focused card behind the track's edge.
   */
  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) return;
    const cell = Array.from(event.currentTarget.children).find((child) => child.contains(event.target));
    cell?.scrollIntoView({block: 'nearest', inline: 'nearest'});
  };
  if (!products.length) return null;
  const id = `carousel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="carousel" aria-labelledby={id}>
      <div className="carousel__header">
        <h2 id={id}>{title}</h2>
        {ctaLabel && isSafeLocalPath(ctaLink) ? <Link to={ctaLink}>{ctaLabel}</Link> : null}
      </div>
      <div
        className="carousel__track"
        tabIndex={0}
        role="region"
        aria-label={title}
        onScroll={onScroll}
        onFocus={onFocus}
        data-testid="carousel-track"
      >
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
