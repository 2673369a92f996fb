/**
 * Hydrogen's Analytics provider from a second, lazily loaded copy of the package
 * (`?instance=analytics`, app/framework/second-instance.ts): ~9 kB gzip off the first visit.
 * Imported only by the lazily mounted `ShopifyAnalytics` component.
 */
export {Analytics, useAnalytics} from '@shopify/hydrogen?instance=analytics';
