import {useEffect} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushEvent, type AnalyticsItem} from '~/lib/analytics/data-layer';

type Line = CartApiQueryFragment['lines']['nodes'][number];

/** One cart line as a GA4 item. */
export function lineItem(line: Line, quantity = line.quantity): AnalyticsItem {
  const {merchandise} = line;
  return {
    item_id: merchandise.sku || merchandise.id,
    item_name: merchandise.product.title,
    ...(merchandise.title !== 'Default Title' ? {item_variant: merchandise.title} : {}),
    price: Number(line.cost.amountPerQuantity.amount),
    quantity,
    ...(merchandise.product.vendor ? {item_brand: merchandise.product.vendor} : {}),
    ...(merchandise.product.productType ? {item_category: merchandise.product.productType} : {}),
  };
}

const value = (items: AnalyticsItem[]) =>
  Math.round(items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0) * 100) / 100;

export function pushCartEvent(event: 'add_to_cart' | 'remove_from_cart' | 'view_cart', items: AnalyticsItem[]) {
  if (!items.length && event !== 'view_cart') return;
  pushEvent(event, {ecommerce: {currency: 'USD', value: value(items), items}});
}

export function pushViewCart(cart: CartApiQueryFragment | null | undefined) {
  pushCartEvent('view_cart', (cart?.lines.nodes ?? []).map((line) => lineItem(line)));
}

/** Sends `view_cart` once when the cart page is shown. */
export function ViewCartEvent({cart}: {cart: CartApiQueryFragment | null}) {
  useEffect(() => {
    pushViewCart(cart);
    // Once per page view, not on every revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
