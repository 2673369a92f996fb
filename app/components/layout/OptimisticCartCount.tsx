import {useEffect} from 'react';
import {useOptimisticCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

/**
 * Hands the cart icon the count Hydrogen's optimistic cart gives, which
 * counts the cart changes still on their way. Renders nothing: its own
 * chunk, loaded once the page is interactive, so a first visit's JavaScript
 * keeps no part of Hydrogen for it.
 */
export function OptimisticCartCount({cart, onCount}: {cart: CartApiQueryFragment | null; onCount: (count: number) => void}) {
  const count = useOptimisticCart(cart)?.totalQuantity ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
