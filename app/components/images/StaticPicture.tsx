import type {ContentAsset} from '~/clients/content/types';
import {DEFAULT_IMAGE_SIZES} from '~/features/images/responsive';
import {staticPictureSources, type StaticImageRecord} from '~/features/images/static-picture';

/**
 * A static image record (a CMS entry with one picture per screen size) as `<picture>`: one `<source>` per
 * breakpoint — mobile below 744px, small tablet below 1024px, large tablet
 * below 1280px — and the desktop crop as the `<img>`. Every candidate is a
 * WebP from the Contentful Images API at the image breakpoints, with the
 * crop's own width and height so nothing shifts; without a layout hint from
 * the page, the default sizes hint applies.
 */
export function StaticPicture({
  image,
  alt,
  eager,
  sizes = DEFAULT_IMAGE_SIZES,
  className,
}: {
  image: StaticImageRecord;
  alt: string;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  const {sources, fallback} = staticPictureSources(image);
  if (!fallback) return null;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          type="image/webp"
          srcSet={source.srcSet}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={sizes}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? ({fetchpriority: 'high'} as Record<string, string>) : {})}
      />
    </picture>
  );
}

export type {ContentAsset};
