import {describe, expect, it} from 'vitest';
import {previewDecision, previewExitHref, tokensMatch} from './preview';

const url = (q = '') => new URL(`https://shop.test/learn${q}`);

describe('previewDecision', () => {
  it('turns preview on with the right token and stores it', () => {
    expect(previewDecision(url('?preview=secret'), undefined, 'secret')).toEqual({preview: true, store: 'secret'});
  });
  it('keeps preview on from the session token', () => {
    expect(previewDecision(url(), 'secret', 'secret')).toEqual({preview: true, store: null});
  });
  it('ignores a wrong token and clears a stored one', () => {
    expect(previewDecision(url('?preview=guess'), undefined, 'secret')).toEqual({preview: false, clear: false});
    expect(previewDecision(url('?preview=guess'), 'secret', 'secret')).toEqual({preview: false, clear: true});
  });
  it('exits with preview=off', () => {
    expect(previewDecision(url('?preview=off'), 'secret', 'secret')).toEqual({preview: false, clear: true});
  });
  it('is off when no preview token is configured', () => {
    expect(previewDecision(url('?preview=x'), undefined, undefined)).toEqual({preview: false, clear: false});
  });
  it('compares tokens exactly', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(tokensMatch('', '')).toBe(false);
  });
  it('builds the exit link on the same page', () => {
    expect(previewExitHref(url('?preview=secret&page=2'))).toBe('/learn?preview=off&page=2');
  });
});
