import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {jsonError, jsonResponse} from '~/infra/http';
import {toCategoryList, type CategoryFields} from '~/features/catalog/categories';

/** GET /api/cms/categories → `{categories: [{handle, label, parentCategory, products, subCategories}]}`. */
export async function loader({context}: LoaderFunctionArgs) {
  try {
    const entries = await context.content.getEntries<CategoryFields & {parentCategory?: {fields: CategoryFields}}>({
      content_type: 'category',
      limit: 100,
      include: 2,
    });
    return jsonResponse({categories: toCategoryList(entries)}, {maxAge: 60});
  } catch {
    return jsonError(503, 'Categories are unavailable right now. Please try again shortly.');
  }
}
