import {describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {answeredChange, CART_ACTIONS, isDiscountUpdate, isLinesAdd, isLinesRemove, isLinesUpdate} from './answered-change';

describe('answeredChange', () => {
  it('keeps an add’s variants and quantities, without the optimistic product data or attributes', () => {
    const change = answeredChange({
      action: 'LinesAdd',
      input: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2, attributes: [{key: 'a', value: 'b'}], selectedVariant: {}}],
    });
    expect(change).toEqual({action: 'LinesAdd', lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]});
    expect(isLinesAdd(change)).toBe(true);
  });

  it('keeps the ids of removed and updated lines', () => {
    const removed = answeredChange({action: 'LinesRemove', input: ['l1', 'l2']});
    expect(removed).toEqual({action: 'LinesRemove', lineIds: ['l1', 'l2']});
    expect(isLinesRemove(removed)).toBe(true);
    const updated = answeredChange({action: 'LinesUpdate', input: [{id: 'l1', quantity: 3, merchandiseId: 'v'}]});
    expect(updated).toEqual({action: 'LinesUpdate', lineIds: ['l1']});
    expect(isLinesUpdate(updated)).toBe(true);
  });

  it('keeps the typed discount code, and nothing when none was typed', () => {
    const typed = answeredChange({action: 'DiscountCodesUpdate', input: {kept: ['A'], typed: 'smile10'}});
    expect(typed).toEqual({action: 'DiscountCodesUpdate', typed: 'smile10'});
    expect(isDiscountUpdate(typed)).toBe(true);
    expect(answeredChange({action: 'DiscountCodesUpdate', input: {kept: []}})).toEqual({action: 'DiscountCodesUpdate'});
  });

  it('carries only the action name of other changes (no buyer details echoed)', () => {
    expect(answeredChange({action: 'BuyerIdentityUpdate', input: {email: 'a@b.c'}})).toEqual({action: 'BuyerIdentityUpdate'});
    expect(answeredChange({action: 'NoteUpdate', input: 'hi'})).toEqual({action: 'NoteUpdate'});
  });
});

describe('CART_ACTIONS', () => {
  it('names each change as Hydrogen’s CartForm does', () => {
    for (const [name, value] of Object.entries(CART_ACTIONS)) expect(value).toBe(CartForm.ACTIONS[name as keyof typeof CART_ACTIONS]);
  });
});
