import {useRouteLoaderData} from '@remix-run/react';
import bundledImage from '~/assets/error-404.svg';
import type {StaticImageRecord} from '~/features/images/static-picture';
import {PartBoundary, splitComponent} from '~/ui/split-component';

// Error pages are rare: the picture code stays out of every page's first-visit JavaScript.
export const CmsErrorPicture = splitComponent('CmsErrorPicture', () => import('./CmsErrorPicture'));

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
      <PartBoundary part={CmsErrorPicture}>
        <CmsErrorPicture image={image} />
      </PartBoundary>
    );
  }
  return <img src={bundledImage} alt="" width={400} height={240} className="error-page__image" data-testid="error-image-bundled" />;
}
