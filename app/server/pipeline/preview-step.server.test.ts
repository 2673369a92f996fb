import {describe, expect, it} from 'vitest';
import {previewParamRedirect, type PreviewCookies} from './preview-step.server';

const request = (path: string, method = 'GET') => new Request(`https://shop.example${path}`, {method});

describe('previewParamRedirect', () => {
  const context = (isPending: boolean, previewCookie: string | null): PreviewCookies => ({
    session: {isPending, commit: async () => 'session=signed; Path=/'},
    previewCookie,
  });

  it('drops ?preview= from the address with the session that now holds it', async () => {
    const answer = await previewParamRedirect(request('/products/paste?preview=token&color=mint'), context(true, 'preview=1; Path=/'));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('location')).toBe('/products/paste?color=mint');
    expect(answer?.headers.get('cache-control')).toBe('private, no-store');
    expect(answer?.headers.getSetCookie()).toEqual(['session=signed; Path=/', 'preview=1; Path=/']);
  });

  it('leaves requests without the parameter, writes and data requests alone', async () => {
    expect(await previewParamRedirect(request('/products/paste'), context(true, null))).toBeNull();
    expect(await previewParamRedirect(request('/cart?preview=token', 'POST'), context(true, null))).toBeNull();
    expect(await previewParamRedirect(request('/products/paste.data?preview=token'), context(true, null))).toBeNull();
  });
});
