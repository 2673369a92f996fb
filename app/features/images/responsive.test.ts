import {describe, expect, it} from 'vitest';
import {BUILT_MAX, densitySrcSet, isCmsImage, heightFor, imageUrl, keptImageUrls, sameOriginImage, widthSrcSet} from './responsive';

describe('imageUrl', () => {
  it('uses Shopify CDN parameters for product images, WebP by default', () => {
    expect(imageUrl({src: 'http://localhost:3100/cdn/shop/files/paste.png?v=1', width: 320, height: 320})).toBe(
      '/cdn/shop/files/paste.png?v=1&width=320&height=320&crop=center&format=webp',
    );
  });

  it('uses Contentful Images API parameters for CMS assets', () => {
    expect(imageUrl({src: '//images.ctfassets.net/space/asset/x/hero.png', width: 640, height: 360, quality: 70})).toBe(
      '/ctf-images/space/asset/x/hero.png?w=640&h=360&fit=fill&fm=webp&q=70',
    );
    expect(imageUrl({src: 'http://localhost:3100/ctf-images/oralcare/a/hero.svg', width: 480})).toBe(
      '/ctf-images/oralcare/a/hero.svg?w=480&fm=webp',
    );
  });

  it("serves the store's and the CMS's images from the shop's own origin, and leaves other hosts", () => {
    expect(sameOriginImage('https://cdn.shopify.com/s/files/1/0001/files/a.png?v=2')).toBe('/cdn/shopify/s/files/1/0001/files/a.png?v=2');
    expect(sameOriginImage('//images.ctfassets.net/space/asset/x/a.png')).toBe('/ctf-images/space/asset/x/a.png');
    expect(sameOriginImage('https://shop.myshopify.com/cdn/shop/files/a.png?v=1')).toBe('/cdn/shop/files/a.png?v=1');
    expect(sameOriginImage('http://127.0.0.1:3199/ctf-images/oralcare/a/hero.svg')).toBe('/ctf-images/oralcare/a/hero.svg');
    expect(sameOriginImage('https://example.com/images/a.png')).toBe('https://example.com/images/a.png');
    expect(sameOriginImage('https://example.com')).toBe('https://example.com');
    expect(sameOriginImage('/cdn/shop/files/a.png')).toBe('/cdn/shop/files/a.png');
  });

  it('keeps relative URLs relative and ignores an empty source', () => {
    expect(imageUrl({src: '/cdn/shop/files/a.png', width: 50})).toBe('/cdn/shop/files/a.png?width=50&format=webp');
    expect(imageUrl({src: ''})).toBe('');
  });
});

describe('imageUrl, remembered', () => {
  it('answers a repeated request the same, and tells requests apart by every field', () => {
    const src = '/cdn/shop/files/a.png';
    const first = imageUrl({src, width: 320, height: 320});
    expect(imageUrl({src, width: 320, height: 320})).toBe(first);
    const variants = [
      imageUrl({src, width: 320}),
      imageUrl({src, width: 320, height: 320, crop: 'top'}),
      imageUrl({src, width: 320, height: 320, format: 'png'}),
      imageUrl({src: '/cdn/shop/files/b.png', width: 320, height: 320}),
      imageUrl({src: 'https://images.ctfassets.net/s/a/x/a.png', width: 320, quality: 60}),
      imageUrl({src: 'https://images.ctfassets.net/s/a/x/a.png', width: 320, quality: 70}),
    ];
    expect(new Set([first, ...variants]).size).toBe(7);
    expect(imageUrl({src, width: 320, height: 320, crop: 'center'})).toBe(first);
  });

  it(`keeps at most ${BUILT_MAX} URLs, however many images a long-lived isolate sees`, () => {
    for (let i = 0; i < BUILT_MAX * 2 + 10; i++) imageUrl({src: `/cdn/shop/files/${i}.png`, width: 320});
    expect(keptImageUrls()).toBeLessThanOrEqual(BUILT_MAX);
    expect(imageUrl({src: '/cdn/shop/files/1.png', width: 320})).toBe('/cdn/shop/files/1.png?width=320&format=webp');
  });
});

describe('srcsets', () => {
  it('lists the width steps 50…900 and the 1200 fallback', () => {
    const set = widthSrcSet('/cdn/shop/files/a.png', '1/1');
    expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['50w', '100w', '150w', '180w', '320w', '480w', '640w', '900w', '1200w']);
    expect(set).toContain('width=320&height=320');
  });

  it('skips steps wider than the source', () => {
    const widths = widthSrcSet('/cdn/shop/files/a.png', undefined, 400)
      .split(', ')
      .map((s) => s.split(' ')[1]);
    expect(widths).toEqual(['50w', '100w', '150w', '180w', '320w', '1200w']);
  });

  it('gives 1x and 2x for fixed-width images', () => {
    expect(densitySrcSet('/cdn/shop/files/a.png', 64, '1/1')).toBe(
      '/cdn/shop/files/a.png?width=64&height=64&crop=center&format=webp 1x, /cdn/shop/files/a.png?width=128&height=128&crop=center&format=webp 2x',
    );
    expect(heightFor(900, '16/9')).toBe(506);
    expect(heightFor(900)).toBeUndefined();
  });
});

describe('the /cms/{id} path and densities', () => {
  it('speaks the CMS dialect for /cms/{id} and for an explicit cms provider', () => {
    expect(isCmsImage('/cms/img-1')).toBe(true);
    expect(imageUrl({src: '/cms/img-1', width: 320})).toBe('/cms/img-1?w=320&fm=webp');
    expect(imageUrl({src: '/media/x.png', provider: 'cms', width: 320})).toBe('/media/x.png?w=320&fm=webp');
  });

  it('an empty densities list is an error', () => {
    expect(() => densitySrcSet('/cdn/shop/files/a.png', 64, '1/1', [])).toThrow('Densities list is empty');
  });
});
