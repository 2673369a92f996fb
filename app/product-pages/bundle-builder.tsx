import type {Storefront} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {handlesQuery} from '~/features/catalog/categories';
import {BUNDLE_BUILDER_HANDLE, loadBundleConfig, type BundleConfig} from '~/features/bundle/config';
import {toBundleProduct, type BundleProduct} from '~/features/bundle/products';
import {MONEY_FRAGMENT} from '~/clients/storefront/fragments';
import {splitComponent} from '~/ui/split-component';

/** The bundle builder at /products/create-your-bundle: its steps from the CMS, their products from the Storefront API. */
const BundleBuilder = splitComponent('BundleBuilder', () => import('~/components/bundle/BundleBuilder'));

/** The builder's steps and products, or null for another slug or when the CMS has no builder configured. */
export async function loadBundleBuilderPage({context}: LoaderFunctionArgs, slug: string) {
  if (slug !== BUNDLE_BUILDER_HANDLE) return null;
  const config = await loadBundleConfig(context.content);
  if (!config) return null;
  return {kind: 'bundle' as const, config, products: await bundleProducts(context.storefront, config)};
}

export type BundleBuilderPageData = NonNullable<Awaited<ReturnType<typeof loadBundleBuilderPage>>>;

/** Every product a bundle step offers, with the variant the builder adds (one query). */
async function bundleProducts(storefront: Storefront, config: BundleConfig): Promise<BundleProduct[]> {
  const handles = [...new Set(config.steps.flatMap((step) => step.productHandles))];
  const {products} = await storefront.query(BUNDLE_PRODUCTS_QUERY, {
    variables: {query: handlesQuery(handles), first: Math.min(handles.length, 75)},
    cache: storefront.CacheShort(),
  });
  return products.nodes.map(toBundleProduct).filter((p): p is BundleProduct => p !== null);
}

export function BundleBuilderKind({data}: {data: BundleBuilderPageData}) {
  return <BundleBuilder config={data.config} products={data.products} />;
}

const BUNDLE_PRODUCTS_QUERY = `#graphql
  query BundleBuilderProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, query: $query) {
      nodes {
        id
        handle
        title
        productType
        featuredImage {
          id
          url
          altText
          width
          height
        }
        variants(first: 10) {
          nodes {
            id
            title
            availableForSale
            quantityAvailable
            price {
              ...Money
            }
            compareAtPrice {
              ...Money
            }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
