import {describe, expect, it} from 'vitest';
import {CartModel} from './cart-model';

const cart = (entries: Array<[string, number]>) => new Map(entries);

describe('CartModel', () => {
  it('an acknowledged add missing from the cart is a lost add; a refused one expects nothing', () => {
    const model = new CartModel();
    model.add('v1', 1, 'acknowledged');
    model.add('v2', 1, 'refused');
    expect(model.check(cart([]))).toEqual([{kind: 'lost', variantId: 'v1', expected: {min: 1, max: 1}, actual: 0}]);
    expect(model.check(cart([['v1', 1]]))).toEqual([]);
  });

  it('an add of unknown outcome allows both, and the cart read settles which', () => {
    const model = new CartModel();
    model.add('v1', 1, 'acknowledged');
    model.add('v1', 1, 'unknown');
    expect(model.range('v1')).toEqual({min: 1, max: 2});
    expect(model.check(cart([['v1', 2]]))).toEqual([]);
    model.settle(cart([['v1', 2]]));
    expect(model.range('v1')).toEqual({min: 2, max: 2});
    expect(model.check(cart([['v1', 1]]))[0]?.kind).toBe('lost');
  });

  it('a quantity change sets the range; more than acknowledged is an over-applied change', () => {
    const model = new CartModel();
    model.add('v1', 4, 'acknowledged');
    model.set('v1', 2, 'acknowledged');
    expect(model.check(cart([['v1', 3]]))).toEqual([{kind: 'extra', variantId: 'v1', expected: {min: 2, max: 2}, actual: 3}]);
    model.set('v1', 1, 'unknown');
    expect(model.range('v1')).toEqual({min: 1, max: 2});
  });
});
