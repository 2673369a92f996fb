import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {DEFAULT_CATEGORY_HANDLE} from '~/features/catalog/categories';
import {CategoryKind, categoryPageMeta, loadCategoryPage} from '~/product-pages/category';
import {BundleBuilderKind, bundleBuilderPageMeta, loadBundleBuilderPage} from '~/product-pages/bundle-builder';
import {ProductKind, productPageMeta, loadProductPage} from '~/product-pages/product';

/*
 * One URL space, three kinds of page, each with its loader, meta and component in app/product-pages
 * (its component a split part, so a visit loads only its own kind's code).
 */

export const meta: MetaFunction<typeof loader> = ({data, location, matches}) => {
  if (!data) return [];
  if (data.kind === 'category') return categoryPageMeta(data, {location, matches});
  if (data.kind === 'bundle') return bundleBuilderPageMeta(data, {location, matches});
  return productPageMeta(data, {matches});
};

/**
 * /products/{slug} is, in this order: a category (the slug is a CMS category handle), the bundle
 * builder, a product (with CMS landing sections for the fixed product pages), else 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? '';
  // The default category is /products itself.
  if (slug === DEFAULT_CATEGORY_HANDLE) throw redirect(`/products${new URL(args.request.url).search}`, 301);
  return (await loadCategoryPage(args, slug)) ?? (await loadBundleBuilderPage(args, slug)) ?? (await loadProductPage(args, slug));
}

export default function ProductsSlug() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'category') return <CategoryKind data={data} />;
  if (data.kind === 'bundle') return <BundleBuilderKind data={data} />;
  return <ProductKind data={data} />;
}
