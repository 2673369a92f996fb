import type {ContentAsset} from '~/clients/content/types';
import type {StaticImageFields} from '~/features/home/types';
import {StaticPicture} from '~/components/images/StaticPicture';

/** React 18 passes only the lowercase `fetchpriority` attribute through to the DOM. */
export function highPriority(on: boolean | undefined) {
  return on ? ({fetchpriority: 'high'} as Record<string, string>) : {};
}

/** Contentful Images API URL: width and WebP. */
export function cmsImageUrl(asset: ContentAsset, width: number): string {
  const url = new URL(asset.url);
  url.searchParams.set('w', String(width));
  url.searchParams.set('fm', 'webp');
  return url.toString();
}

/**
 * A static image record shown per breakpoint: mobile below
 * 744px, small tablet below 1024px, large tablet below 1280px, else desktop.
 * Rendered by the shop's shared `<picture>` component.
 */
export function ResponsiveImage({image, alt, eager}: {image: StaticImageFields; alt: string; eager?: boolean}) {
  return <StaticPicture image={image} alt={alt} eager={eager} />;
}
