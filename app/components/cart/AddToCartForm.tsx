import type {FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import {useCartFetcherKey} from './CartDrawerContext';

type Fetcher = FetcherWithComponents<unknown>;

/**
 * Every add to cart in the shop: a `CartForm` posting `LinesAdd` to `/cart`
 * (works without JavaScript); the drawer hears its answer like any cart
 * change's (`CartDrawerProvider`).
 */
export function AddToCartForm({
  lines,
  children,
}: {
  /** `selectedVariant` lets Hydrogen show the line optimistically. */
  lines: Array<CartLineInput & {selectedVariant?: unknown}>;
  children: (fetcher: Fetcher) => React.ReactNode;
}) {
  const fetcherKey = useCartFetcherKey();
  return (
    <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines}} fetcherKey={fetcherKey}>
      {(fetcher: Fetcher) => children(fetcher)}
    </CartForm>
  );
}
