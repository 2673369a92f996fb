import {describe, expect, it} from 'vitest';
import {DEFAULT_SIZES_HINT, IMAGE_BREAKPOINT_WIDTHS, IMAGE_PRESETS, imagePreset, presetImage, sizesAttribute} from './presets';

describe('sizesAttribute', () => {
  it('turns the default hint into a sizes attribute at the image breakpoints', () => {
    expect(sizesAttribute(DEFAULT_SIZES_HINT)).toBe('(min-width: 1024px) 2700px, (min-width: 768px) 80vw, 100vw');
    expect(IMAGE_PRESETS.productGallery!.sizes).toBe('(min-width: 1024px) 2700px, (min-width: 768px) 80vw, 100vw');
  });

  it('knows xxl and 2xl at 1536 and refuses a breakpoint it does not know', () => {
    expect(IMAGE_BREAKPOINT_WIDTHS.xxl).toBe(1536);
    expect(sizesAttribute('100vw 2xl:1536px')).toBe('(min-width: 1536px) 1536px, 100vw');
    expect(() => sizesAttribute('huge:100vw')).toThrow('Unknown breakpoint in sizes hint: huge:100vw');
  });
});

describe('imagePreset and presetImage', () => {
  const src = '/cdn/shop/files/paste.png';

  it('refuses an unknown preset and an unknown provider', () => {
    expect(() => imagePreset('banner')).toThrow('Unknown preset: banner');
    expect(() => imagePreset('toString')).toThrow('Unknown preset: toString');
    expect(() => presetImage(src, {provider: 'imgix' as never, aspectRatio: '1/1'})).toThrow('Unknown provider: imgix');
  });

  it('is a TypeError for an empty or non-string source', () => {
    expect(() => presetImage('', imagePreset('productGallery'))).toThrow(TypeError);
    expect(() => presetImage(undefined, imagePreset('productGallery'))).toThrow(TypeError);
    expect(() => presetImage(42, imagePreset('productGallery'))).toThrow('Image source must be a non-empty string');
  });

  it('is an error for an empty densities list', () => {
    expect(() => presetImage(src, {...imagePreset('productThumb'), densities: []})).toThrow('Densities list is empty');
  });

  it('offers the width steps up to the source, then the 1200 fallback, WebP and square', () => {
    const {srcSet, sizes} = presetImage(src, imagePreset('productGallery'), 500);
    expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(['50w', '100w', '150w', '180w', '320w', '480w', '1200w']);
    expect(srcSet).toContain('/cdn/shop/files/paste.png?width=1200&height=1200&crop=center&format=webp 1200w');
    expect(sizes).toBe('(min-width: 1024px) 2700px, (min-width: 768px) 80vw, 100vw');
  });

  it('thumbnails at densities 1 and 2, in the provider dialect the preset names', () => {
    expect(presetImage(src, imagePreset('productThumb'))).toEqual({
      srcSet:
        '/cdn/shop/files/paste.png?width=64&height=64&crop=center&format=webp 1x, /cdn/shop/files/paste.png?width=128&height=128&crop=center&format=webp 2x',
      width: 64,
      height: 64,
    });
    expect(presetImage('/cms/img-1', {provider: 'cms', aspectRatio: '1/1', width: 64}).srcSet).toContain(
      '/cms/img-1?w=64&h=64&fit=fill&fm=webp 1x',
    );
  });
});
