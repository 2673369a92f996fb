import {useEffect, type ComponentProps} from 'react';
import {useLocation} from '@remix-run/react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';
import {pushEvent} from '~/features/analytics/data-layer';
// A second, lazily loaded copy of Hydrogen holding only its Analytics provider: ~9 kB gzip off the first visit.
import {Analytics, useAnalytics} from '~/framework/hydrogen-analytics';
import {useStore} from '~/ui/client-store';
import {dataLayerEntryOfView, pendingViews, STANDARD_VIEWS, takePendingViews} from '~/features/analytics/views';

type ProviderProps = ComponentProps<typeof Analytics.Provider>;
/** Hydrogen types subscribe/publish per event name; the loops below go over the four standard views. */
type Subscribe = (event: string, callback: (payload: unknown) => void) => void;
type Publish = (event: string, payload: unknown) => void;

/**
 * Hydrogen's Analytics.Provider: Shopify's own page-view and cart analytics,
 * for visitors whose consent allows it, and the bus the pages' standard view
 * events (product, collection, search, cart) go out on; the data layer is
 * one of its subscribers. It is mounted beside the page once the browser is
 * idle (nothing on the page reads its context).
 */
export default function ShopifyAnalytics({
  shop,
  consent,
  cart,
  canTrack,
}: {
  shop: EdgeRootData['shopAnalytics'] | null;
  consent: EdgeRootData['shopifyConsent'];
  cart: Promise<CartApiQueryFragment | null> | null;
  canTrack: () => boolean;
}) {
  return (
    <Analytics.Provider
      // Our 2023-04 cart fragment has what CartAnalytics reads (id, updatedAt, lines), not `metafields`.
      cart={cart as ProviderProps['cart']}
      shop={shop as ProviderProps['shop']}
      consent={consent}
      canTrack={canTrack}
    >
      <DataLayerSubscriber />
      <StandardViewPublisher />
    </Analytics.Provider>
  );
}

/** `Analytics.subscribe`: each standard view becomes its GA4 data-layer event (view_item, view_item_list, search, view_cart). */
function DataLayerSubscriber() {
  const {subscribe} = useAnalytics();
  useEffect(() => {
    for (const type of STANDARD_VIEWS) {
      (subscribe as Subscribe)(type, (payload) => {
        const entry = dataLayerEntryOfView(type, payload);
        if (entry) pushEvent(entry.event, entry.params);
      });
    }
  }, [subscribe]);
  return null;
}

/**
 * Publishes the views the current page declared (`useStandardView`) with the
 * payload Hydrogen's `Analytics.*View` components build. Hydrogen's own views
 * publish only for a Shopify shop (`shop.shopId`); this one publishes for any
 * store, and only while the visitor may be tracked (`publish` does nothing
 * otherwise). A view declared before consent waits, and goes out when the
 * visitor accepts on that page (the provider is remounted on a decision).
 */
function StandardViewPublisher() {
  const {publish, canTrack, shop, cart, prevCart, customData} = useAnalytics();
  const location = useLocation();
  const pending = useStore(pendingViews);
  useEffect(() => {
    if (!canTrack() || pending.length === 0) return;
    for (const view of takePendingViews(location.key)) {
      (publish as Publish)(view.type, {
        ...view.data,
        customData: {...customData, dataLayer: view.dataLayer},
        cart,
        prevCart,
        shop,
        url: window.location.href,
      });
    }
  }, [pending, location.key, canTrack, publish, shop, cart, prevCart, customData]);
  return null;
}
