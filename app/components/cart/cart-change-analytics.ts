import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushEvent} from '~/features/analytics/data-layer';
import {isDiscountUpdate, isLinesAdd, isLinesRemove, isLinesUpdate, type AnsweredChange} from '~/features/cart/answered-change';
import {lineItem, pushCartEvent} from './CartAnalytics';

// The events of cart changes and the drawer's opening: their own chunk, fetched on the first cart change
// or opening (`CartDrawerProvider`), so neither a first visit nor the cart page loads them.

type Cart = CartApiQueryFragment;
type Line = Cart['lines']['nodes'][number];

/** `view_cart` with the cart's lines, when the drawer opens. */
export function pushViewCart(cart: Cart | null | undefined) {
  pushCartEvent(
    'view_cart',
    (cart?.lines.nodes ?? []).map((line) => lineItem(line)),
  );
}

/**
 * The data-layer events of one answered cart change: add_to_cart /
 * remove_from_cart / coupon for a successful one (`cart`, the cart it
 * answered with), an invalid coupon for a refused code. `before` holds the
 * lines as they were before the change (a removed or changed line's product
 * and old quantity).
 */
export function pushCartAnswer(
  {change, cart, rejectedCodes}: {change?: AnsweredChange; cart?: Cart | null; rejectedCodes?: string[]},
  before: ReadonlyMap<string, Line>,
) {
  if (change && cart) pushChange(change, cart, before);
  if (rejectedCodes?.length) pushEvent('coupon', {coupon: rejectedCodes[0].toUpperCase(), status: 'invalid'});
}

function pushChange(change: AnsweredChange, cart: Cart, before: ReadonlyMap<string, Line>) {
  const after = new Map(cart.lines.nodes.map((l) => [l.id, l]));
  if (isLinesAdd(change)) {
    const items = change.lines.flatMap(({merchandiseId, quantity}) => {
      const line = cart.lines.nodes.find((l) => l.merchandise.id === merchandiseId);
      return line ? [lineItem(line, quantity)] : [];
    });
    pushCartEvent('add_to_cart', items);
  } else if (isLinesRemove(change)) {
    pushCartEvent(
      'remove_from_cart',
      change.lineIds.flatMap((id) => (before.get(id) ? [lineItem(before.get(id)!)] : [])),
    );
  } else if (isLinesUpdate(change)) {
    for (const id of change.lineIds) {
      const old = before.get(id);
      const now = after.get(id);
      const delta = (now?.quantity ?? 0) - (old?.quantity ?? 0);
      if (old && delta > 0) pushCartEvent('add_to_cart', [lineItem(now!, delta)]);
      if (old && delta < 0) pushCartEvent('remove_from_cart', [lineItem(old, -delta)]);
    }
  } else if (isDiscountUpdate(change) && change.typed?.trim()) {
    pushEvent('coupon', {coupon: change.typed.trim().toUpperCase(), status: 'applied'});
  }
}
