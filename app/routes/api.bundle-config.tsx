import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse} from '~/infra/http';
import {BUNDLE_ID_ATTRIBUTE, BUNDLE_NAME_ATTRIBUTE, loadBundleConfig} from '~/features/bundle/config';

/**
 * GET /api/bundle-config → the bundle builder from the CMS:
 * `{handle, title, intro, discountPercent, steps: [{id, title, description, pick, productHandles}], lineAttributes}`.
 */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    const config = await loadBundleConfig(context.content);
    if (!config) return jsonError(404, 'No bundle builder is configured.');
    return jsonResponse({...config, lineAttributes: {id: BUNDLE_ID_ATTRIBUTE, name: BUNDLE_NAME_ATTRIBUTE}}, {maxAge: 60});
  } catch {
    return jsonError(503, 'The bundle configuration is unavailable right now. Please try again shortly.');
  }
}
