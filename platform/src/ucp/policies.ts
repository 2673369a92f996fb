import {SHOP_POLICIES, shopPolicyUrl, type ShopPolicyKey} from '../storefront/views/shop.js';

/**
 * The shop's policies as UCP 2026-08-25's `policies[]`: the refund policy under the release's
 * well-known return type, the others under types of the platform's own (Shopify's) namespace, each
 * with its title, its text and a link to its page. Shop-wide policies name no target; the
 * subscription policy targets only the nodes bought or sold on a selling plan.
 */
const POLICY_TYPES: Record<ShopPolicyKey, string> = {
  refundPolicy: 'dev.ucp.shopping.policy.return',
  shippingPolicy: 'dev.shopify.policy.shipping',
  privacyPolicy: 'dev.shopify.policy.privacy',
  termsOfService: 'dev.shopify.policy.terms_of_service',
  subscriptionPolicy: 'dev.shopify.policy.subscription',
};

const SHOP_WIDE: ShopPolicyKey[] = ['refundPolicy', 'shippingPolicy', 'privacyPolicy', 'termsOfService'];

export interface UcpPolicy {
  type: string;
  title: string;
  description: {plain: string};
  url: string;
  applies_to?: string[];
}

function policyOf(key: ShopPolicyKey, shopUrl: string, appliesTo?: string[]): UcpPolicy {
  const {handle, title, body} = SHOP_POLICIES[key];
  return {
    type: POLICY_TYPES[key],
    title,
    description: {plain: body},
    url: shopPolicyUrl(shopUrl, handle),
    ...(appliesTo ? {applies_to: appliesTo} : {}),
  };
}

/** The policies of an answer; `onPlans` are the JSONPaths of its nodes on a selling plan (lines, products). */
export function shopPolicies(shopUrl: string, onPlans: readonly string[] = []): UcpPolicy[] {
  return [
    ...SHOP_WIDE.map((key) => policyOf(key, shopUrl)),
    ...(onPlans.length ? [policyOf('subscriptionPolicy', shopUrl, [...onPlans])] : []),
  ];
}
