import {describe, expect, it} from 'vitest';
import type {ContentAsset} from '~/clients/content/types';
import {DEFAULT_IMAGE_SIZES, IMAGE_BREAKPOINTS} from './responsive';
import {staticPictureSources} from './static-picture';

const asset = (name: string, width: number, height: number): ContentAsset => ({
  id: name,
  title: name,
  description: '',
  url: `https://images.ctfassets.net/space/${name}/x/${name}.png`,
  contentType: 'image/png',
  width,
  height,
});

describe('staticPictureSources', () => {
  it('gives mobile, small tablet and large tablet sources at the image breakpoints, desktop as the img', () => {
    const {sources, fallback} = staticPictureSources({
      mobileImage: asset('m', 750, 900),
      tabletSmallImage: asset('ts', 1024, 600),
      tabletLargeImage: asset('tl', 1280, 600),
      desktopImage: asset('d', 1920, 640),
    });
    expect(sources.map((s) => s.media)).toEqual([
      '(max-width: 743px)',
      '(min-width: 744px) and (max-width: 1023px)',
      '(min-width: 1024px) and (max-width: 1279px)',
    ]);
    expect(sources[0]!.srcSet).toContain('/m/x/m.png?w=320&h=384&fit=fill&fm=webp 320w');
    expect(sources[0]).toMatchObject({width: 750, height: 900});
    expect(fallback?.src).toBe('/ctf-images/space/d/x/d.png?w=1200&fm=webp');
    expect(fallback).toMatchObject({width: 1920, height: 640});
  });

  it('uses the next larger crop when one is missing, and nothing without any crop', () => {
    const {sources} = staticPictureSources({desktopImage: asset('d', 1920, 640)});
    expect(sources.every((s) => s.srcSet.includes('/d/x/d.png'))).toBe(true);
    expect(staticPictureSources({}).fallback).toBeNull();
  });
});

describe('CMS picture widths and sizes hint', () => {
  it('offers each crop at the image breakpoints 320, 640, 768, 1024, 1280, 1536, none wider than the crop', () => {
    const widths = (srcSet: string) => srcSet.split(', ').map((c) => Number(c.split(' ')[1]!.replace('w', '')));
    const {sources, fallback} = staticPictureSources({
      mobileImage: asset('m', 750, 900),
      desktopImage: asset('d', 2400, 800),
    });
    expect(IMAGE_BREAKPOINTS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(widths(fallback!.srcSet)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    // A 750px crop: the breakpoints below it, then its own width rather than an upscaled 768.
    expect(widths(sources[0]!.srcSet)).toEqual([320, 640, 750]);
    expect(sources[0]!.srcSet).toContain('/m/x/m.png?w=750&h=900&fit=fill&fm=webp 750w');
  });

  it('has the default sizes hint for a CMS image without its own', () => {
    expect(DEFAULT_IMAGE_SIZES).toBe('(min-width: 1024px) 2700px, (min-width: 744px) 80vw, 100vw');
  });
});
