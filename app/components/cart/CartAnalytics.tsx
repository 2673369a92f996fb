import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {pushEvent, type AnalyticsItem, type AnalyticsParams} from '~/features/analytics/data-layer';
import {useStandardView} from '~/features/analytics/views';

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

const cartEventParams = (items: AnalyticsItem[]): AnalyticsParams => ({ecommerce: {currency: 'USD', value: value(items), items}});

export function pushCartEvent(event: 'add_to_cart' | 'remove_from_cart' | 'view_cart', items: AnalyticsItem[]) {
  if (!items.length && event !== 'view_cart') return;
  pushEvent(event, cartEventParams(items));
}

/** Hydrogen's CartView once when the cart page is shown (not on every revalidation); the data layer gets it as `view_cart`. */
export function ViewCartEvent({cart}: {cart: CartApiQueryFragment | null}) {
  useStandardView('cart_viewed', 'cart', () => ({
    data: {},
    dataLayer: cartEventParams((cart?.lines.nodes ?? []).map((line) => lineItem(line))),
  }));
  return null;
}
