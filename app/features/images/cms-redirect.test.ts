import {describe, expect, it} from 'vitest';
import {CMS_ASSET_ID, cmsAssetLocation} from './cms-redirect';

describe('cmsAssetLocation', () => {
  it('sends the image modifiers on to the asset URL and drops anything else', () => {
    const search = new URLSearchParams('w=320&h=120&fit=fill&fm=webp&q=80&bg=rgb:ffffff&utm_source=x');
    expect(cmsAssetLocation('http://localhost:3100/ctf-images/s/img-1/hero.svg', search)).toBe(
      'http://localhost:3100/ctf-images/s/img-1/hero.svg?w=320&h=120&fit=fill&fm=webp&q=80&bg=rgb%3Affffff',
    );
  });

  it('takes the long modifier names too, resize WxH as both sizes', () => {
    const search = new URLSearchParams('resize=640x360&format=webp&quality=70&background=rgb:000000&fit=pad');
    expect(cmsAssetLocation('https://images.ctfassets.net/s/img-1/x/hero.png', search)).toBe(
      'https://images.ctfassets.net/s/img-1/x/hero.png?w=640&h=360&fm=webp&q=70&bg=rgb%3A000000&fit=pad',
    );
    expect(cmsAssetLocation('https://images.ctfassets.net/s/img-1/x/hero.png', new URLSearchParams('width=100&height=50'))).toBe(
      'https://images.ctfassets.net/s/img-1/x/hero.png?w=100&h=50',
    );
  });

  it('is null for an asset without a file of its own, so /cms/{id} never redirects to itself', () => {
    expect(cmsAssetLocation('/cms/img-1', new URLSearchParams())).toBeNull();
    expect(cmsAssetLocation('', new URLSearchParams())).toBeNull();
  });

  it('accepts asset ids and refuses anything else', () => {
    expect(CMS_ASSET_ID.test('img-home-hero-desktop')).toBe(true);
    expect(CMS_ASSET_ID.test('../secret')).toBe(false);
    expect(CMS_ASSET_ID.test('x'.repeat(65))).toBe(false);
  });
});
