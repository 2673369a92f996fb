import {describe, expect, it} from 'vitest';
import {PREVIEW_COOKIE} from '~/infra/shop-cookies';
import {applyContentPreview} from './preview.server';
import {PREVIEW_SESSION_KEY, previewDecision, previewExitHref, previewMarker, tokensMatch, withoutPreviewParam} from './preview';

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

describe('preview token accepted once', () => {
  it('the redirect target is the same URL without the token', () => {
    expect(withoutPreviewParam(url('?preview=secret&page=2'))).toBe('/learn?page=2');
    expect(withoutPreviewParam(url('?preview=off'))).toBe('/learn');
    expect(withoutPreviewParam(url('?page=2'))).toBeNull();
  });

  const session = () => {
    const values = new Map<string, string>();
    return {
      get: (k: string) => values.get(k),
      set: (k: string, v: string) => void values.set(k, v),
      unset: (k: string) => void values.delete(k),
      values,
    };
  };

  it('a top-level preview lives in the session only; a framed one (Live Preview) also gets the partitioned cookie', async () => {
    const top = session();
    const plain = await applyContentPreview(new Request('https://shop.test/?preview=secret'), top, 'secret');
    expect(plain).toEqual({preview: true, cookie: null});
    expect(top.values.get(PREVIEW_SESSION_KEY)).toBe(await previewMarker('secret'));

    const framed = await applyContentPreview(
      new Request('https://shop.test/?preview=secret', {headers: {'Sec-Fetch-Dest': 'iframe'}}),
      session(),
      'secret',
    );
    expect(framed.preview).toBe(true);
    expect(framed.cookie).toContain(`${PREVIEW_COOKIE}=${await previewMarker('secret')}`);
    expect(framed.cookie).toMatch(/HttpOnly; Secure; Partitioned; SameSite=None/);
    expect(framed.cookie).not.toContain('secret;');

    // Inside the frame the session cookie never arrives: the preview cookie alone keeps preview on.
    const next = await applyContentPreview(
      new Request('https://shop.test/', {headers: {Cookie: `${PREVIEW_COOKIE}=${await previewMarker('secret')}`}}),
      session(),
      'secret',
    );
    expect(next).toEqual({preview: true, cookie: null});
    const exit = await applyContentPreview(
      new Request('https://shop.test/?preview=off', {headers: {Cookie: `${PREVIEW_COOKIE}=${await previewMarker('secret')}`}}),
      session(),
      'secret',
    );
    expect(exit.preview).toBe(false);
    expect(exit.cookie).toMatch(/^content_preview=; Max-Age=0/);
  });

  it('reads the preview cookie as every other cookie is read: quoted or encoded, the first of two wins', async () => {
    const marker = await previewMarker('secret');
    const framed = (cookie: string) =>
      applyContentPreview(new Request('https://shop.test/', {headers: {Cookie: cookie}}), session(), 'secret');
    expect((await framed(`${PREVIEW_COOKIE}="${marker}"`)).preview).toBe(true);
    expect((await framed(`${PREVIEW_COOKIE}=${encodeURIComponent(marker).replace('a', '%61')}`)).preview).toBe(true);
    expect((await framed(`${PREVIEW_COOKIE}=${marker}; ${PREVIEW_COOKIE}=stale`)).preview).toBe(true);
    expect((await framed(`${PREVIEW_COOKIE}=stale; ${PREVIEW_COOKIE}=${marker}`)).preview).toBe(false);
  });
});
