import type {ConsentDecision} from '~/features/consent/consent';

/**
 * Cart product ids for the customer-data platform. The
 * CDP's tag reads `window.cdpCartProductIds` or listens for the
 * `cdp:cart-products` event; nothing is published for a visitor who
 * declined cookies.
 */
export const CDP_EVENT = 'cdp:cart-products';

declare global {
  interface Window {
    cdpCartProductIds?: string[];
  }
}

interface CartLike {
  lines?: {nodes?: Array<{merchandise?: {product?: {id?: string}}}>};
}

/** Distinct product ids of the cart's lines, in line order. */
export function cartProductIds(cart: CartLike | null | undefined): string[] {
  const ids = (cart?.lines?.nodes ?? []).map((line) => line.merchandise?.product?.id).filter((id): id is string => Boolean(id));
  return [...new Set(ids)];
}

/** Publishes `ids` unless the visitor declined (`consent`: the stored decision); false when nothing changed. */
export function publishCartProductIds(ids: string[], consent: ConsentDecision): boolean {
  if (typeof window === 'undefined') return false;
  if (consent === 'denied') return false;
  const previous = window.cdpCartProductIds;
  if (previous && previous.length === ids.length && previous.every((id, i) => id === ids[i])) return false;
  window.cdpCartProductIds = ids;
  window.dispatchEvent(new CustomEvent(CDP_EVENT, {detail: {productIds: ids}}));
  return true;
}
