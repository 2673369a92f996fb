import {describe, expect, it} from 'vitest';
import {MAX_QUERY_LENGTH, parseSearchBody, productSearchQuery, searchTermFromUrl} from './request';

describe('parseSearchBody', () => {
  it('accepts a query with defaults for types and first', () => {
    expect(parseSearchBody({query: '  whitening '})).toEqual({
      ok: true,
      value: {query: 'whitening', types: ['product', 'article'], first: 10},
    });
    expect(parseSearchBody({query: 'pen', types: ['article'], first: 3})).toEqual({
      ok: true,
      value: {query: 'pen', types: ['article'], first: 3},
    });
  });

  it('reads types and first from options, the documented request shape', () => {
    expect(parseSearchBody({query: 'pen', options: {types: ['article']}})).toEqual({
      ok: true,
      value: {query: 'pen', types: ['article'], first: 10},
    });
    expect(parseSearchBody({query: 'pen', options: {types: ['product'], first: 2}})).toEqual({
      ok: true,
      value: {query: 'pen', types: ['product'], first: 2},
    });
    expect(parseSearchBody({query: 'pen', types: ['product'], options: {types: ['article']}})).toEqual({
      ok: true,
      value: {query: 'pen', types: ['article'], first: 10},
    });
  });

  it.each([
    ['options not an object', {query: 'x', options: 'product'}],
    ['options as a list', {query: 'x', options: ['product']}],
    ['unknown types in options', {query: 'x', options: {types: ['page']}}],
    ['not an object', 'whitening'],
    ['null', null],
    ['an array', ['x']],
    ['no query', {}],
    ['a number query', {query: 42}],
    ['a blank query', {query: '   '}],
    ['a 10 kB query', {query: 'a'.repeat(10_000)}],
    ['unknown types', {query: 'x', types: ['page']}],
    ['types not a list', {query: 'x', types: 'product'}],
    ['first too big', {query: 'x', first: 11}],
    ['first not whole', {query: 'x', first: 1.5}],
  ])('rejects %s', (_name, body) => {
    const parsed = parseSearchBody(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(/\w/);
  });

  it('allows exactly the maximum length', () => {
    expect(parseSearchBody({query: 'a'.repeat(MAX_QUERY_LENGTH)}).ok).toBe(true);
  });
});

describe('productSearchQuery', () => {
  it('makes each word a required prefix match and leaves out free gifts', () => {
    expect(productSearchQuery('Whitening  Pen')).toBe('whitening* pen* -tag:free_gift');
  });

  it('strips search syntax so input cannot widen the query', () => {
    expect(productSearchQuery('tag:bundle OR (kids)')).toBe('tagbundle* kids* -tag:free_gift');
    expect(productSearchQuery('-toothpaste')).toBe('toothpaste* -tag:free_gift');
    expect(productSearchQuery('*** ()')).toBe('');
  });

  it('reads ?q= trimmed and capped', () => {
    expect(searchTermFromUrl(new URLSearchParams('q=%20mint%20'))).toBe('mint');
    expect(searchTermFromUrl(new URLSearchParams(`q=${'b'.repeat(500)}`))).toHaveLength(MAX_QUERY_LENGTH);
    expect(searchTermFromUrl(new URLSearchParams())).toBe('');
  });
});
