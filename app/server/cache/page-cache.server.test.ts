import {afterEach, describe, expect, it} from 'vitest';
import {MEMORY_PAGES, MEMORY_PAGE_BYTES, memoryTierForTests as tier} from './page-cache.server';

const page = (kb: number) => 'x'.repeat(kb * 1024);

describe('the page cache memory tier is bounded', () => {
  afterEach(() => tier.clear());

  it(`keeps at most ${MEMORY_PAGES} pages, the least recently stored going first`, () => {
    for (let i = 0; i < MEMORY_PAGES + 10; i++) tier.remember(`/p/${i}`, page(1));
    expect(tier.size().pages).toBe(MEMORY_PAGES);
    expect(tier.has('/p/0')).toBe(false);
    expect(tier.has(`/p/${MEMORY_PAGES + 9}`)).toBe(true);
  });

  it('keeps at most MEMORY_PAGE_BYTES of bodies, however few the pages', () => {
    const kb = MEMORY_PAGE_BYTES / 1024 / 10;
    for (let i = 0; i < 20; i++) tier.remember(`/big/${i}`, page(kb));
    expect(tier.size().bytes).toBeLessThanOrEqual(MEMORY_PAGE_BYTES);
    expect(tier.size().pages).toBe(10);
    expect(tier.has('/big/19')).toBe(true);
    expect(tier.has('/big/0')).toBe(false);
  });

  it('leaves a page over an eighth of the budget to the Cache API, and counts a replaced page once', () => {
    tier.remember('/huge', page(MEMORY_PAGE_BYTES / 1024 / 8 + 1));
    expect(tier.size()).toEqual({pages: 0, bytes: 0});
    tier.remember('/same', page(10));
    tier.remember('/same', page(20));
    expect(tier.size()).toEqual({pages: 1, bytes: 20 * 1024});
  });

  it('an expired page is dropped when asked for, and its bytes with it', () => {
    tier.remember('/old', page(5), Date.now() - 1);
    expect(tier.has('/old')).toBe(false);
    expect(tier.size()).toEqual({pages: 0, bytes: 0});
  });
});
