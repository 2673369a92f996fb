import type {AnalyticsItem, AnalyticsParams} from './data-layer';

/**
 * Parameters of the data layer's interaction events that the shop pushes
 * from its components. Pure, so each shape is unit
 * tested; the components only call `pushEvent(name, these(...))`.
 */

/** `custom_error`: an error page was shown (404, 503 or an unhandled error). */
export function customErrorParams(status: number, path: string): AnalyticsParams {
  const type = status === 404 ? 'not_found' : status === 503 ? 'unavailable' : 'server_error';
  return {error_type: type, error_code: status, page_path: path};
}

/** `carousel`: the shopper scrolled a product carousel to another position. */
export function carouselParams(name: string, from: number, to: number, count: number): AnalyticsParams | null {
  if (to === from || count <= 0) return null;
  const index = Math.max(0, Math.min(count - 1, to));
  return {carousel_name: name, carousel_action: to > from ? 'next' : 'previous', slide_index: index + 1, slide_count: count};
}

/** The card index at a scroll offset: cards snap to their start, so the nearest whole step. */
export function slideAt(scrollLeft: number, step: number): number {
  return step > 0 ? Math.round(scrollLeft / step) : 0;
}

export interface ShopperItem {
  handle: string;
  title: string;
  variantTitle?: string;
  price: number;
  currency: string;
  productType?: string;
  quantity?: number;
}

function item(product: ShopperItem): AnalyticsItem {
  return {
    item_id: product.handle,
    item_name: product.title,
    ...(product.variantTitle && product.variantTitle !== 'Default Title' ? {item_variant: product.variantTitle} : {}),
    ...(product.productType ? {item_category: product.productType} : {}),
    price: product.price,
    quantity: product.quantity ?? 1,
  };
}

/** GA4-style ecommerce payload for `add_to_wishlist` and `buy_now`. */
export function itemEventParams(product: ShopperItem): AnalyticsParams {
  const quantity = product.quantity ?? 1;
  return {ecommerce: {currency: product.currency, value: Math.round(product.price * quantity * 100) / 100, items: [item(product)]}};
}

/** `review`: the shopper rated a product (whole stars 1–5); null for anything else. */
export function reviewParams(product: {handle: string; title: string}, rating: number): AnalyticsParams | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  return {item_id: product.handle, item_name: product.title, rating, review_action: 'rate'};
}
