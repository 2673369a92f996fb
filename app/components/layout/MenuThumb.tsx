import type {MenuImage} from '~/features/navigation/menu';

/**
 * A Contentful Images API rendition (the menu's pictures are CMS assets):
 * WebP cropped to the box. Built here, not with the shop's general image
 * helpers, to keep those out of every page's first-visit JavaScript.
 */
export function menuRendition(src: string, width: number, height: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}&h=${height}&fit=fill&fm=webp`;
}

/**
 * A category's picture in the menu at a fixed CSS width (1x and 2x WebP
 * renditions of its CMS crop). Decorative next to the category's name, so
 * its alt text is empty.
 */
export function MenuThumb({image, width, className}: {image: MenuImage; width: number; className: string}) {
  const height = Math.round((width * image.height) / image.width);
  return (
    <img
      className={className}
      src={menuRendition(image.url, width, height)}
      srcSet={`${menuRendition(image.url, width, height)} 1x, ${menuRendition(image.url, width * 2, height * 2)} 2x`}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
