/**
 * Hydrogen's `getSeoMeta` from a copy of the package of its own (`?instance=seo`,
 * app/framework/second-instance.ts). Every route's `meta` runs in the browser
 * at hydration, so the module it comes from is part of every first visit; from
 * the main copy, that module would also carry what any lazily loaded part takes
 * from Hydrogen (`CartForm`, the optimistic cart). Stateless, so safe to copy.
 */
export {getSeoMeta} from '@shopify/hydrogen?instance=seo';
