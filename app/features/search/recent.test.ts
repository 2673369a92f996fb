import {describe, expect, it} from 'vitest';
import {addRecentSearch, parseRecentSearches} from './recent';

describe('recent searches', () => {
  it('puts the newest first, drops duplicates and keeps five', () => {
    let list: string[] = [];
    for (const t of ['mint', 'pen', 'floss', 'kids', 'gel', 'MINT', 'heads']) list = addRecentSearch(list, t);
    expect(list).toEqual(['heads', 'MINT', 'gel', 'kids', 'floss']);
    expect(addRecentSearch(list, '   ')).toBe(list);
  });

  it('reads only string lists from storage', () => {
    expect(parseRecentSearches('["a", 1, "", "b"]')).toEqual(['a', 'b']);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
