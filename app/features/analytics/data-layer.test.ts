import {afterEach, describe, expect, it, vi} from 'vitest';
import {ANALYTICS_EVENTS, isAnalyticsEvent, pushEvent, toDataLayerEntry} from './data-layer';

describe('analytics data layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows exactly the 29 events of the data layer', () => {
    expect(ANALYTICS_EVENTS).toHaveLength(29);
    expect(new Set(ANALYTICS_EVENTS).size).toBe(29);
    expect(isAnalyticsEvent('virtual_page_view')).toBe(true);
    expect(isAnalyticsEvent('page_view')).toBe(false);
    expect(isAnalyticsEvent(42)).toBe(false);
  });

  it('puts the event name last so params cannot override it', () => {
    expect(toDataLayerEntry('search', {event: 'evil', search_term: 'mint'} as never)).toEqual({event: 'search', search_term: 'mint'});
  });

  it('clears the previous ecommerce object before a commerce event', () => {
    const win: {dataLayer?: unknown[]} = {};
    vi.stubGlobal('window', win);
    pushEvent('add_to_cart', {ecommerce: {currency: 'USD', value: 5, items: [{item_id: '1', item_name: 'Paste', quantity: 1}]}});
    pushEvent('search', {search_term: 'mint'});
    expect(win.dataLayer).toEqual([
      {ecommerce: null},
      {event: 'add_to_cart', ecommerce: {currency: 'USD', value: 5, items: [{item_id: '1', item_name: 'Paste', quantity: 1}]}},
      {event: 'search', search_term: 'mint'},
    ]);
  });
});
