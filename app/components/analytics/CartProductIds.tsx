import {useEffect} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {cartProductIds, publishCartProductIds} from '~/features/analytics/cdp';

/** Publishes the cart's product ids for the customer-data platform whenever the cart changes. */
export function CartProductIds({cart}: {cart: Promise<CartApiQueryFragment | null> | CartApiQueryFragment | null}) {
  useEffect(() => {
    let live = true;
    Promise.resolve(cart)
      .then((value) => live && publishCartProductIds(cartProductIds(value)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [cart]);
  return null;
}
