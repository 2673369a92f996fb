import {describe, expect, it} from 'vitest';
import {joinAround} from './page-cache';
import {createPageMemory, memoryPage} from './page-memory';

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
