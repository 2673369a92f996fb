import {DENSITIES, FALLBACK_WIDTH, heightFor, IMAGE_PROVIDERS, IMAGE_WIDTHS, imageUrl, type ImageProvider} from './responsive';

/** The image breakpoints by name: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl and 2xl 1536. */
export const IMAGE_BREAKPOINT_WIDTHS: Readonly<Record<string, number>> = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
};

/** The layout hint of an image that brings none of its own: full width on phones, 80vw from md, 2700px from lg. */
export const DEFAULT_SIZES_HINT = 'sm:100vw md:80vw lg:2700px';

/**
 * A `sizes` attribute from a hint written `bp:size …`: each size holds from
 * its breakpoint up, the smallest one also below it. A desktop at `lg:2700px`
 * picks the widest candidate, which the width steps cap at the fallback.
 */
export function sizesAttribute(hint: string): string {
  const entries = hint
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [name, size] = part.includes(':') ? part.split(':') : ['', part];
      const min = name ? IMAGE_BREAKPOINT_WIDTHS[name!] : 0;
      if (min === undefined || !size) throw new Error(`Unknown breakpoint in sizes hint: ${part}`);
      return {min, size};
    })
    .sort((a, b) => b.min - a.min);
  const smallest = entries.pop()!;
  return [...entries.map((e) => `(min-width: ${e.min}px) ${e.size}`), smallest.size].join(', ');
}

export interface ImagePreset {
  provider: ImageProvider;
  aspectRatio: string;
  /** A fixed CSS width (density descriptors) … */
  width?: number;
  densities?: readonly number[];
  /** … or a layout hint (width descriptors). */
  sizes?: string;
}

/**
 * The named image shapes the shop renders: the product gallery and its thumbnails, from the store
 * or (a variant's own gallery) from the CMS.
 */
export const IMAGE_PRESETS: Readonly<Record<string, ImagePreset>> = {
  productGallery: {provider: 'shopify', aspectRatio: '1/1', sizes: sizesAttribute(DEFAULT_SIZES_HINT)},
  productThumb: {provider: 'shopify', aspectRatio: '1/1', width: 64, densities: DENSITIES},
  variantGallery: {provider: 'cms', aspectRatio: '1/1', sizes: sizesAttribute(DEFAULT_SIZES_HINT)},
  variantThumb: {provider: 'cms', aspectRatio: '1/1', width: 64, densities: DENSITIES},
};
export type ImagePresetName = 'productGallery' | 'productThumb' | 'variantGallery' | 'variantThumb';

export function imagePreset(name: string): ImagePreset {
  const preset = Object.hasOwn(IMAGE_PRESETS, name) ? IMAGE_PRESETS[name] : undefined;
  if (!preset) throw new Error(`Unknown preset: ${name}`);
  if (!(IMAGE_PROVIDERS as readonly string[]).includes(preset.provider)) throw new Error(`Unknown provider: ${preset.provider}`);
  return preset;
}

/**
 * `srcSet` (and `sizes`) for an image source under a preset. Throws on a
 * source that is empty or not a string, so render paths check theirs first.
 */
export function presetImage(
  src: unknown,
  preset: ImagePreset,
  sourceWidth?: number | null,
): {srcSet: string; sizes?: string; width?: number; height?: number} {
  if (typeof src !== 'string' || !src) throw new TypeError('Image source must be a non-empty string');
  if (!(IMAGE_PROVIDERS as readonly string[]).includes(preset.provider)) throw new Error(`Unknown provider: ${preset.provider}`);
  const {provider, aspectRatio} = preset;
  const at = (w: number) => imageUrl({src, provider, width: w, height: heightFor(w, aspectRatio)});
  if (preset.width) {
    const densities = preset.densities ?? DENSITIES;
    if (!densities.length) throw new Error('Densities list is empty: an image needs at least one density');
    return {
      srcSet: densities.map((d) => `${at(preset.width! * d)} ${d}x`).join(', '),
      width: preset.width,
      height: heightFor(preset.width, aspectRatio),
    };
  }
  // Steps wider than the source only add bytes; the fallback is always offered.
  const cap = sourceWidth && sourceWidth > 0 ? Math.max(sourceWidth, IMAGE_WIDTHS[0]) : Infinity;
  const widths = [...IMAGE_WIDTHS.filter((w) => w <= cap), FALLBACK_WIDTH];
  return {srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '), sizes: preset.sizes};
}
