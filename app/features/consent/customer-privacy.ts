import type {ConsentDecision} from './consent';

/**
 * Shopify's Customer Privacy API (`window.Shopify.customerPrivacy`): the visitor's choice handed to
 * Shopify, so its analytics and the hosted checkout on the checkout domain honour it too. The shop
 * asks one question (advertising and analytics together), so one decision sets all four categories.
 */

/** Where Shopify serves the API's script; the local platform serves its stand-in at the same path. */
export const CUSTOMER_PRIVACY_API_PATH = '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';

/** The four categories `setTrackingConsent` takes. */
export interface TrackingConsent {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  sale_of_data: boolean;
}

/** What `currentVisitorConsent()` reports per category: `yes`, `no`, or `''` before any choice. */
export type VisitorConsent = Partial<Record<keyof TrackingConsent, string>>;

/** The categories for a decision; null while the visitor has not decided (nothing is sent). */
export function trackingConsentOf(decision: ConsentDecision): TrackingConsent | null {
  if (decision === 'unknown') return null;
  const allowed = decision === 'granted';
  return {analytics: allowed, marketing: allowed, preferences: allowed, sale_of_data: allowed};
}

/**
 * True when Shopify already holds `wanted` (as `currentVisitorConsent()` reports it), so a page view
 * does not send the same choice again; any difference, or no record yet, sends it.
 */
export function holdsTrackingConsent(current: VisitorConsent | null | undefined, wanted: TrackingConsent): boolean {
  if (!current) return false;
  return (Object.keys(wanted) as Array<keyof TrackingConsent>).every((key) => current[key] === (wanted[key] ? 'yes' : 'no'));
}

/**
 * Query parameters that carry tracking (campaign tags, ad click ids, cross-domain analytics
 * linkers, the partner click id): a checkout link keeps them only with the visitor's consent.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|_ga|_gl|_gac|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_kx|im_ref)$/i;

/**
 * The checkout link as the visitor may follow it: with consent as given; otherwise without the
 * tracking parameters (the cart's own, like `key`, stay). A value that is no URL is returned as is.
 */
export function checkoutHref(checkoutUrl: string, decision: ConsentDecision): string {
  if (decision === 'granted') return checkoutUrl;
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return checkoutUrl;
  }
  const names = [...url.searchParams.keys()].filter((name) => TRACKING_PARAM.test(name));
  if (!names.length) return checkoutUrl;
  for (const name of names) url.searchParams.delete(name);
  return url.toString();
}
