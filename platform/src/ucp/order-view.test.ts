import {describe, expect, it} from 'vitest';
import type {OrderRow} from '../store/orders.js';
import {completedCheckoutToUcp, orderToUcp} from './order-view.js';
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

describe('an order an agent placed (get_order)', () => {
  const deps = {origin: 'https://platform.example', shopUrl: 'https://shop.example', currency: 'USD'};
  const address = {
    firstName: 'Dana',
    lastName: 'Demo',
    address1: '1 Main St',
    city: 'Portland',
    province: 'Oregon',
    zip: '97201',
    country: 'United States',
  };
  const placed: OrderRow = {...order, doc: {...order.doc, shippingAddress: address, charged: 898}};

  it('answers its lines with what shipped, its totals, where it ships and that it is paid', () => {
    const answer = orderToUcp(placed, 'tok12345678', deps);
    expect(answer).toMatchObject({
      id: 'gid://shopify/Order/12',
      checkout_id: 'gid://shopify/Checkout/tok12345678',
      permalink_url: 'https://platform.example/orders/12/status?key=secretkey',
      currency: 'USD',
      label: '#1012',
      adjustments: [{type: 'payment', status: 'completed', totals: [{type: 'total', amount: 898}]}],
    });
    expect(answer.line_items).toEqual([
      expect.objectContaining({id: 'gid://shopify/LineItem/12-1', quantity: {total: 2, fulfilled: 0}, status: 'processing'}),
    ]);
    expect(answer.fulfillment.expectations[0]).toMatchObject({
      method_type: 'shipping',
      destination: {street_address: '1 Main St', address_locality: 'Portland', postal_code: '97201'},
      line_items: [{id: 'gid://shopify/LineItem/12-1', quantity: 2}],
    });
    // UCP signs what lowers the price: the discount is negative, on the order and on its line.
    expect(answer.totals).toEqual([
      {type: 'subtotal', amount: 998},
      {type: 'discount', amount: -100},
      {type: 'fulfillment', amount: 0},
      {type: 'tax', amount: 0},
      {type: 'total', amount: 898},
    ]);
    expect(answer.line_items[0]!.totals).toContainEqual({type: 'discount', amount: -100});
  });

  it('answers a shipped order as fulfilled, and a deposit plan’s balance as a pending payment', () => {
    const shipped = orderToUcp({...placed, doc: {...placed.doc, fulfillmentStatus: 'FULFILLED', charged: 300}}, 'tok12345678', deps);
    expect(shipped.line_items[0]).toMatchObject({quantity: {total: 2, fulfilled: 2}, status: 'fulfilled'});
    expect(shipped.fulfillment.events).toHaveLength(1);
    expect(shipped.adjustments.map((a) => [a.status, 'totals' in a ? a.totals[0]?.amount : undefined])).toEqual([
      ['completed', 300],
      ['pending', 598],
    ]);
  });

  it('is an order for the UCP SDK', () => {
    const {ucp: _ucp, ...rest} = orderToUcp(placed, 'tok12345678', deps);
    expect(ucpSdk.OrderSchema.omit({ucp: true}).safeParse(rest).error).toBeUndefined();
  });
});
