import {Link} from '@remix-run/react';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {addableVariant} from '~/features/cart/top-picks';
import type {TopPick} from '~/features/cart/top-picks.server';
import {Price} from '~/components/money/Price';
import {ShopImage} from '~/components/images/ShopImage';
import {AddToCartForm} from './AddToCartForm';

/** Top picks: suggestions for the cart, each added in one click. */
export function TopPicks({products}: {products: TopPick[]}) {
  if (!products.length) return null;
  return (
    <section className="top-picks" aria-labelledby="top-picks-title" data-testid="top-picks">
      <h3 id="top-picks-title">Top picks for you</h3>
      <ul>
        {products.map((product) => {
          const variant = addableVariant(product);
          if (!variant) return null;
          return (
            <li key={product.id} className="top-pick" data-testid="top-pick" data-handle={product.handle}>
              {product.featuredImage ? (
                <ShopImage data={product.featuredImage} width={64} aspectRatio="1/1" alt={product.featuredImage.altText ?? product.title} />
              ) : null}
              <div className="top-pick__info">
                <Link to={`/products/${product.handle}`}>{product.title}</Link>
                <Price data={variant.price as MoneyV2} />
              </div>
              <AddToCartForm lines={[{merchandiseId: variant.id, quantity: 1}]}>
                {() => (
                  <button type="submit" className="button button--secondary" aria-label={`Add ${product.title} to cart`}>
                    Add
                  </button>
                )}
              </AddToCartForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
