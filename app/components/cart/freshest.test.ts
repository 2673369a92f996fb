import {describe, expect, it} from 'vitest';
import {freshestCart} from './freshest';

const cart = (id: string, totalQuantity: number, updatedAt: string) => ({id, totalQuantity, updatedAt});

describe('freshestCart', () => {
  const added = cart('c1', 1, '2026-11-25T10:00:01Z');

  it('shows the first add’s answer while the loader still has no cart or an empty one', () => {
    expect(freshestCart(null, added)).toBe(added);
    expect(freshestCart(cart('c1', 0, '2026-11-25T10:00:00Z'), added)).toBe(added);
    // An empty cart the loader read before (a new id once the cart is created).
    expect(freshestCart(cart('c0', 0, '2026-11-25T09:00:00Z'), added)).toBe(added);
  });

  it('keeps the loader’s cart once it has lines, even if an older answer is around', () => {
    const loader = cart('c1', 3, '2026-11-25T10:00:05Z');
    expect(freshestCart(loader, added)).toBe(loader);
    expect(freshestCart(loader, cart('c1', 5, '2026-11-25T10:00:09Z'))).toBe(loader);
  });

  it('keeps an emptied cart that is newer than the answer, and the loader’s when there is no answer', () => {
    const emptied = cart('c1', 0, '2026-11-25T10:00:07Z');
    expect(freshestCart(emptied, added)).toBe(emptied);
    expect(freshestCart(emptied, null)).toBe(emptied);
    expect(freshestCart(null, null)).toBeNull();
    expect(freshestCart(undefined, cart('c1', 0, '2026-11-25T10:00:07Z'))).toBeNull();
    // A new, empty cart (after a checkout) made after the answer.
    const next = cart('c2', 0, '2026-11-25T10:05:00Z');
    expect(freshestCart(next, added)).toBe(next);
  });
});
