import {StaticPicture} from '~/components/images/StaticPicture';
import type {StaticImageRecord} from '~/features/images/static-picture';

/** Shown at most 400 px wide (`.error-page__image`), full width below that. */
const ERROR_IMAGE_SIZES = '(min-width: 448px) 400px, 100vw';

/** The CMS static image titled `error-404`, its crop per screen width. */
export function CmsErrorPicture({image}: {image: StaticImageRecord & {alt: string}}) {
  return (
    <StaticPicture image={image} alt={image.alt} sizes={ERROR_IMAGE_SIZES} className="error-page__image error-page__image--cms" eager />
  );
}
