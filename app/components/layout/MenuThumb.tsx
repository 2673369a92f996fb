import {densitySrcSet, heightFor, imageUrl} from '~/features/images/responsive';
import type {MenuImage} from '~/features/navigation/menu';

/**
 * A category's picture in the menu at a fixed CSS width (1x and 2x WebP
 * renditions of its CMS crop). Decorative next to the category's name, so
 * its alt text is empty unless it stands alone as a link's content.
 */
export function MenuThumb({image, width, className, alt = ''}: {image: MenuImage; width: number; className: string; alt?: string}) {
  const ratio = `${image.width}/${image.height}`;
  const height = heightFor(width, ratio) ?? width;
  return (
    <img
      className={className}
      src={imageUrl({src: image.url, width, height})}
      srcSet={densitySrcSet(image.url, width, ratio)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
