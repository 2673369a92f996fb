import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CMS_ASSET_ID, cmsAssetLocation} from '~/features/images/cms-redirect';

const notFound = () =>
  new Response('Image not found', {
    status: 404,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60'},
  });

/**
 * GET /cms/{assetId}?w=&h=&fit=&fm=&q=&bg= (or width, height, resize=WxH, format,
 * quality, background) → a redirect to the CMS asset
 * host with those modifiers: the `src` of a CMS image whose asset carries no
 * URL. An unknown id is a 404; the content API being down is its 503.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!CMS_ASSET_ID.test(id)) return notFound();
  let asset;
  try {
    asset = await context.content.getAsset(id);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  const location = asset && cmsAssetLocation(asset.url, new URL(request.url).searchParams);
  if (!location) return notFound();
  return new Response(null, {status: 302, headers: {Location: location, 'Cache-Control': 'public, max-age=300'}});
}
