import type {MetaDescriptor} from '@shopify/remix-oxygen';
import {absoluteUrl, seoDescription, seoMeta} from '~/features/content/seo.server';
import {productJsonLd} from '~/features/product/seo.server';
import type {BundleBuilderPageData} from './bundle-builder';
import type {CategoryPageData} from './category';
import type {ProductPageData} from './product';

/** The meta tags of a page under /products/{slug}, by its kind: the route's loader sends them in its data. */
export function productsPageMeta(data: CategoryPageData | BundleBuilderPageData | ProductPageData, request: Request): MetaDescriptor[] {
  const {origin, pathname} = new URL(request.url);
  if (data.kind === 'category')
    return seoMeta({
      title: data.category.seoTitle ?? `${data.category.label} | Oral Care Shop`,
      description: seoDescription(data.category.seoDescription ?? data.category.description),
      url: absoluteUrl(request, pathname),
    });
  if (data.kind === 'bundle')
    return seoMeta({
      title: `${data.config.title} | Oral Care Shop`,
      description: seoDescription(data.config.intro),
      url: absoluteUrl(request, pathname),
    });
  const {product, selectedVariant} = data;
  return seoMeta({
    title: `${product.seo.title ?? product.title} | Oral Care Shop`,
    description: seoDescription(product.seo.description ?? product.description),
    url: absoluteUrl(request, `/products/${product.handle}`),
    media: product.images.nodes[0]?.url,
    jsonLd: productJsonLd(product, selectedVariant, origin) as never,
  });
}
