import {useEffect} from 'react';
import {useLocation} from '@remix-run/react';
import {createStore} from '~/ui/client-store';
import {isAnalyticsEvent, type AnalyticsEventName, type AnalyticsParams} from './data-layer';

/**
 * Hydrogen's standard view events (`AnalyticsEvent.PRODUCT_VIEWED` …). Pages
 * declare their view here; the lazily loaded `Analytics.Provider`
 * (components/analytics/ShopifyAnalytics.tsx) publishes it on Hydrogen's
 * analytics bus, and the data layer is one of the bus's subscribers. This
 * module imports nothing of Hydrogen, so declaring a view costs the first
 * visit nothing (decision 56).
 */
export const STANDARD_VIEWS = ['product_viewed', 'collection_viewed', 'search_viewed', 'cart_viewed'] as const;
export type StandardView = (typeof STANDARD_VIEWS)[number];

/** The data-layer event each standard view feeds. */
export const DATA_LAYER_EVENT_OF_VIEW = {
  product_viewed: 'view_item',
  collection_viewed: 'view_item_list',
  search_viewed: 'search',
  cart_viewed: 'view_cart',
} as const satisfies Record<StandardView, AnalyticsEventName>;

/** One view a page declared: Hydrogen's payload fields, plus the data layer's GA4 parameters. */
export interface DeclaredView {
  /** The navigation it belongs to and what it shows: published once. */
  id: string;
  /** The navigation (`location.key`): a view of an earlier page is never published late. */
  page: string;
  type: StandardView;
  /** Hydrogen's payload fields for this view (`products`, `collection`, `searchTerm`…). */
  data: Record<string, unknown>;
  /** The GA4 parameters of the data-layer event, carried in the payload's `customData.dataLayer`. */
  dataLayer: AnalyticsParams;
}

/** Views declared on the current page and not yet published (held until the visitor may be tracked). */
export const pendingViews = createStore<DeclaredView[]>([]);

/** Adds a view; views of other pages still pending are dropped, as is a repeat of the same view. */
export function withDeclaredView(pending: DeclaredView[], view: DeclaredView): DeclaredView[] {
  const current = pending.filter((v) => v.page === view.page);
  return current.some((v) => v.id === view.id) ? current : [...current, view];
}

const published = new Set<string>();

/** The current page's pending views not published yet, marked as published (each view goes out once). */
export function takePendingViews(page: string): DeclaredView[] {
  const views = pendingViews.get().filter((v) => v.page === page && !published.has(v.id));
  for (const view of views) published.add(view.id);
  pendingViews.set((pending) => pending.filter((v) => v.page === page && !published.has(v.id)));
  return views;
}

/**
 * The data-layer entry for a published standard view: its GA4 event name and
 * the GA4 parameters the page put in `customData.dataLayer`. Null for anything
 * else (another event, a payload without them).
 */
export function dataLayerEntryOfView(type: string, payload: unknown): {event: AnalyticsEventName; params: AnalyticsParams} | null {
  if (!(STANDARD_VIEWS as readonly string[]).includes(type)) return null;
  const event = DATA_LAYER_EVENT_OF_VIEW[type as StandardView];
  const customData = (payload as {customData?: {dataLayer?: unknown}} | null)?.customData;
  const params = customData?.dataLayer;
  if (!isAnalyticsEvent(event) || !params || typeof params !== 'object' || Array.isArray(params)) return null;
  return {event, params: params as AnalyticsParams};
}

/**
 * Declares the page's standard view (once per navigation and `key`): the
 * convention of Hydrogen's `<Analytics.ProductView>` and friends, without
 * loading Hydrogen's analytics with the page.
 */
export function useStandardView(
  type: StandardView,
  key: string | null,
  build: () => {data: Record<string, unknown>; dataLayer: AnalyticsParams},
) {
  const location = useLocation();
  useEffect(() => {
    // Nothing to report (a search page before a search).
    if (key === null) return;
    const {data, dataLayer} = build();
    pendingViews.set((pending) =>
      withDeclaredView(pending, {id: `${location.key}|${type}|${key}`, page: location.key, type, data, dataLayer}),
    );
    // `key` stands for what the view shows; `build` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what the view shows; `build` is new on every render
  }, [location.key, type, key]);
}
