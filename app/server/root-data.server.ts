import {getShopAnalytics} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {readCookie, type Assignment} from '~/features/experiments/assign';
import {CONSENT_COOKIE, parseConsent, type ConsentDecision} from '~/features/consent/consent';
import type {EdgeClientConfig} from './edge-context.server';

export interface EdgeRootData {
  config: EdgeClientConfig;
  /** A crawler: no consent banner, no chat launcher (it cannot answer either). */
  isBot: boolean;
  /** The visitor's stored consent decision (`oc_consent`): the banner is server-rendered while unknown. */
  consent: ConsentDecision;
  /** The visitor's experiment variant, decided before rendering. */
  experiment: Assignment | null;
  /** Shopify's own analytics need a real Shopify shop (the local platform has none). */
  shopAnalytics: ReturnType<typeof getShopAnalytics> | null;
  shopifyConsent: {checkoutDomain: string; storefrontAccessToken: string; withPrivacyBanner: false; country: 'US'; language: 'EN'};
}

/** The root loader's edge-services part: experiment, third-party config, Shopify analytics. */
export async function loadEdgeRootData(context: AppLoadContext, request: Request): Promise<EdgeRootData> {
  const {config: shop, edge, storefront} = context;
  const assigned = await edge.experiments.assign();
  return {
    config: edge.clientConfig,
    isBot: edge.isBot,
    consent: parseConsent(readCookie(request.headers.get('Cookie'), CONSENT_COOKIE)),
    experiment: assigned?.assignment ?? null,
    shopAnalytics: shop.isRealShopify ? getShopAnalytics({storefront, publicStorefrontId: shop.storefrontId}).catch(() => null) : null,
    shopifyConsent: {
      checkoutDomain: shop.checkoutDomain,
      storefrontAccessToken: shop.publicStorefrontToken,
      withPrivacyBanner: false,
      country: 'US',
      language: 'EN',
    },
  };
}
