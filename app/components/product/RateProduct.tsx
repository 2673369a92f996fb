import {useEffect, useState} from 'react';
import {pushEvent} from '~/features/analytics/data-layer';
import {reviewParams} from '~/features/analytics/events';

const STORAGE_KEY = 'oral-care-ratings';

function storedRatings(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * "Rate this product": one to five stars. The rating is measured through the
 * `review` analytics event and remembered in this browser so
 * the shopper sees it again; the shop shows no public reviews. Needs
 * JavaScript, so ProductPage renders it only once the page is interactive (`afterHydration`).
 */
export function RateProduct({product}: {product: {handle: string; title: string}}) {
  const [rating, setRating] = useState<number | null>(null);
  useEffect(() => {
    const stored = storedRatings()[product.handle];
    setRating(reviewParams(product, Number(stored)) ? Number(stored) : null);
  }, [product]);

  const rate = (stars: number) => {
    const params = reviewParams(product, stars);
    if (!params) return;
    setRating(stars);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({...storedRatings(), [product.handle]: stars}));
    } catch {
      // Storage blocked: the rating still counts for this page.
    }
    pushEvent('review', params);
  };

  return (
    <section className="rate-product" aria-labelledby="rate-product-title" data-testid="rate-product">
      <h2 id="rate-product-title">Rate this product</h2>
      <div className="rate-product__stars" role="group" aria-label="Your rating">
        {[1, 2, 3, 4, 5].map((stars) => (
          <button
            key={stars}
            type="button"
            className={`rate-product__star${rating !== null && stars <= rating ? ' is-on' : ''}`}
            aria-pressed={rating === stars}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            onClick={() => rate(stars)}
          >
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="1.5">
              <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />
            </svg>
          </button>
        ))}
      </div>
      <p className="muted" role="status">
        {rating !== null ? `Thanks! You rated ${product.title} ${rating} out of 5.` : ''}
      </p>
    </section>
  );
}
