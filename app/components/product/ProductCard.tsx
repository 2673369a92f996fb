import {Link} from '@remix-run/react';

import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {pushEvent} from '~/features/analytics/data-layer';
import {Price} from '~/components/money/Price';
import type {ProductCardData} from '~/features/catalog/product-card';

/**
 * A product in a list. Its image is a plain `<img>` with the attributes the server worked out:
 * no image code in the browser for a page of cards.
 */
export function ProductCard({product, listName, index = 0}: {product: ProductCardData; listName?: string; index?: number}) {
  const {price, maxPrice, compareAtPrice} = product;
  const soldOut = !product.availableForSale;
  return (
    <article className="product-card">
      <Link
        to={`/products/${product.handle}`}
        data-prefetch="intent"
        className="product-card__link"
        onClick={() =>
          pushEvent('select_item', {
            ecommerce: {
              item_list_name: listName,
              items: [{item_id: product.handle, item_name: product.title, price: Number(price.amount), index}],
            },
          })
        }
      >
        <div className="product-card__media">
          {/* alt is in the attributes; named again for the linter, which cannot see into a spread. */}
          {product.image ? <img {...product.image} alt={product.image.alt} /> : null}
          <div className="product-card__badges">
            {soldOut ? <span className="badge badge--soldout">Sold out</span> : null}
            {product.subscribable ? <span className="badge badge--subscribe">Subscribe &amp; save</span> : null}
          </div>
        </div>
        <h3 className="product-card__title">{product.title}</h3>
        <p className="product-card__price">
          {maxPrice ? <span>From </span> : null}
          <Price data={price as MoneyV2} as="span" />
          {maxPrice ? (
            <>
              <span> – </span>
              <Price data={maxPrice as MoneyV2} as="span" />
            </>
          ) : null}
          {compareAtPrice ? (
            <s className="price--compare">
              <span className="visually-hidden">Regular price </span>
              <Price data={compareAtPrice as MoneyV2} as="span" />
            </s>
          ) : null}
        </p>
      </Link>
    </article>
  );
}

/** Cards in a grid; which images load eagerly, the loader decided (`withCardImages`). */
export function ProductGrid({products, listName}: {products: ProductCardData[]; listName?: string}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} listName={listName} index={index} />
      ))}
    </div>
  );
}
