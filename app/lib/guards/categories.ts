import {findCategory, type CategoryView} from '~/lib/catalog/categories';
import type {GuardArgs} from './types';

/** /products/{slug}: the CMS category for the slug, or null when it is a product. */
export async function categories({context, params}: GuardArgs): Promise<CategoryView | null> {
  return findCategory(context.content, params.slug ?? '');
}
