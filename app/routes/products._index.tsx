import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {allProductCards} from '~/features/catalog/all-products';
import {DEFAULT_CATEGORY_HANDLE, findCategory} from '~/features/catalog/categories';
import {CategoryPage} from '~/components/category/CategoryPage';
import {applyFilters, parseFilters} from '~/features/catalog/filters';
import {EAGER_CARDS, productCards} from '~/features/catalog/product-card';
import {absoluteUrl, seoDescription, seoMeta} from '~/features/content/seo.server';

/** The tags the loader worked out. */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [];

/** /products: the default category (`all`), every product (75 per page). */
export async function loader({request, context}: LoaderFunctionArgs) {
  const {storefront, content} = context;
  const [category, products] = await Promise.all([findCategory(content, DEFAULT_CATEGORY_HANDLE), allProductCards(storefront)]);
  // Free gifts are given, not sold.
  const filters = parseFilters(new URL(request.url).searchParams);
  const shown = productCards(
    applyFilters(
      products.filter((p) => !p.handle.includes('free-gift')),
      filters,
    ),
    EAGER_CARDS,
  );
  const label = category?.label ?? 'All Products';
  const description = category?.description ?? '';
  return {
    category: {handle: DEFAULT_CATEGORY_HANDLE, label, description, sections: [], allHandles: []},
    sections: shown.length ? [{handle: DEFAULT_CATEGORY_HANDLE, label, productHandles: [], products: shown}] : [],
    filters,
    path: '/products',
    meta: seoMeta({
      title: `${label} | Oral Care Shop`,
      description: seoDescription(description || 'Every toothpaste, toothbrush, whitening kit and bundle we sell.'),
      url: absoluteUrl(request, '/products'),
    }),
  };
}

export default function AllProducts() {
  const {category, sections, filters, path} = useLoaderData<typeof loader>();
  return <CategoryPage category={category} sections={sections} filters={filters} path={path} />;
}
