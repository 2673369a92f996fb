import {describe, expect, it} from 'vitest';
import {capPerVariant, MAX_QUANTITY_PER_VARIANT} from './limits.js';

describe('max 10 per variant for agents', () => {
  it('sums lines of one variant and reduces the total to 10, with a warning at the first line', () => {
    const {lines, messages} = capPerVariant(
      [
        {variantId: 1, quantity: 7, index: 0},
        {variantId: 2, quantity: 3, index: 1},
        {variantId: 1, quantity: 6, index: 2},
      ],
      '$.cart',
    );
    expect(MAX_QUANTITY_PER_VARIANT).toBe(10);
    expect(lines).toEqual([
      {variantId: 1, quantity: 10, index: 0},
      {variantId: 2, quantity: 3, index: 1},
    ]);
    expect(messages).toEqual([
      {type: 'warning', code: 'max_quantity_exceeded', content: expect.stringContaining('up to 10'), path: '$.cart.line_items[0].quantity'},
    ]);
  });

  it('leaves 10 alone', () => {
    expect(capPerVariant([{variantId: 1, quantity: 10, index: 0}])).toEqual({
      lines: [{variantId: 1, quantity: 10, index: 0}],
      messages: [],
    });
  });

  it('keeps lines of one variant on different plans apart, capping them together at 10 and dropping one left no room', () => {
    const {lines, messages} = capPerVariant(
      [
        {variantId: 1, quantity: 6, index: 0, sellingPlanId: 'gid://shopify/SellingPlan/9041'},
        {variantId: 1, quantity: 6, index: 1},
        {variantId: 1, quantity: 2, index: 2, sellingPlanId: 'gid://shopify/SellingPlan/9042'},
      ],
      '$.cart',
    );
    expect(lines).toEqual([
      {variantId: 1, quantity: 6, index: 0, sellingPlanId: 'gid://shopify/SellingPlan/9041'},
      {variantId: 1, quantity: 4, index: 1},
    ]);
    expect(messages.map((m) => m.path)).toEqual(['$.cart.line_items[1].quantity', '$.cart.line_items[2].quantity']);
  });
});
