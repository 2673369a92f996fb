import {useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {DEFAULT_CATEGORY_HANDLE} from '~/features/catalog/categories';
import {isCartChange} from '~/features/cart/revalidation';
import {CategoryKind, loadCategoryPage} from '~/product-pages/category';
import {BundleBuilderKind, loadBundleBuilderPage} from '~/product-pages/bundle-builder';
import {ProductKind, loadProductPage} from '~/product-pages/product';
import {productsPageMeta} from '~/product-pages/page-meta.server';

/*
 * One URL space, three kinds of page, each with its loader and component in app/product-pages
 * (its component a split part, so a visit loads only its own kind's code), their meta tags in
 * page-meta.server.ts.
 */

/** The tags the loader worked out (productsPageMeta). */
export const meta: MetaFunction<typeof loader> = ({data}) => data?.meta ?? [];

/** None of the three kinds shows the cart: a cart change (an add, the drawer's stepper) keeps their data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formAction, defaultShouldRevalidate}) =>
  isCartChange(formAction) ? false : defaultShouldRevalidate;

/**
 * /products/{slug} is, in this order: a category (the slug is a CMS category handle), the bundle
 * builder, a product (with CMS landing sections for the fixed product pages), else 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? '';
  // The default category is /products itself.
  if (slug === DEFAULT_CATEGORY_HANDLE) throw redirect(`/products${new URL(args.request.url).search}`, 301);
  const page = (await loadCategoryPage(args, slug)) ?? (await loadBundleBuilderPage(args, slug)) ?? (await loadProductPage(args, slug));
  return {...page, meta: productsPageMeta(page, args.request)};
}

export default function ProductsSlug() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'category') return <CategoryKind data={data} />;
  if (data.kind === 'bundle') return <BundleBuilderKind data={data} />;
  return <ProductKind data={data} />;
}
