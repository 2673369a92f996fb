import {describe, expect, it} from 'vitest';
import {joinAround} from './page-cache-rules.server';
import {MEMORY_PAGES, MEMORY_PAGE_BYTES, createPageMemory, memoryPage} from './page-memory.server';

const page = (until: number, body = '<p>page</p>') => memoryPage(body, [['Content-Type', 'text/html']], until);
const text = (parts: Uint8Array<ArrayBuffer>[]) => new TextDecoder().decode(joinAround(parts, 'N'));

describe('page memory', () => {
  it('answers a remembered page until it expires, then forgets it', () => {
    const memory = createPageMemory();
    memory.remember('a', page(2000));
    expect(memory.recall('a', 1999)?.until).toBe(2000);
    expect(memory.recall('a', 2000)).toBeNull();
    expect(memory.recall('a', 0)).toBeNull();
    expect(memory.recall('missing', 0)).toBeNull();
  });

  it('keeps the pages used last: the least recently used one goes first', () => {
    const memory = createPageMemory(2);
    memory.remember('a', page(9e12));
    memory.remember('b', page(9e12));
    memory.remember('a', page(9e12)); // used again: now the newest
    memory.remember('c', page(9e12));
    expect(memory.recall('b')).toBeNull();
    expect(memory.recall('a')).not.toBeNull();
    expect(memory.recall('c')).not.toBeNull();
  });

  it('forgets everything on clear (a purge)', () => {
    const memory = createPageMemory();
    memory.remember('a', page(9e12));
    memory.clear();
    expect(memory.recall('a')).toBeNull();
  });
});

describe('page memory is bounded', () => {
  const body = (kb: number) => 'x'.repeat(kb * 1024);
  const sized = (kb: number, until = 9e12) => memoryPage(body(kb), [], until);

  it(`keeps at most ${MEMORY_PAGES} pages, the least recently stored going first`, () => {
    const memory = createPageMemory();
    for (let i = 0; i < MEMORY_PAGES + 10; i++) memory.remember(`/p/${i}`, sized(1));
    expect(memory.size().pages).toBe(MEMORY_PAGES);
    expect(memory.recall('/p/0')).toBeNull();
    expect(memory.recall(`/p/${MEMORY_PAGES + 9}`)).not.toBeNull();
  });

  it('keeps at most MEMORY_PAGE_BYTES of bodies, however few the pages', () => {
    const memory = createPageMemory();
    const kb = MEMORY_PAGE_BYTES / 1024 / 10;
    for (let i = 0; i < 20; i++) memory.remember(`/big/${i}`, sized(kb));
    expect(memory.size().bytes).toBeLessThanOrEqual(MEMORY_PAGE_BYTES);
    expect(memory.size().pages).toBe(10);
    expect(memory.recall('/big/19')).not.toBeNull();
    expect(memory.recall('/big/0')).toBeNull();
  });

  it('leaves a page over an eighth of the budget to the Cache API, and counts a replaced page once', () => {
    const memory = createPageMemory();
    memory.remember('/huge', sized(MEMORY_PAGE_BYTES / 1024 / 8 + 1));
    expect(memory.size()).toEqual({pages: 0, bytes: 0});
    memory.remember('/same', sized(10));
    memory.remember('/same', sized(20));
    expect(memory.size()).toEqual({pages: 1, bytes: 20 * 1024});
  });

  it('drops an expired page when asked for it, and its bytes with it; a purge empties it', () => {
    const memory = createPageMemory();
    memory.remember('/old', sized(5, 1000));
    expect(memory.recall('/old', 1000)).toBeNull();
    expect(memory.size()).toEqual({pages: 0, bytes: 0});
    memory.remember('/new', sized(5));
    memory.clear();
    expect(memory.size()).toEqual({pages: 0, bytes: 0});
  });
});

describe('memoryPage', () => {
  it('cuts the body at the nonce the CSP names, so a hit only joins the parts around a fresh one', () => {
    const stored = memoryPage(
      '<script nonce="abc123">x</script><style nonce="abc123"></style>',
      [['Content-Security-Policy', "script-src 'nonce-abc123'"]],
      1,
    );
    expect(stored.nonce).toBe('abc123');
    expect(stored.parts).toHaveLength(3);
    expect(text(stored.parts)).toBe('<script nonce="N">x</script><style nonce="N"></style>');
  });

  it('keeps a page without a CSP nonce in one part', () => {
    const stored = page(1, '<p>no nonce</p>');
    expect(stored.nonce).toBeNull();
    expect(text(stored.parts)).toBe('<p>no nonce</p>');
  });
});
