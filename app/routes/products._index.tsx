import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getSeoMeta} from '~/framework/hydrogen-seo';
import {allProductCards} from '~/features/catalog/all-products';
import {DEFAULT_CATEGORY_HANDLE, findCategory} from '~/features/catalog/categories';
import {CategoryPage} from '~/components/category/CategoryPage';
import {applyFilters, parseFilters} from '~/features/catalog/filters';
import {absoluteUrl, seoDescription} from '~/features/content/seo';

export const meta: MetaFunction<typeof loader> = ({data, matches}) =>
  getSeoMeta({
    title: `${data?.category.label ?? 'All Products'} | Oral Care Shop`,
    description: seoDescription(data?.category.description || 'Every toothpaste, toothbrush, whitening kit and bundle we sell.'),
    url: absoluteUrl(matches, '/products'),
  });

/** /products: the default category (`all`), every product (75 per page). */
export async function loader({request, context}: LoaderFunctionArgs) {
  const {storefront, content} = context;
  const [category, products] = await Promise.all([findCategory(content, DEFAULT_CATEGORY_HANDLE), allProductCards(storefront)]);
  // Free gifts are given, not sold.
  const filters = parseFilters(new URL(request.url).searchParams);
  const shown = applyFilters(
    products.filter((p) => !p.handle.includes('free-gift')),
    filters,
  );
  return {
    category: {
      handle: DEFAULT_CATEGORY_HANDLE,
      label: category?.label ?? 'All Products',
      description: category?.description ?? '',
      sections: [],
      allHandles: [],
    },
    sections: shown.length
      ? [{handle: DEFAULT_CATEGORY_HANDLE, label: category?.label ?? 'All Products', productHandles: [], products: shown}]
      : [],
    filters,
    path: '/products',
  };
}

export default function AllProducts() {
  const {category, sections, filters, path} = useLoaderData<typeof loader>();
  return <CategoryPage category={category} sections={sections} filters={filters} path={path} />;
}
