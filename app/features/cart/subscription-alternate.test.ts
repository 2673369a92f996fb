import {describe, expect, it} from 'vitest';
import {
  ONE_TIME_VARIANT_ATTRIBUTE,
  alternateReplacement,
  oneTimeVariantOf,
  subscriptionOffer,
  type AlternateLine,
} from './subscription-alternate';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});
const HEADS = 'gid://shopify/ProductVariant/1101';
const SUBSCRIPTION = 'gid://shopify/ProductVariant/1301';
// hum Brush Head Subscription, Adult 2-pack at $12.99, 15 % off on "Deliver every 1 month".
const alternate = {
  id: SUBSCRIPTION,
  title: 'Adult 2-pack',
  availableForSale: true,
  product: {handle: 'hum-brush-head-subscription', title: 'hum Brush Head Subscription'},
  sellingPlanAllocations: {
    nodes: [
      {
        sellingPlan: {id: 'gid://shopify/SellingPlan/9011', name: 'Deliver every 1 month', recurringDeliveries: true},
        priceAdjustments: [{price: usd('11.04'), compareAtPrice: usd('12.99'), perDeliveryPrice: usd('11.04')}],
      },
    ],
  },
};

type Reference = NonNullable<AlternateLine['merchandise']['product']['subscriptionAlternateVariant']>['reference'];
const line = (overrides: Partial<AlternateLine> = {}, reference: Reference = alternate): AlternateLine => ({
  id: 'gid://shopify/CartLine/1',
  quantity: 2,
  attributes: [{key: 'engraving', value: 'A'}],
  sellingPlanAllocation: null,
  merchandise: {
    id: HEADS,
    product: {
      handle: 'hum-replacement-brush-heads',
      title: 'hum Replacement Brush Heads',
      subscriptionAlternateVariant: {reference},
      subscriptionAlternateVariantTitle: {value: 'Subscribe & save 15% on brush heads'},
    },
  },
  ...overrides,
});

describe('which line gets the subscription alternate', () => {
  it('a one-time line whose product names another product variant gets it, priced for its quantity', () => {
    expect(subscriptionOffer(line())).toEqual({
      variantId: SUBSCRIPTION,
      sellingPlanId: 'gid://shopify/SellingPlan/9011',
      planName: 'Deliver every 1 month',
      title: 'Subscribe & save 15% on brush heads',
      perDelivery: usd('22.08'),
      saving: usd('3.90'),
      percent: 15,
    });
  });

  it('names the alternate product when the store gives no title', () => {
    const untitled = line();
    untitled.merchandise.product.subscriptionAlternateVariantTitle = null;
    expect(subscriptionOffer(untitled)?.title).toBe('hum Brush Head Subscription subscription');
  });

  it('none for a line already on a plan, a gift, a bundle line, or a product without a usable alternate', () => {
    expect(subscriptionOffer(line({sellingPlanAllocation: {sellingPlan: {id: 'gid://shopify/SellingPlan/9001'}}}))).toBeNull();
    expect(subscriptionOffer(line({attributes: [{key: '_free_gift', value: 'spend'}]}))).toBeNull();
    expect(subscriptionOffer(line({attributes: [{key: '_bundle_id', value: 'b1'}]}))).toBeNull();
    expect(subscriptionOffer(line({}, null))).toBeNull();
    expect(subscriptionOffer(line({}, {}))).toBeNull();
    expect(subscriptionOffer(line({}, {...alternate, availableForSale: false}))).toBeNull();
    expect(subscriptionOffer(line({}, {...alternate, product: {handle: 'hum-replacement-brush-heads', title: 'x'}}))).toBeNull();
    expect(subscriptionOffer(line({}, {...alternate, sellingPlanAllocations: {nodes: []}}))).toBeNull();
    const preorder = {
      ...alternate,
      sellingPlanAllocations: {
        nodes: [{...alternate.sellingPlanAllocations.nodes[0]!, sellingPlan: {id: 'p', name: 'Pre-order', recurringDeliveries: false}}],
      },
    };
    expect(subscriptionOffer(line({}, preorder))).toBeNull();
  });
});

describe('switching a line to its subscription alternate and back', () => {
  it('replaces it by the alternate under its plan, same quantity and attributes, remembering the one-time variant', () => {
    expect(alternateReplacement(line(), 'subscription')).toEqual({
      merchandiseId: SUBSCRIPTION,
      quantity: 2,
      sellingPlanId: 'gid://shopify/SellingPlan/9011',
      attributes: [
        {key: 'engraving', value: 'A'},
        {key: ONE_TIME_VARIANT_ATTRIBUTE, value: HEADS},
      ],
    });
  });

  it('goes back to the remembered one-time variant, without a plan and without the mark', () => {
    const switched = line({
      sellingPlanAllocation: {sellingPlan: {id: 'gid://shopify/SellingPlan/9011'}},
      attributes: [
        {key: 'engraving', value: 'A'},
        {key: ONE_TIME_VARIANT_ATTRIBUTE, value: HEADS},
      ],
    });
    expect(oneTimeVariantOf(switched)).toBe(HEADS);
    expect(alternateReplacement(switched, 'one-time')).toEqual({
      merchandiseId: HEADS,
      quantity: 2,
      attributes: [{key: 'engraving', value: 'A'}],
    });
  });

  it('refuses a switch the line does not offer', () => {
    expect(alternateReplacement(line(), 'one-time')).toBeNull();
    expect(oneTimeVariantOf(line())).toBeNull();
    expect(alternateReplacement(line({}, null), 'subscription')).toBeNull();
  });
});
