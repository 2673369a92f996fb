import type {ContentAsset} from '~/clients/content/types';
import {breakpointSrcSet, FALLBACK_WIDTH, imageUrl, sameOriginImage} from './responsive';

export interface StaticImageRecord {
  desktopImage?: ContentAsset;
  mobileImage?: ContentAsset;
  tabletSmallImage?: ContentAsset;
  tabletLargeImage?: ContentAsset;
}

/** Layout breakpoints: md 744 (small tablet), lg 1024 (large tablet), xl 1280 (desktop). */
export const STATIC_IMAGE_MEDIA = {
  mobile: '(max-width: 743px)',
  smallTablet: '(min-width: 744px) and (max-width: 1023px)',
  largeTablet: '(min-width: 1024px) and (max-width: 1279px)',
} as const;

export interface PictureSource {
  media: string;
  srcSet: string;
  width?: number;
  height?: number;
}

const ratio = (asset: ContentAsset) => (asset.width && asset.height ? `${asset.width}/${asset.height}` : undefined);

/** The `<source>` list and the desktop `<img>` for a static image record; crops that are missing fall back to the next larger one. */
export function staticPictureSources(image: StaticImageRecord): {
  sources: PictureSource[];
  fallback: (PictureSource & {src: string}) | null;
} {
  const desktop = image.desktopImage ?? image.tabletLargeImage ?? image.tabletSmallImage ?? image.mobileImage;
  if (!desktop) return {sources: [], fallback: null};
  const largeTablet = image.tabletLargeImage ?? desktop;
  const smallTablet = image.tabletSmallImage ?? largeTablet;
  const mobile = image.mobileImage ?? smallTablet;
  const source = (asset: ContentAsset, media: string): PictureSource => ({
    media,
    srcSet: breakpointSrcSet(asset.url, ratio(asset), asset.width),
    width: asset.width,
    height: asset.height,
  });
  return {
    sources: [
      source(mobile, STATIC_IMAGE_MEDIA.mobile),
      source(smallTablet, STATIC_IMAGE_MEDIA.smallTablet),
      source(largeTablet, STATIC_IMAGE_MEDIA.largeTablet),
    ],
    fallback: {
      ...source(desktop, '(min-width: 1280px)'),
      src: imageUrl({src: desktop.url, width: FALLBACK_WIDTH}),
    },
  };
}

/** A static image record as the CMS holds it: looked up by its title. */
export interface StaticImageEntry extends StaticImageRecord {
  title: string;
  altText?: string;
}

/** The record with that title, or null (no record, or no CMS answer). */
export function staticImageByTitle<R extends StaticImageEntry>(
  records: ReadonlyArray<{fields: R}> | null | undefined,
  title: string,
): R | null {
  return records?.find((r) => r.fields.title === title)?.fields ?? null;
}

/** Only what a picture needs of an asset: page data carries it on every page, so nothing more. */
const slim = (asset: ContentAsset | undefined): ContentAsset | undefined =>
  asset && {
    id: asset.id,
    title: '',
    description: '',
    url: asset.url,
    contentType: asset.contentType,
    width: asset.width,
    height: asset.height,
  };

/** A static image record trimmed for page data, with its alt text. */
export function compactStaticImage(record: StaticImageEntry): StaticImageRecord & {alt: string} {
  return {
    alt: record.altText ?? '',
    desktopImage: slim(record.desktopImage),
    mobileImage: slim(record.mobileImage),
    tabletSmallImage: slim(record.tabletSmallImage),
    tabletLargeImage: slim(record.tabletLargeImage),
  };
}

/**
 * The one crop of a static image a small card shows (a category in the menu):
 * the 3:2 small-tablet crop, else the next one there is.
 */
export function cardCrop(record: StaticImageEntry): {url: string; alt: string; width: number; height: number} | undefined {
  const asset = record.tabletSmallImage ?? record.tabletLargeImage ?? record.desktopImage ?? record.mobileImage;
  if (!asset?.url || !asset.width || !asset.height) return undefined;
  // Served from the shop's origin, as every other image (the menu builds its renditions from this URL).
  return {url: sameOriginImage(asset.url), alt: record.altText ?? '', width: asset.width, height: asset.height};
}
