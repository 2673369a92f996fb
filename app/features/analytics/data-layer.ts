/**
 * The shop's analytics data layer: every event the shop
 * sends is one of these names, pushed to `window.dataLayer` with GA4-style
 * parameters. Tag-manager loading, consent and page views are built on top
 * of this module; callers only ever use `pushEvent`.
 */
export const ANALYTICS_EVENTS = [
  'buy_now',
  'chat_bot',
  'cta',
  'email_sign_up',
  'form_start',
  'form_submit',
  'custom_error',
  'filter',
  'navigation',
  'review',
  'video_start',
  'video_progress',
  'video_complete',
  'carousel',
  'search',
  'coupon',
  'accordion',
  'article',
  'login',
  'sign_up',
  'share',
  'virtual_page_view',
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'add_to_wishlist',
  'view_cart',
  'remove_from_cart',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** One product in a commerce event (GA4 `items[]`). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
  item_brand?: string;
  item_category?: string;
  coupon?: string;
  index?: number;
}

export type AnalyticsParams = Record<string, unknown> & {
  ecommerce?: {currency?: string; value?: number; items: AnalyticsItem[]} & Record<string, unknown>;
};

export interface DataLayerEntry extends AnalyticsParams {
  event: AnalyticsEventName;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function isAnalyticsEvent(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(name);
}

/** The entry `pushEvent` writes; pure, so it can be unit tested. */
export function toDataLayerEntry(event: AnalyticsEventName, params: AnalyticsParams = {}): DataLayerEntry {
  return {...params, event};
}

/**
 * Pushes one event. Commerce events first clear the previous `ecommerce`
 * object, as GA4 expects. Does nothing on the server.
 */
export function pushEvent(event: AnalyticsEventName, params: AnalyticsParams = {}): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  if (params.ecommerce) layer.push({ecommerce: null});
  layer.push(toDataLayerEntry(event, params));
}
