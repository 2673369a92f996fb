import {describe, expect, it} from 'vitest';
import type {ContentAsset} from '~/clients/content/types';
import type {StaticImageEntry} from '~/features/images/static-picture';
import {errorImageOf, menuImagesOf} from './static-images';

const asset = (name: string, width: number, height: number): ContentAsset => ({
  id: name,
  title: `${name} title`,
  description: `${name} description`,
  url: `https://images.ctfassets.net/space/${name}.svg`,
  contentType: 'image/svg+xml',
  width,
  height,
});
const record = (title: string, crops: Partial<StaticImageEntry> = {}) => ({
  fields: {
    title,
    altText: `${title} alt`,
    desktopImage: asset(`${title}-desktop`, 1600, 600),
    mobileImage: asset(`${title}-mobile`, 750, 900),
    tabletSmallImage: asset(`${title}-tablet-small`, 900, 600),
    ...crops,
  },
});

describe('static images by title', () => {
  const records = [record('category-whitening'), record('error-404'), record('category-all', {tabletSmallImage: undefined})];

  it('gives a menu category the small-tablet crop of the image its imageTitle names, else the next crop', () => {
    const images = menuImagesOf(records);
    expect(images('category-whitening')).toEqual({
      // From the shop's own origin, as every image.
      url: '/ctf-images/space/category-whitening-tablet-small.svg',
      alt: 'category-whitening alt',
      width: 900,
      height: 600,
    });
    expect(images('category-all')?.url).toBe('/ctf-images/space/category-all-desktop.svg');
    expect(images('no-such-title')).toBeUndefined();
    expect(menuImagesOf(null)('category-whitening')).toBeUndefined();
  });

  it('gives the error pages the record titled error-404, trimmed to what a picture needs', () => {
    const image = errorImageOf(records);
    expect(image?.alt).toBe('error-404 alt');
    expect(image?.desktopImage).toEqual({
      id: 'error-404-desktop',
      title: '',
      description: '',
      url: 'https://images.ctfassets.net/space/error-404-desktop.svg',
      contentType: 'image/svg+xml',
      width: 1600,
      height: 600,
    });
    expect(image?.tabletLargeImage).toBeUndefined();
    expect(errorImageOf([record('category-all')])).toBeNull();
    expect(errorImageOf(null)).toBeNull();
  });
});
