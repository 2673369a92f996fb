import {IMAGE_PATHS} from './image-paths';

/**
 * Responsive image URLs: width steps 50…900 with a 1200
 * fallback, densities 1 and 2, WebP by default. Product images go through
 * Shopify's CDN parameters (`width`, `height`, `crop`, `format`), CMS assets
 * through the Contentful Images API (`w`, `h`, `fit`, `fm`, `q`, `bg`).
 */
export const IMAGE_WIDTHS = [50, 100, 150, 180, 320, 480, 640, 900] as const;
export const FALLBACK_WIDTH = 1200;
export const DENSITIES = [1, 2] as const;

/**
 * The widths a CMS picture is offered at: the image breakpoints xs 320,
 * sm 640, md 768, lg 1024, xl 1280 and xxl/2xl 1536.
 */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;

/**
 * The layout hint of a CMS image that brings none of its own: full width on
 * phones, 80 % of the viewport from the md layout breakpoint (744), and
 * 2700px from lg (1024), so a desktop gets the largest rendition offered.
 */
export const DEFAULT_IMAGE_SIZES = '(min-width: 1024px) 2700px, (min-width: 744px) 80vw, 100vw';

/** Who serves an image, and so which URL parameters it takes: Shopify's CDN or the CMS asset host. */
export const IMAGE_PROVIDERS = ['shopify', 'cms'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

export interface ImageRequest {
  src: string;
  /** Defaults to the host the URL names. */
  provider?: ImageProvider;
  width?: number;
  height?: number;
  crop?: string;
  format?: 'webp' | 'png' | 'jpg';
  quality?: number;
}

const BASE = 'https://placeholder.invalid';

/** Contentful asset URLs (real CDN or the local `/ctf-images/` stand-in) and the shop's `/cms/{id}` path, which redirects to one. */
export function isCmsImage(src: string): boolean {
  return /(^|\/\/)images\.ctfassets\.net\//.test(src) || src.includes('/ctf-images/') || src.startsWith('/cms/');
}

/**
 * Built URLs by request: a page asks for the same ~16 srcset candidates of an
 * image on the server and again while hydrating, and `URL` parsing is a
 * visible share of hydration on a page of product cards. Bounded; cleared
 * when full.
 */
const built = new Map<string, string>();
export const BUILT_MAX = 5000;

/** How many built URLs are kept (for tests). */
export const keptImageUrls = () => built.size;

/** One image URL at a size, in the parameter dialect of the host that serves it. */
export function imageUrl(request: ImageRequest): string {
  const key = `${request.provider ?? ''}\n${request.src}\n${request.width ?? ''}\n${request.height ?? ''}\n${request.crop ?? ''}\n${request.format ?? ''}\n${request.quality ?? ''}`;
  let url = built.get(key);
  if (url === undefined) {
    url = buildImageUrl(request);
    if (built.size >= BUILT_MAX) built.clear();
    built.set(key, url);
  }
  return url;
}

function buildImageUrl({src, provider, width, height, crop = 'center', format = 'webp', quality}: ImageRequest): string {
  if (!src) return '';
  const relative = !/^(https?:)?\/\//.test(src);
  const url = new URL(src.startsWith('//') ? `https:${src}` : src, BASE);
  const w = width ? String(Math.round(width)) : null;
  const h = height ? String(Math.round(height)) : null;
  if (provider ? provider === 'cms' : isCmsImage(src)) {
    if (w) url.searchParams.set('w', w);
    if (h) url.searchParams.set('h', h);
    if (w && h) url.searchParams.set('fit', 'fill');
    url.searchParams.set('fm', format);
    if (quality) url.searchParams.set('q', String(quality));
  } else {
    if (w) url.searchParams.set('width', w);
    if (h) url.searchParams.set('height', h);
    if (w && h && crop) url.searchParams.set('crop', crop);
    url.searchParams.set('format', format);
  }
  const out = url.toString();
  if (relative) return out.slice(BASE.length);
  return sameOriginImage(src.startsWith('//') ? out.slice('https:'.length) : out);
}

/**
 * An image URL of the store's or the CMS's image host, as the shop serves it
 * from its own origin (`server/pipeline/image-step.server.ts`): the page's
 * images share the connection its HTML came on, so the largest image waits
 * for no second handshake. Shopify's CDN becomes `/cdn/shopify/…`, Contentful's
 * `/ctf-images/…`; an URL whose path already is `/cdn/shop/…` (a store domain)
 * or `/ctf-images/…` (the local platform) keeps only its path. Others are left.
 */
export function sameOriginImage(url: string): string {
  const match = /^(?:https?:)?\/\/([^/?#]+)(\/[^#]*)?$/i.exec(url);
  if (!match) return url;
  const host = match[1]!.toLowerCase();
  const path = match[2] ?? '/';
  const {store, shopifyCdn, contentful} = IMAGE_PATHS;
  if (host === shopifyCdn.host) return `${shopifyCdn.prefix}${path.slice(1)}`;
  if (host === contentful.host) return `${contentful.prefix}${path.slice(1)}`;
  return path.startsWith(store) || path.startsWith(contentful.prefix) ? path : url;
}

/** Height for a width under an aspect ratio written `w/h` (undefined without one). */
export function heightFor(width: number, aspectRatio?: string): number | undefined {
  if (!aspectRatio) return undefined;
  const [w, h] = aspectRatio.split('/').map(Number);
  if (!w || !h) return undefined;
  return Math.round((width * h) / w);
}

/** `srcset` with width descriptors for fluid images: every step not wider than the source allows, then the fallback. */
export function widthSrcSet(src: string, aspectRatio?: string, sourceWidth?: number | null): string {
  const cap = sourceWidth && sourceWidth > 0 ? Math.max(sourceWidth, IMAGE_WIDTHS[0]) : Infinity;
  const widths = [...IMAGE_WIDTHS.filter((w) => w <= cap), FALLBACK_WIDTH];
  return widths.map((w) => `${imageUrl({src, width: w, height: heightFor(w, aspectRatio)})} ${w}w`).join(', ');
}

/**
 * `srcset` at the image breakpoints for CMS pictures: every breakpoint not
 * wider than the source (upscaling only adds bytes), plus the source's own
 * width when it falls between two, so the sharpest rendition is on offer.
 */
export function breakpointSrcSet(src: string, aspectRatio?: string, sourceWidth?: number | null): string {
  const cap = sourceWidth && sourceWidth > 0 ? sourceWidth : Infinity;
  const widths: number[] = IMAGE_BREAKPOINTS.filter((w) => w <= cap);
  const largest = IMAGE_BREAKPOINTS[IMAGE_BREAKPOINTS.length - 1];
  if (Number.isFinite(cap) && cap < largest && !widths.includes(cap)) widths.push(Math.round(cap));
  return widths.map((w) => `${imageUrl({src, width: w, height: heightFor(w, aspectRatio)})} ${w}w`).join(', ');
}

/** `srcset` with density descriptors for images shown at a fixed CSS width. */
export function densitySrcSet(src: string, width: number, aspectRatio?: string, densities: readonly number[] = DENSITIES): string {
  if (!densities.length) throw new Error('Densities list is empty: an image needs at least one density');
  return densities.map((d) => `${imageUrl({src, width: width * d, height: heightFor(width * d, aspectRatio)})} ${d}x`).join(', ');
}
