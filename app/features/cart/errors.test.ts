import {describe, expect, it} from 'vitest';
import {cartErrorMessage, stripGraphqlPrefix} from './errors';

describe('cart error messages', () => {
  it('uses the first platform error without the GraphQL Error prefix', () => {
    expect(cartErrorMessage('add', [{message: 'GraphQL Error: Only 3 items were added'}, {message: 'second'}])).toBe(
      'Only 3 items were added',
    );
    expect(stripGraphqlPrefix('graphql error:   Boom')).toBe('Boom');
  });

  it('falls back to the fixed message of the action when the first error is empty', () => {
    expect(cartErrorMessage('add', [{message: ''}])).toBe('Error adding line item to cart');
    expect(cartErrorMessage('remove', [])).toBe('Error removing line item from cart');
    expect(cartErrorMessage('update', [{message: 'GraphQL Error: '}])).toBe('Error updating cart line item');
    expect(cartErrorMessage('discounts', null)).toBe('Error updating discount codes');
    expect(cartErrorMessage('create', [null])).toBe('Error creating cart');
    expect(cartErrorMessage('note', undefined)).toBe('Error updating cart note');
    expect(cartErrorMessage('attributes', [])).toBe('Error updating cart attributes');
    expect(cartErrorMessage('buyerIdentity', [])).toBe('Error updating cart buyer identity');
  });

  it("reads through Hydrogen's wrapping of a top-level GraphQL error, so an empty one still falls back", () => {
    expect(cartErrorMessage('attributes', [{message: '[h2:error:storefront.mutation] '}])).toBe('Error updating cart attributes');
    expect(cartErrorMessage('buyerIdentity', [{message: '[h2:error:storefront.mutation]  - Request ID: abc-123'}])).toBe(
      'Error updating cart buyer identity',
    );
    expect(cartErrorMessage('add', [{message: '[h2:error:storefront.mutation] Cart is locked - Request ID: abc'}])).toBe('Cart is locked');
  });
});
