import {Suspense} from 'react';
import {Await, useLoaderData, type MetaFunction} from '@remix-run/react';
import {getSelectedProductOptions, getSeoMeta} from '@shopify/hydrogen';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {Storefront} from '@shopify/hydrogen';
import {DEFAULT_CATEGORY_HANDLE, findCategory, handlesQuery} from '~/features/catalog/categories';
import {applyFilters, parseFilters} from '~/features/catalog/filters';
import {findProductLanding, recommendedHandles} from '~/features/catalog/landing';
import {BUNDLE_BUILDER_HANDLE, loadBundleConfig} from '~/features/bundle/config';
import {toBundleProduct, type BundleProduct} from '~/features/bundle/products';
import type {BundleConfig} from '~/features/bundle/config';
import {inHandleOrder, productCardsByHandle} from '~/features/catalog/products-by-handle';
import {knownSelectedOptions, pickVariant} from '~/features/product/variants';
import {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {splitComponent} from '~/ui/split-component';
import {productJsonLd} from '~/features/product/seo';
import {absoluteUrl, seoDescription} from '~/features/content/seo';

// One URL space, three page kinds: a visit loads only its own kind's code.
const CategoryPage = splitComponent('CategoryPage', () => import('~/components/category/CategoryPage'));
const ProductPage = splitComponent('ProductPage', () => import('~/components/product/ProductPage'));
const ProductRecommendations = splitComponent('ProductRecommendations', () => import('~/components/product/ProductRecommendations'));
const BundleBuilder = splitComponent('BundleBuilder', () => import('~/components/bundle/BundleBuilder'));

export const meta: MetaFunction<typeof loader> = ({data, location, matches}) => {
  if (!data) return [];
  if (data.kind === 'bundle') {
    return getSeoMeta({
      title: `${data.config.title} | Oral Care Shop`,
      description: seoDescription(data.config.intro),
      url: absoluteUrl(matches, location.pathname),
    });
  }
  if (data.kind === 'category') {
    return getSeoMeta({
      title: data.category.seoTitle ?? `${data.category.label} | Oral Care Shop`,
      description: seoDescription(data.category.seoDescription ?? data.category.description),
      url: absoluteUrl(matches, location.pathname),
    });
  }
  const {product, selectedVariant} = data;
  return getSeoMeta({
    title: `${product.seo.title ?? product.title} | Oral Care Shop`,
    description: seoDescription(product.seo.description ?? product.description),
    url: absoluteUrl(matches, `/products/${product.handle}`),
    media: product.images.nodes[0]?.url,
    jsonLd: productJsonLd(product, selectedVariant, data.origin) as never,
  });
};

/**
 * /products/{slug}: the categories guard first (a CMS category or
 * subcategory handle renders a category page), then the bundle builder, then a
 * product (with CMS landing sections for the fixed product pages), else 404.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const url = new URL(request.url);
  const {storefront, content} = context;

  // The default category is /products itself.
  if (slug === DEFAULT_CATEGORY_HANDLE) throw redirect(`/products${url.search}`, 301);

  const category = await findCategory(context.content, slug);
  if (category) {
    const filters = parseFilters(url.searchParams);
    const cards = await productCardsByHandle(storefront, category.allHandles);
    const sections = category.sections
      .map((section) => ({...section, products: applyFilters(inHandleOrder(section.productHandles, cards), filters)}))
      .filter((section) => section.products.length);
    return {kind: 'category' as const, category, sections, filters, path: `/products/${category.handle}`};
  }

  if (slug === BUNDLE_BUILDER_HANDLE) {
    const config = await loadBundleConfig(content);
    if (config) {
      const products = await bundleProducts(storefront, config);
      return {kind: 'bundle' as const, config, products};
    }
  }

  const [{product}, landing] = await Promise.all([
    storefront.query(PRODUCT_QUERY, {variables: {handle: slug}, cache: storefront.CacheShort()}),
    findProductLanding(content, slug),
  ]);
  if (!product) throw new Response(`Product ${slug} not found`, {status: 404});

  const chosen = knownSelectedOptions(getSelectedProductOptions(request), product.options);
  const defaultIndex = Number.parseInt(product.variantDefaultIndex?.value ?? '', 10);
  const selectedVariant = pickVariant(product.variants.nodes, chosen, Number.isNaN(defaultIndex) ? null : defaultIndex);
  if (!selectedVariant) throw new Response(`Product ${slug} has no variants`, {status: 404});

  // Below the fold: streamed in after the product itself. The CMS/metafield
  // `recommended` handles win; otherwise the platform's recommendations.
  const handles = recommendedHandles(product.recommended?.value).filter((h) => h !== product.handle);
  const recommendations = (
    handles.length
      ? productCardsByHandle(storefront, handles).then((cards) => inHandleOrder(handles, cards))
      : storefront
          .query(RECOMMENDATIONS_QUERY, {variables: {productId: product.id}, cache: storefront.CacheLong()})
          .then((result) => result.productRecommendations ?? [])
  )
    .then((list) => list.filter((p) => p.availableForSale).slice(0, 4))
    .catch(() => [] as ProductCardFragment[]);

  return {
    kind: 'product' as const,
    product,
    selectedVariant,
    landing,
    recommendations,
    origin: url.origin,
  };
}

/** Every product a bundle step offers, with the variant the builder adds (one query). */
async function bundleProducts(storefront: Storefront, config: BundleConfig): Promise<BundleProduct[]> {
  const handles = [...new Set(config.steps.flatMap((step) => step.productHandles))];
  const {products} = await storefront.query(BUNDLE_PRODUCTS_QUERY, {
    variables: {query: handlesQuery(handles), first: Math.min(handles.length, 75)},
    cache: storefront.CacheShort(),
  });
  return products.nodes.map(toBundleProduct).filter((p): p is BundleProduct => p !== null);
}

export default function ProductsSlug() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'category') {
    return <CategoryPage category={data.category} sections={data.sections} filters={data.filters} path={data.path} />;
  }
  if (data.kind === 'bundle') return <BundleBuilder config={data.config} products={data.products} />;
  const recommendations = (
    <Suspense fallback={<p className="muted">Loading recommendations…</p>}>
      <Await resolve={data.recommendations} errorElement={null}>
        {(products) => <ProductRecommendations products={products} />}
      </Await>
    </Suspense>
  );
  return (
    <ProductPage product={data.product} selectedVariant={data.selectedVariant} landing={data.landing}>
      {recommendations}
    </ProductPage>
  );
}

const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    quantityAvailable
    price {
      ...Money
    }
    compareAtPrice {
      ...Money
    }
    selectedOptions {
      name
      value
    }
    image {
      id
      url
      altText
      width
      height
    }
    colorValue: metafield(namespace: "custom", key: "color_value") {
      value
    }
    ingredients: metafield(namespace: "custom", key: "ingredients") {
      value
    }
  }
` as const;

const PRODUCT_QUERY = `#graphql
  query ProductPage($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      productType
      tags
      description
      descriptionHtml
      availableForSale
      requiresSellingPlan
      seo {
        title
        description
      }
      options {
        name
        values
      }
      images(first: 3) {
        nodes {
          id
          url
          altText
          width
          height
        }
      }
      variantDefaultIndex: metafield(namespace: "custom", key: "variant_default_index") {
        value
      }
      recommended: metafield(namespace: "custom", key: "recommended") {
        value
      }
      subscriptionAlternateVariant: metafield(namespace: "subscription", key: "alternate_variant") {
        reference {
          ... on ProductVariant {
            id
            title
            selectedOptions {
              name
              value
            }
            product {
              id
              handle
              title
            }
          }
        }
      }
      subscriptionAlternateVariantTitle: metafield(namespace: "subscription", key: "alternate_variant_title") {
        value
      }
      variants(first: 10) {
        nodes {
          ...ProductVariant
        }
      }
      sellingPlanGroups(first: 5) {
        nodes {
          name
          sellingPlans(first: 10) {
            nodes {
              id
              name
              description
              recurringDeliveries
              priceAdjustments {
                orderCount
                adjustmentValue {
                  __typename
                  ... on SellingPlanPercentagePriceAdjustment {
                    adjustmentPercentage
                  }
                  ... on SellingPlanFixedAmountPriceAdjustment {
                    adjustmentAmount {
                      ...Money
                    }
                  }
                  ... on SellingPlanFixedPriceAdjustment {
                    price {
                      ...Money
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

const RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

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
