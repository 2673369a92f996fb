import {useEffect, useState} from 'react';
import type {ConsentDecision} from '~/features/consent/consent';
import {holdsTrackingConsent, trackingConsentOf, type TrackingConsent, type VisitorConsent} from '~/features/consent/customer-privacy';
import {loadScriptOnce} from '~/features/chat/provider';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';

/** The part of `window.Shopify.customerPrivacy` the shop calls. */
interface CustomerPrivacy {
  setTrackingConsent(consent: TrackingConsent & Record<string, unknown>, callback: (result?: {error?: string}) => void): void;
  currentVisitorConsent?: () => VisitorConsent;
}

/** Hydrogen's analytics provider announces the API on the document once it has loaded it. */
const API_LOADED_EVENT = 'shopifyCustomerPrivacyApiLoaded';

function customerPrivacy(): CustomerPrivacy | null {
  const api = (window as {Shopify?: {customerPrivacy?: CustomerPrivacy | null}}).Shopify?.customerPrivacy;
  return api && typeof api.setTrackingConsent === 'function' ? api : null;
}

/**
 * Hands every decision, and every withdrawal, to Shopify's Customer Privacy API, so Shopify's
 * analytics and the hosted checkout honour the visitor's choice. On a real store Hydrogen's
 * analytics provider loads the API (and adds the checkout domain and token to each call); with
 * the local platform its stand-in is loaded here, and the same context is added here. A choice
 * Shopify already holds is not sent again on the next page.
 */
export function useShopifyTrackingConsent({
  decision,
  standIn,
  storefrontAccessToken,
  nonce,
}: {
  decision: ConsentDecision;
  standIn: EdgeRootData['customerPrivacyStandIn'];
  storefrontAccessToken: string;
  nonce: string | undefined;
}) {
  const [api, setApi] = useState<CustomerPrivacy | null>(null);

  useEffect(() => {
    const found = () => {
      const current = customerPrivacy();
      if (current) setApi(current);
      return Boolean(current);
    };
    if (found()) return;
    const onLoaded = () => void found();
    document.addEventListener(API_LOADED_EVENT, onLoaded);
    if (standIn) {
      loadScriptOnce(standIn.scriptUrl, nonce).then(onLoaded, () =>
        console.warn('[consent] the Customer Privacy API stand-in could not be loaded from', standIn.scriptUrl),
      );
    }
    return () => document.removeEventListener(API_LOADED_EVENT, onLoaded);
  }, [standIn, nonce]);

  useEffect(() => {
    const wanted = trackingConsentOf(decision);
    if (!api || !wanted || holdsTrackingConsent(api.currentVisitorConsent?.(), wanted)) return;
    // Hydrogen's wrapper adds these on a real store; the stand-in receives them from here.
    const context = standIn ? {headlessStorefront: true, checkoutRootDomain: standIn.checkoutRootDomain, storefrontAccessToken} : {};
    api.setTrackingConsent({...wanted, ...context}, (result) => {
      if (result?.error) console.warn('[consent] Shopify did not take the consent choice:', result.error);
    });
  }, [api, decision, standIn, storefrontAccessToken]);
}
