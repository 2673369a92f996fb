import type {AppLoadContext} from '@shopify/remix-oxygen';
import {findCategory, type CategoryView} from '~/features/catalog/categories';

/** /products/{slug}: the CMS category for the slug, or null when it is a product. */
export async function categoryFor(context: AppLoadContext, slug: string): Promise<CategoryView | null> {
  return findCategory(context.content, slug);
}
