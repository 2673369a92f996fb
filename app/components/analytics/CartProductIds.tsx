import {useEffect} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {cartProductIds, publishCartProductIds} from '~/features/analytics/cdp';
import {storedDecision} from '~/features/consent/store';

/** Publishes the cart's product ids for the customer-data platform whenever the cart changes. */
export function CartProductIds({cart}: {cart: Promise<CartApiQueryFragment | null> | CartApiQueryFragment | null}) {
  useEffect(() => {
    let live = true;
    // The stored decision is read without holding the page: this runs as the page settles.
    Promise.all([cart, storedDecision()])
      .then(([value, consent]) => live && publishCartProductIds(cartProductIds(value), consent))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [cart]);
  return null;
}
