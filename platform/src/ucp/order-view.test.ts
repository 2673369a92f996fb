import {describe, expect, it} from 'vitest';
import type {OrderRow} from '../store/orders.js';
import {completedCheckoutToUcp} from './order-view.js';
import {ucpSdk} from './ucp-sdk.test-support.js';

const order: OrderRow = {
  id: 12,
  number: 1012,
  customer_id: null,
  email: 'a@b.test',
  key: 'secretkey',
  processed_at: '2026-01-01T00:00:00Z',
  doc: {
    email: 'a@b.test',
    phone: null,
    lines: [{title: 'Mint Paste', variantId: 701, quantity: 2, originalTotal: 998, discountedTotal: 898, allocations: [], attributes: []}],
    discountApplications: [],
    subtotal: 898,
    shipping: 599,
    shippingDiscount: 599,
    tax: 0,
    total: 898,
    financialStatus: 'PAID',
    fulfillmentStatus: 'UNFULFILLED',
    canceledAt: null,
    cancelReason: null,
    shippingAddress: null,
    billingAddress: null,
  },
};

describe('a checkout the buyer completed', () => {
  const checkout = completedCheckoutToUcp('tok12345678', order, {
    origin: 'https://platform.example',
    shopUrl: 'https://shop.example',
    currency: 'USD',
  });

  it('answers completed with the order’s lines, what it charged and its status page', () => {
    expect(checkout).toMatchObject({
      id: 'gid://shopify/Checkout/tok12345678',
      status: 'completed',
      order: {id: 'gid://shopify/Order/12', permalink_url: 'https://platform.example/orders/12/status?key=secretkey'},
    });
    expect(checkout.line_items[0]).toMatchObject({item: {id: 'gid://shopify/ProductVariant/701', price: 499}, quantity: 2});
    expect(checkout.totals).toEqual([
      {type: 'subtotal', amount: 998},
      {type: 'discount', amount: 100},
      {type: 'fulfillment', amount: 0},
      {type: 'tax', amount: 0},
      {type: 'total', amount: 898},
    ]);
  });

  it('is a checkout for the UCP SDK', () => {
    const {ucp: _ucp, ...rest} = checkout;
    expect(ucpSdk.CheckoutResponseSchema.omit({ucp: true}).safeParse(rest).error).toBeUndefined();
  });
});
