import type {ContentAsset} from '~/clients/content/types';
import {breakpointSrcSet, FALLBACK_WIDTH, imageUrl} from './responsive';

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
