import type {ContentAsset} from '~/lib/content/types';
import type {StaticImageFields} from '~/lib/home/types';

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
 * A static image record shown per breakpoint (spec section 3): mobile below
 * 744px, small tablet below 1024px, large tablet below 1280px, else desktop.
 */
export function ResponsiveImage({
  image,
  alt,
  eager,
}: {
  image: StaticImageFields;
  alt: string;
  eager?: boolean;
}) {
  const desktop = image.desktopImage ?? image.tabletLargeImage ?? image.tabletSmallImage ?? image.mobileImage;
  if (!desktop) return null;
  const sources: Array<[ContentAsset | undefined, string, number]> = [
    [image.mobileImage, '(max-width: 743px)', 750],
    [image.tabletSmallImage, '(max-width: 1023px)', 1024],
    [image.tabletLargeImage, '(max-width: 1279px)', 1280],
  ];
  return (
    <picture>
      {sources.map(([asset, media, width]) =>
        asset ? (
          <source
            key={media}
            media={media}
            srcSet={`${cmsImageUrl(asset, width)} 1x, ${cmsImageUrl(asset, Math.min(width * 2, 2400))} 2x`}
            width={asset.width}
            height={asset.height}
          />
        ) : null,
      )}
      <img
        src={cmsImageUrl(desktop, 1600)}
        srcSet={`${cmsImageUrl(desktop, 1600)} 1x, ${cmsImageUrl(desktop, 2400)} 2x`}
        alt={alt}
        width={desktop.width}
        height={desktop.height}
        loading={eager ? 'eager' : 'lazy'}
        {...highPriority(eager)}
        decoding="async"
      />
    </picture>
  );
}
