import {useRouteLoaderData} from '@remix-run/react';
import bundledImage from '~/assets/error-404.svg';
import {StaticPicture} from '~/components/image/StaticPicture';
import type {StaticImageRecord} from '~/features/images/static-picture';

/** Shown at most 400 px wide (`.error-page__image`), full width below that. */
const ERROR_IMAGE_SIZES = '(min-width: 448px) 400px, 100vw';

/**
 * The not-found and error pages' picture: the CMS static image titled
 * `error-404` (its crop per screen width), or the bundled image when the CMS
 * has none or could not be read, or the root data itself is missing (the
 * error happened before it loaded).
 */
export function ErrorImage() {
  const root = useRouteLoaderData<{errorImage?: (StaticImageRecord & {alt: string}) | null}>('root');
  const image = root?.errorImage;
  if (image?.desktopImage || image?.mobileImage) {
    return (
      <StaticPicture image={image} alt={image.alt} sizes={ERROR_IMAGE_SIZES} className="error-page__image error-page__image--cms" eager />
    );
  }
  return <img src={bundledImage} alt="" width={400} height={240} className="error-page__image" data-testid="error-image-bundled" />;
}
