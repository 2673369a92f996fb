import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonResponse} from '~/infra/http';
import type {ContentAsset} from '~/clients/content/types';
import type {StaticImageFields} from '~/features/home/types';

const image = (asset: ContentAsset | undefined) =>
  asset
    ? {
        id: asset.id,
        src: asset.url,
        alt: asset.description || asset.title,
        width: asset.width ?? null,
        height: asset.height ?? null,
        format: asset.contentType,
      }
    : null;

/**
 * GET /api/cms/static-images → `{images: [{title, desktopImage, mobileImage, tabletSmallImage, tabletLargeImage}]}`.
 * A failure is ignored (an empty list).
 */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    const entries = await context.content.getEntries<StaticImageFields>({content_type: 'staticImage', limit: 100, include: 1});
    const images = entries.map((e) => ({
      title: e.fields.title,
      desktopImage: image(e.fields.desktopImage),
      mobileImage: image(e.fields.mobileImage),
      tabletSmallImage: image(e.fields.tabletSmallImage),
      tabletLargeImage: image(e.fields.tabletLargeImage),
    }));
    return jsonResponse({images}, {maxAge: 300});
  } catch {
    return jsonResponse({images: []});
  }
}
