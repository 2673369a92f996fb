import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {findCategory} from '~/features/catalog/categories';
import {applyFilters, parseFilters} from '~/features/catalog/filters';
import {EAGER_CARDS, productCards} from '~/features/catalog/product-card';
import {inHandleOrder, productsByHandle} from '~/features/catalog/products-by-handle';
import {splitComponent} from '~/ui/split-component';

/**
 * A category page under /products/{slug}: the slug is a CMS category or subcategory handle (the
 * categories guard), its sections filled with the products the filters in the query keep.
 */
const CategoryPage = splitComponent('CategoryPage', () => import('~/components/category/CategoryPage'));

/** The category the slug names with its filtered sections, or null when no category has that handle. */
export async function loadCategoryPage({request, context}: LoaderFunctionArgs, slug: string) {
  const category = await findCategory(context.content, slug);
  if (!category) return null;
  const filters = parseFilters(new URL(request.url).searchParams);
  const found = await productsByHandle(context.storefront, category.allHandles);
  const sections = category.sections
    .map((section) => ({...section, products: applyFilters(inHandleOrder(section.productHandles, found), filters)}))
    .filter((section) => section.products.length)
    // The first section's first row is above the fold.
    .map((section, index) => ({...section, products: productCards(section.products, index === 0 ? EAGER_CARDS : 0)}));
  return {kind: 'category' as const, category, sections, filters, path: `/products/${category.handle}`};
}

export type CategoryPageData = NonNullable<Awaited<ReturnType<typeof loadCategoryPage>>>;

export function CategoryKind({data}: {data: CategoryPageData}) {
  return <CategoryPage category={data.category} sections={data.sections} filters={data.filters} path={data.path} />;
}
