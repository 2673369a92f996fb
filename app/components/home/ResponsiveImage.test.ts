import {describe, expect, it} from 'vitest';
import type {ContentAsset} from '~/clients/content/types';
import {cmsImageSrc, cmsImageUrl} from './ResponsiveImage';

const asset = (url: string, contentType = 'image/png'): ContentAsset => ({id: 'a1', title: '', description: '', url, contentType});

describe('CMS picture URLs', () => {
  it("ask Contentful's Images API for the width in WebP, on the shop's own origin", () => {
    expect(cmsImageUrl(asset('https://images.ctfassets.net/space/a1/hash/photo.png'), 900)).toBe(
      '/ctf-images/space/a1/hash/photo.png?w=900&fm=webp',
    );
    expect(cmsImageUrl(asset('http://localhost:4500/ctf-images/space/photo.png?x=1'), 480)).toBe(
      '/ctf-images/space/photo.png?x=1&w=480&fm=webp',
    );
  });

  it('leave an SVG at its own size, but still on the shop: the article hero came from the platform, a second connection', () => {
    expect(cmsImageSrc(asset('http://localhost:4500/ctf-images/space/hero.svg', 'image/svg+xml'), 1200)).toBe('/ctf-images/space/hero.svg');
    expect(cmsImageSrc(asset('https://images.ctfassets.net/space/hero.svg', 'image/svg+xml'), 1200)).toBe('/ctf-images/space/hero.svg');
    expect(cmsImageSrc(asset('https://images.ctfassets.net/space/hero.jpg', 'image/jpeg'), 1200)).toBe(
      '/ctf-images/space/hero.jpg?w=1200&fm=webp',
    );
  });

  it('keep an asset without a file (a path on the shop) as it is, rather than throw on a URL it cannot parse', () => {
    expect(cmsImageUrl(asset('/cms/a1'), 900)).toBe('/cms/a1');
    expect(cmsImageSrc(asset('/cms/a1'), 900)).toBe('/cms/a1');
  });

  it('leave a picture on a host the shop does not serve where it is', () => {
    expect(cmsImageUrl(asset('https://example.com/photo.png'), 900)).toBe('https://example.com/photo.png?w=900&fm=webp');
  });
});
