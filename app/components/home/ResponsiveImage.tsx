import type {ContentAsset} from '~/clients/content/types';
import type {StaticImageFields} from '~/features/home/types';
import {StaticPicture} from '~/components/images/StaticPicture';
import {sameOriginImage} from '~/features/images/responsive';

/** React 18 passes only the lowercase `fetchpriority` attribute through to the DOM. */
export function highPriority(on: boolean | undefined) {
  return on ? ({fetchpriority: 'high'} as Record<string, string>) : {};
}

/** Contentful Images API URL: width and WebP, on the shop's own origin. */
export function cmsImageUrl(asset: ContentAsset, width: number): string {
  // An asset without a file is a path on the shop (`/cms/{id}`): no Images API to ask.
  if (!/^https?:\/\//i.test(asset.url)) return asset.url;
  const url = new URL(asset.url);
  url.searchParams.set('w', String(width));
  url.searchParams.set('fm', 'webp');
  return sameOriginImage(url.toString());
}

/** A CMS picture's `src`: an SVG as it is (it scales itself), anything else at `width` in WebP; on the shop's origin either way. */
export function cmsImageSrc(asset: ContentAsset, width: number): string {
  return asset.contentType === 'image/svg+xml' ? sameOriginImage(asset.url) : cmsImageUrl(asset, width);
}

/**
 * A static image record shown per breakpoint: mobile below
 * 744px, small tablet below 1024px, large tablet below 1280px, else desktop.
 * Rendered by the shop's shared `<picture>` component.
 */
export function ResponsiveImage({image, alt, eager}: {image: StaticImageFields; alt: string; eager?: boolean}) {
  return <StaticPicture image={image} alt={alt} eager={eager} />;
}
