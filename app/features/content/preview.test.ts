import {describe, expect, it} from 'vitest';
import {previewDecision, previewExitHref, previewMarker, tokensMatch} from './preview';

const url = (q = '') => new URL(`https://shop.test/learn${q}`);

const M = 'marker-of-secret';

describe('previewDecision', () => {
  it('turns preview on with the right token and stores its marker, not the token', () => {
    expect(previewDecision(url('?preview=secret'), undefined, 'secret', M)).toEqual({preview: true, store: M});
  });
  it('keeps preview on from the session marker', () => {
    expect(previewDecision(url(), M, 'secret', M)).toEqual({preview: true, store: null});
  });
  it('does not take a raw token from an older session, and clears it', () => {
    expect(previewDecision(url(), 'secret', 'secret', M)).toEqual({preview: false, clear: true});
  });
  it('ignores a wrong token and clears a stored marker', () => {
    expect(previewDecision(url('?preview=guess'), undefined, 'secret', M)).toEqual({preview: false, clear: false});
    expect(previewDecision(url('?preview=guess'), M, 'secret', M)).toEqual({preview: false, clear: true});
  });
  it('exits with preview=off', () => {
    expect(previewDecision(url('?preview=off'), M, 'secret', M)).toEqual({preview: false, clear: true});
  });
  it('is off when no preview token is configured', () => {
    expect(previewDecision(url('?preview=x'), undefined, undefined, undefined)).toEqual({preview: false, clear: false});
  });
  it('a rotated token ends the preview sessions of the old one', async () => {
    const old = await previewMarker('secret');
    expect(old).not.toContain('secret');
    expect(previewDecision(url(), old, 'rotated', await previewMarker('rotated'))).toEqual({preview: false, clear: true});
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
