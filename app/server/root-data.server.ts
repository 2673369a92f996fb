import {getShopAnalytics} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {readRequestCookie} from '~/infra/cookies.server';
import {CONSENT_COOKIE, parseConsent} from '~/features/consent/consent';
import type {EdgeRootData} from '~/features/analytics/edge-root-data';

/** The root loader's edge part: experiment, third-party config, Shopify analytics. */
export async function loadEdgeRootData(context: AppLoadContext, request: Request): Promise<EdgeRootData> {
  const {config: shop, edge, storefront} = context;
  const assigned = await edge.experiments.assign();
  return {
    config: edge.clientConfig,
    isBot: edge.isBot,
    consent: parseConsent(readRequestCookie(request, CONSENT_COOKIE)),
    experiment: assigned?.assignment ?? null,
    shopAnalytics: shop.isRealShopify ? getShopAnalytics({storefront, publicStorefrontId: shop.storefrontId}).catch(() => null) : null,
    shopifyConsent: {
      checkoutDomain: shop.checkoutDomain,
      storefrontAccessToken: shop.publicStorefrontToken,
      withPrivacyBanner: false,
      country: 'US',
      language: 'EN',
    },
    customerPrivacyStandIn: shop.customerPrivacyStandIn,
  };
}
