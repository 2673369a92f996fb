import {describe, expect, it} from 'vitest';
import {CMS_ASSET_ID, cmsAssetLocation} from './cms-redirect';

describe('cmsAssetLocation', () => {
  it('sends the image modifiers on to the asset URL and drops anything else', () => {
    const search = new URLSearchParams('w=320&h=120&fit=fill&fm=webp&q=80&bg=rgb:ffffff&utm_source=x');
    expect(cmsAssetLocation('http://localhost:3100/ctf-images/s/img-1/hero.svg', search)).toBe(
      'http://localhost:3100/ctf-images/s/img-1/hero.svg?w=320&h=120&fit=fill&fm=webp&q=80&bg=rgb%3Affffff',
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
