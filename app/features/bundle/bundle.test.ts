import {describe, expect, it} from 'vitest';
import {bundlePrice, isComplete, newBundleId, togglePick} from './pricing';
import {toBundleConfig} from './config';

describe('bundlePrice', () => {
  it('sums the items and takes the percentage off each line', () => {
    expect(
      bundlePrice(
        [
          {variantId: 'a', price: '5.99'},
          {variantId: 'b', price: '3.99'},
          {variantId: 'c', price: '7.99'},
        ],
        15,
      ),
    ).toEqual({
      subtotal: '17.97',
      saving: '2.70', // 0.90 + 0.60 + 1.20, rounded per line
      total: '15.27',
    });
  });

  it('is zero for an empty bundle and has no saving at 0%', () => {
    expect(bundlePrice([], 15)).toEqual({subtotal: '0.00', saving: '0.00', total: '0.00'});
    expect(bundlePrice([{variantId: 'a', price: '10.00'}], 0).saving).toBe('0.00');
  });
});

describe('picks', () => {
  const step = {id: 'paste', pick: 1};
  it('replaces the oldest pick when a step is full and unpicks on a second click', () => {
    let s = togglePick({}, step, 'mint');
    s = togglePick(s, step, 'gel');
    expect(s.paste).toEqual(['gel']);
    expect(togglePick(s, step, 'gel').paste).toEqual([]);
    const two = {id: 'x', pick: 2};
    expect(togglePick(togglePick(togglePick({}, two, 'a'), two, 'b'), two, 'c').x).toEqual(['b', 'c']);
  });

  it('is complete only when every step has its picks', () => {
    const steps = [
      {id: 'a', pick: 1},
      {id: 'b', pick: 2},
    ];
    expect(isComplete({a: ['x'], b: ['y']}, steps)).toBe(false);
    expect(isComplete({a: ['x'], b: ['y', 'z']}, steps)).toBe(true);
  });

  it('makes distinct bundle ids', () => {
    expect(newBundleId()).not.toBe(newBundleId());
    expect(newBundleId(() => 'x')).toBe('bundle-x');
  });
});

describe('toBundleConfig', () => {
  const step = (id: string, fields: Record<string, unknown>) => ({id, contentType: 'bundleStep', fields});
  it('keeps usable steps, clamps picks and the discount', () => {
    const config = toBundleConfig({
      id: 'b',
      contentType: 'bundleBuilder',
      fields: {
        title: 'Build it',
        discountPercent: 150,
        steps: [
          step('s1', {title: 'Paste', pick: 9, productHandles: ['mint', 'BAD HANDLE']}),
          step('s2', {title: 'Empty', pick: 1, productHandles: []}),
        ],
      },
    });
    expect(config?.discountPercent).toBe(90);
    expect(config?.steps).toEqual([{id: 's1', title: 'Paste', description: '', pick: 5, productHandles: ['mint']}]);
  });

  it('is null without any usable step', () => {
    expect(toBundleConfig({id: 'b', contentType: 'bundleBuilder', fields: {title: 'x', steps: []}})).toBeNull();
  });
});
