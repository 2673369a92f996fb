import type {getShopAnalytics} from '@shopify/hydrogen';
import type {Assignment} from '~/features/experiments/assign';
import type {ConsentDecision} from '~/features/consent/consent';

/** The third-party scripts the browser may load (none unless configured). */
export interface EdgeClientConfig {
  analytics: {gtmId: string} | null;
  chatProvider: {scriptUrl: string; globalName: string} | null;
  consentTool: {scriptUrl: string; globalName: string; bannerSelector: string | null} | null;
}

/**
 * The root loader's `edge` data, read by the analytics, consent and chat components:
 * a plain type here so the browser code never imports the server module that builds it.
 */
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
  /**
   * The Customer Privacy API's stand-in on the local platform, which the consent manager loads
   * itself (null on a real store: Hydrogen's analytics provider loads Shopify's own).
   */
  customerPrivacyStandIn: {scriptUrl: string; checkoutRootDomain: string} | null;
}
