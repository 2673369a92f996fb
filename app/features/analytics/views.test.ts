import {describe, expect, it} from 'vitest';
import {AnalyticsEvent} from '@shopify/hydrogen';
import {ANALYTICS_EVENTS} from './data-layer';
import {
  DATA_LAYER_EVENT_OF_VIEW,
  STANDARD_VIEWS,
  dataLayerEntryOfView,
  pendingViews,
  takePendingViews,
  withDeclaredView,
  type DeclaredView,
} from './views';

const view = (id: string, page: string, type: DeclaredView['type'] = 'product_viewed'): DeclaredView => ({
  id,
  page,
  type,
  data: {},
  dataLayer: {search_term: id},
});

describe('standard views', () => {
  it("are Hydrogen's four view events, each feeding a GA4 data-layer event", () => {
    expect(STANDARD_VIEWS).toEqual([
      AnalyticsEvent.PRODUCT_VIEWED,
      AnalyticsEvent.COLLECTION_VIEWED,
      AnalyticsEvent.SEARCH_VIEWED,
      AnalyticsEvent.CART_VIEWED,
    ]);
    expect(Object.values(DATA_LAYER_EVENT_OF_VIEW)).toEqual(['view_item', 'view_item_list', 'search', 'view_cart']);
    for (const event of Object.values(DATA_LAYER_EVENT_OF_VIEW)) expect(ANALYTICS_EVENTS).toContain(event);
  });

  it('turn a published payload into its data-layer entry, and nothing else', () => {
    const params = {ecommerce: {currency: 'USD', value: 4, items: [{item_id: 'paste', item_name: 'Paste'}]}};
    expect(dataLayerEntryOfView('product_viewed', {products: [], customData: {dataLayer: params}})).toEqual({event: 'view_item', params});
    expect(dataLayerEntryOfView('search_viewed', {searchTerm: 'mint', customData: {dataLayer: {search_term: 'mint'}}})).toEqual({
      event: 'search',
      params: {search_term: 'mint'},
    });
    expect(dataLayerEntryOfView('page_viewed', {customData: {dataLayer: params}})).toBeNull();
    expect(dataLayerEntryOfView('cart_viewed', {customData: {}})).toBeNull();
    expect(dataLayerEntryOfView('cart_viewed', {customData: {dataLayer: ['x']}})).toBeNull();
    expect(dataLayerEntryOfView('cart_viewed', null)).toBeNull();
  });

  it("keep only the current page's views, once each", () => {
    let pending = withDeclaredView([], view('a', 'p1'));
    pending = withDeclaredView(pending, view('a', 'p1'));
    pending = withDeclaredView(pending, view('b', 'p1', 'cart_viewed'));
    expect(pending.map((v) => v.id)).toEqual(['a', 'b']);
    expect(withDeclaredView(pending, view('c', 'p2')).map((v) => v.id)).toEqual(['c']);
  });

  it('are published once, and never for another page than the current one', () => {
    pendingViews.set([view('x', 'p1'), view('y', 'p1')]);
    // The visitor has moved on to p2: p1's views are dropped, not published late.
    expect(takePendingViews('p2')).toEqual([]);
    expect(pendingViews.get()).toEqual([]);
    pendingViews.set([view('x', 'p1'), view('y', 'p1')]);
    expect(takePendingViews('p1').map((v) => v.id)).toEqual(['x', 'y']);
    pendingViews.set([view('x', 'p1'), view('z', 'p1')]);
    expect(takePendingViews('p1').map((v) => v.id)).toEqual(['z']);
    expect(pendingViews.get()).toEqual([]);
  });
});
