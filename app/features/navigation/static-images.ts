import {cardCrop, compactStaticImage, staticImageByTitle, type StaticImageEntry} from '~/features/images/static-picture';
import type {MenuImageLookup} from './menu';

/** The static image record the not-found and error pages show. */
export const ERROR_IMAGE_TITLE = 'error-404';

type Records = ReadonlyArray<{fields: StaticImageEntry}> | null | undefined;

/** Menu pictures by static image title (the `imageTitle` of a navigation category). */
export function menuImagesOf(records: Records): MenuImageLookup {
  return (title) => {
    const record = staticImageByTitle(records, title);
    return record ? cardCrop(record) : undefined;
  };
}

/** The error pages' picture for page data, or null when the CMS has none (or did not answer). */
export function errorImageOf(records: Records, title = ERROR_IMAGE_TITLE) {
  const record = staticImageByTitle(records, title);
  return record ? compactStaticImage(record) : null;
}
