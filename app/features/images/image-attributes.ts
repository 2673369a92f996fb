import {densitySrcSet, FALLBACK_WIDTH, heightFor, imageUrl, widthSrcSet} from './responsive';

/**
 * `<img>` attributes worked out on the server, so a page of product cards ships no image code to
 * the browser. The values, and their order (React renders props in order), are those Hydrogen's
 * `Image` renders through `ShopImage`: a page's HTML is the same whichever renders it, and the
 * browser fetches the same files. Import it from loaders and server helpers only.
 */

export interface ImageSource {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ImageAttributes {
  alt: string;
  decoding: 'async';
  height?: number;
  loading: 'eager' | 'lazy';
  sizes?: string;
  src: string;
  srcSet: string;
  width: number;
  /** Lowercase: React 18 passes it through to the HTML as it is. */
  fetchpriority?: 'high';
  style: {width?: '100%'; aspectRatio?: string};
}

export interface ImageAttributeOptions {
  /** Used when the image has no alt text of its own. */
  alt?: string;
  /** `w/h`; defaults to the image's own proportions. */
  aspectRatio?: string;
  /** Layout hint for fluid images (width descriptors). */
  sizes?: string;
  /** A fixed CSS width in px: the srcset then uses 1x/2x densities. */
  width?: number;
  /** The LCP image: eager with high fetch priority. Everything else is lazy. */
  priority?: boolean;
}

/** A fluid image without a layout hint is taken to fill half the viewport from 1024 px, all of it below. */
const DEFAULT_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** The `<img>` attributes of an image, or null when there is no image to show (no source). */
export function imageAttributes(image: ImageSource | null | undefined, options: ImageAttributeOptions = {}): ImageAttributes | null {
  if (!image?.url) return null;
  const {url} = image;
  const ratio = options.aspectRatio ?? (image.width && image.height ? `${image.width}/${image.height}` : undefined);
  const alt = image.altText || options.alt || '';
  const loading = options.priority ? 'eager' : 'lazy';
  const fetchpriority = options.priority ? {fetchpriority: 'high' as const} : {};
  if (options.width) {
    const width = options.width;
    const height = heightFor(width, ratio) ?? width;
    return {
      alt,
      decoding: 'async',
      height,
      loading,
      src: imageUrl({src: url, width, height, crop: 'center'}),
      srcSet: densitySrcSet(url, width, ratio),
      width,
      // Without a ratio of its own, a fixed image keeps the one of its width and height.
      style: {aspectRatio: ratio ?? `${width}/${height}`},
      ...fetchpriority,
    };
  }
  // The fallback rendition is the `src`; its height is Hydrogen's placeholder height, unrounded.
  const [ratioWidth, ratioHeight] = (ratio ?? '').split('/').map(Number);
  const height = ratioWidth && ratioHeight ? FALLBACK_WIDTH * (1 / (ratioWidth / ratioHeight)) : undefined;
  return {
    alt,
    decoding: 'async',
    ...(height === undefined ? {} : {height}),
    loading,
    sizes: options.sizes ?? DEFAULT_SIZES,
    src: imageUrl({src: url, width: FALLBACK_WIDTH, height, crop: 'center'}),
    srcSet: widthSrcSet(url, ratio, image.width),
    width: FALLBACK_WIDTH,
    ...fetchpriority,
    style: {width: '100%', ...(ratio ? {aspectRatio: ratio} : {})},
  };
}

/** A product card's image: square, a quarter of the grid from 1024 px, a third from 640, half below. */
export const CARD_IMAGE = {aspectRatio: '1/1', sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'} as const;

export interface CardProduct {
  title: string;
  featuredImage?: ImageSource | null;
}

/** One card's image; alt text falls back to the product's title. */
export function cardImage(product: CardProduct, priority = false): ImageAttributes | null {
  return imageAttributes(product.featuredImage, {...CARD_IMAGE, alt: product.title, priority});
}
