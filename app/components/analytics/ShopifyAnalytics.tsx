import type {ComponentProps} from 'react';
// A second, lazily loaded copy of Hydrogen holding only its Analytics provider
// (see scripts/vite/second-instance.ts): ~9 kB gzip off the first visit.
import {Analytics} from '@shopify/hydrogen?instance=analytics';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {EdgeRootData} from '~/lib/edge/root-data.server';

type ProviderProps = ComponentProps<typeof Analytics.Provider>;

/**
 * Hydrogen's Analytics.Provider: Shopify's own page-view and cart analytics,
 * for visitors whose consent allows it. Nothing on the page reads its context,
 * so it is mounted beside the page once the browser is idle.
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
      {null}
    </Analytics.Provider>
  );
}
