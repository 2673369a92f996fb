import {FREE_GIFT_ATTRIBUTE} from './free-gifts';
import {BUNDLE_ID_ATTRIBUTE, isFreeGiftProduct} from './lines';
import {subscriptionPrice, type PlanAdjustment} from './subscription-price';
import {attributeValue, type Money, type RuleLine} from './types';

/**
 * Line attribute a line switched to its product's subscription alternate
 * keeps: the one-time variant it replaced, so the shopper can switch back.
 * The leading underscore keeps it out of the checkout's line details.
 */
export const ONE_TIME_VARIANT_ATTRIBUTE = '_one_time_variant';

/** Where a line is switched to: its product's subscription alternate, or back to the one-time variant. */
export const ALTERNATE_TARGETS = ['subscription', 'one-time'] as const;
export type AlternateTarget = (typeof ALTERNATE_TARGETS)[number];

/** The `subscriptionAlternateVariant` metafield's variant, as the cart line query reads it. */
export interface AlternateVariant {
  id: string;
  title?: string | null;
  availableForSale?: boolean | null;
  product: {handle: string; title: string};
  sellingPlanAllocations?: {
    nodes: Array<{
      sellingPlan: {id: string; name: string; recurringDeliveries?: boolean | null};
      priceAdjustments: PlanAdjustment[];
    }>;
  } | null;
}

/** A cart line with what the alternate offer reads from its product. */
export type AlternateLine = RuleLine & {
  sellingPlanAllocation?: {sellingPlan: {id: string}} | null;
  merchandise: RuleLine['merchandise'] & {
    product: RuleLine['merchandise']['product'] & {
      subscriptionAlternateVariant?: {reference?: AlternateVariant | Record<string, never> | null} | null;
      subscriptionAlternateVariantTitle?: {value?: string | null} | null;
    };
  };
};

export interface SubscriptionOffer {
  variantId: string;
  sellingPlanId: string;
  planName: string;
  /** The metafield's title, else "<alternate product> subscription". */
  title: string;
  /** One delivery of the line's quantity on the plan. */
  perDelivery: Money;
  /** What one delivery saves against buying the alternate once (0 when nothing). */
  saving: Money;
  percent: number;
}

const isGiftLine = (line: AlternateLine) => isFreeGiftProduct(line) || Boolean(attributeValue(line, FREE_GIFT_ATTRIBUTE));

/**
 * The subscription alternate a cart line offers, beside its own plans: only a
 * one-time line of a product whose `subscriptionAlternateVariant` is another
 * product's variant that is for sale and has a plan that delivers again and
 * again. Free gifts and bundle lines get none (the shop manages them). The
 * plan is the alternate's first (its store order); the prices are its plan
 * allocation's, for the line's quantity.
 */
export function subscriptionOffer(line: AlternateLine): SubscriptionOffer | null {
  if (line.sellingPlanAllocation || isGiftLine(line) || attributeValue(line, BUNDLE_ID_ATTRIBUTE)) return null;
  const product = line.merchandise.product;
  const alternate = product.subscriptionAlternateVariant?.reference;
  if (!alternate || !('id' in alternate) || alternate.availableForSale === false) return null;
  if (alternate.product.handle === product.handle) return null;
  const allocation = alternate.sellingPlanAllocations?.nodes.find((a) => a.sellingPlan.recurringDeliveries !== false);
  const price = allocation && subscriptionPrice(allocation.priceAdjustments, line.quantity);
  if (!allocation || !price) return null;
  return {
    variantId: alternate.id,
    sellingPlanId: allocation.sellingPlan.id,
    planName: allocation.sellingPlan.name,
    title: product.subscriptionAlternateVariantTitle?.value?.trim() || `${alternate.product.title} subscription`,
    perDelivery: price.perDelivery,
    saving: price.saving,
    percent: price.percent,
  };
}

/** The one-time variant a line switched to its subscription alternate came from; null for any other line. */
export function oneTimeVariantOf(line: AlternateLine): string | null {
  if (!line.sellingPlanAllocation || isGiftLine(line)) return null;
  return attributeValue(line, ONE_TIME_VARIANT_ATTRIBUTE) || null;
}

/** The line that replaces `line` when it switches to `target`: same quantity and attributes, and the mark to switch back. */
export function alternateReplacement(
  line: AlternateLine,
  target: AlternateTarget,
): {merchandiseId: string; quantity: number; sellingPlanId?: string; attributes: Array<{key: string; value: string}>} | null {
  const kept = (line.attributes ?? [])
    .filter((a) => a.key !== ONE_TIME_VARIANT_ATTRIBUTE)
    .map(({key, value}) => ({key, value: value ?? ''}));
  if (target === 'subscription') {
    const offer = subscriptionOffer(line);
    if (!offer) return null;
    return {
      merchandiseId: offer.variantId,
      quantity: line.quantity,
      sellingPlanId: offer.sellingPlanId,
      attributes: [...kept, {key: ONE_TIME_VARIANT_ATTRIBUTE, value: line.merchandise.id}],
    };
  }
  const back = oneTimeVariantOf(line);
  return back ? {merchandiseId: back, quantity: line.quantity, attributes: kept} : null;
}
