import {Image} from '@shopify/hydrogen';
import {imagePreset, presetImage, type ImagePresetName} from '~/features/images/presets';
import {densitySrcSet, FALLBACK_WIDTH, heightFor, imageUrl, widthSrcSet} from '~/features/images/responsive';

export interface ShopImageData {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
  id?: string | null;
}

interface Props {
  data: ShopImageData;
  alt?: string;
  /** `w/h`; defaults to the image's own proportions. */
  aspectRatio?: string;
  /** Layout hint for fluid images (required unless `width` is set). */
  sizes?: string;
  /** Fixed CSS width in px: the srcset then uses 1x/2x densities. */
  width?: number;
  /** The LCP image: eager with high fetch priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  /** A named image shape (aspect ratio, sizes or fixed width, provider); overrides the three props above. */
  preset?: ImagePresetName;
}

/**
 * The one image component of the shop, on Hydrogen's `Image`: WebP in the
 * width steps 50…900 with a 1200 fallback (or 1x/2x for fixed sizes), explicit width/height and
 * aspect ratio so nothing shifts, lazy unless it is the LCP element. Works
 * for product images (Shopify CDN) and CMS assets (Contentful Images API).
 */
export function ShopImage({data, alt, aspectRatio, sizes, width, priority, className, preset}: Props) {
  // An image without a source renders nothing rather than an error or a broken `src`.
  if (!data.url) return null;
  if (preset) return <PresetImage data={data} alt={alt} priority={priority} className={className} preset={preset} />;
  const ratio = aspectRatio ?? (data.width && data.height ? `${data.width}/${data.height}` : undefined);
  const loader = ({src, width: w, height: h, crop}: {src?: string; width?: number; height?: number; crop?: string}) =>
    imageUrl({src: src ?? '', width: w, height: h, crop});
  const common = {
    data: {...data, altText: data.altText ?? undefined, width: data.width ?? undefined, height: data.height ?? undefined},
    alt: alt ?? data.altText ?? '',
    aspectRatio: ratio,
    loader,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    className,
    ...(priority ? ({fetchpriority: 'high'} as Record<string, string>) : {}),
  };
  if (width) {
    return <Image {...common} width={width} height={heightFor(width, ratio) ?? width} srcSet={densitySrcSet(data.url, width, ratio)} />;
  }
  return (
    <Image
      {...common}
      sizes={sizes ?? '(min-width: 1024px) 50vw, 100vw'}
      srcSetOptions={{intervals: 1, startingWidth: FALLBACK_WIDTH, incrementSize: 0, placeholderWidth: FALLBACK_WIDTH}}
      srcSet={widthSrcSet(data.url, ratio, data.width)}
    />
  );
}

function PresetImage({data, alt, priority, className, preset: name}: Props & {preset: ImagePresetName}) {
  const preset = imagePreset(name);
  const {srcSet, sizes, width, height} = presetImage(data.url, preset, data.width);
  const loader = ({src, width: w, height: h, crop}: {src?: string; width?: number; height?: number; crop?: string}) =>
    imageUrl({src: src ?? '', provider: preset.provider, width: w, height: h, crop});
  return (
    <Image
      data={{...data, altText: data.altText ?? undefined, width: data.width ?? undefined, height: data.height ?? undefined}}
      alt={alt ?? data.altText ?? ''}
      aspectRatio={preset.aspectRatio}
      loader={loader}
      loading={priority ? 'eager' : 'lazy'}
      className={className}
      {...(priority ? ({fetchpriority: 'high'} as Record<string, string>) : {})}
      {...(width
        ? {width, height: height ?? width}
        : {sizes, srcSetOptions: {intervals: 1, startingWidth: FALLBACK_WIDTH, incrementSize: 0, placeholderWidth: FALLBACK_WIDTH}})}
      srcSet={srcSet}
    />
  );
}
