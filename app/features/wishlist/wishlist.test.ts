import {describe, expect, it} from 'vitest';
import {readWishlist, toggleWishlist, WISHLIST_MAX} from './wishlist';

describe('wishlist', () => {
  it('reads saved handles, dropping junk and duplicates', () => {
    expect(readWishlist(null)).toEqual([]);
    expect(readWishlist('not json')).toEqual([]);
    expect(readWishlist('{"a":1}')).toEqual([]);
    expect(readWishlist(JSON.stringify(['a-b', 'a-b', 7, '<script>', 'c']))).toEqual(['a-b', 'c']);
  });

  it('saves newest first, unsaves, and keeps at most the limit', () => {
    expect(toggleWishlist(['a'], 'b')).toEqual({list: ['b', 'a'], saved: true});
    expect(toggleWishlist(['b', 'a'], 'a')).toEqual({list: ['b'], saved: false});
    const full = Array.from({length: WISHLIST_MAX}, (_, i) => `p${i}`);
    const next = toggleWishlist(full, 'new');
    expect(next.list).toHaveLength(WISHLIST_MAX);
    expect(next.list[0]).toBe('new');
    expect(next.list).not.toContain(`p${WISHLIST_MAX - 1}`);
  });
});
