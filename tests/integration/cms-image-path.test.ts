import {describe, expect, it} from 'vitest';
import {shopUrl} from '../support/http';

describe('/cms/{id}: a CMS image by its asset id', () => {
  it('redirects a known asset to the CMS asset host with its modifiers, and the image comes back', async () => {
    const res = await fetch(`${shopUrl()}/cms/img-home-hero-desktop?w=320&fm=webp&utm_source=x`, {redirect: 'manual'});
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toMatch(/^\/ctf-images\/[^/]+\/img-home-hero-desktop\/home-hero-desktop\.svg$/);
    expect(Object.fromEntries(location.searchParams)).toEqual({w: '320', fm: 'webp'});
    const image = await fetch(`${shopUrl()}/cms/img-home-hero-desktop?resize=320x120&format=webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('is a 404 for an unknown id and for one that cannot be an asset id, never a 500', async () => {
    for (const path of ['/cms/no-such-asset', '/cms/a%20b', `/cms/${'x'.repeat(80)}`]) {
      const res = await fetch(`${shopUrl()}${path}`, {redirect: 'manual'});
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('Image not found');
    }
  });
});
