import {Suspense} from 'react';
import {Await, useLoaderData, type MetaFunction} from '@remix-run/react';
import {getSeoMeta} from '@shopify/hydrogen';
import {type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {runGuard} from '~/lib/guards';
import {inHandleOrder, productCardsByHandle} from '~/lib/catalog/products-by-handle';
import {pickVariant, selectedOptionsFromUrl} from '~/lib/product/variants';
import {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {CategoryPage} from '~/components/category/CategoryPage';
import {ProductPage} from '~/components/product/ProductPage';
import {productJsonLd} from '~/lib/product/seo';
import {absoluteUrl, seoDescription} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = ({data, location, matches}) => {
  if (!data) return [];
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
 * subcategory handle renders a category page), then a product, else 404.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const {storefront} = context;

  const category = await runGuard('categories', {params, request, context});
  if (category) {
    const cards = await productCardsByHandle(storefront, category.allHandles);
    const sections = category.sections
      .map((section) => ({...section, products: inHandleOrder(section.productHandles, cards)}))
      .filter((section) => section.products.length);
    return {kind: 'category' as const, category, sections};
  }

  const {product} = await storefront.query(PRODUCT_QUERY, {
    variables: {handle: slug},
    cache: storefront.CacheShort(),
  });
  if (!product) throw new Response(`Product ${slug} not found`, {status: 404});

  const chosen = selectedOptionsFromUrl(new URL(request.url).searchParams, product.options);
  const defaultIndex = Number.parseInt(product.variantDefaultIndex?.value ?? '', 10);
  const selectedVariant = pickVariant(product.variants.nodes, chosen, Number.isNaN(defaultIndex) ? null : defaultIndex);
  if (!selectedVariant) throw new Response(`Product ${slug} has no variants`, {status: 404});

  // Below the fold: streamed in after the product itself.
  const recommendations = storefront
    .query(RECOMMENDATIONS_QUERY, {variables: {productId: product.id}, cache: storefront.CacheLong()})
    .then((result) => result.productRecommendations?.slice(0, 4) ?? [])
    .catch(() => [] as ProductCardFragment[]);

  return {
    kind: 'product' as const,
    product,
    selectedVariant,
    recommendations,
    origin: new URL(request.url).origin,
  };
}

export default function ProductsSlug() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'category') return <CategoryPage category={data.category} sections={data.sections} />;
  return (
    <ProductPage product={data.product} selectedVariant={data.selectedVariant}>
      <Suspense fallback={<p className="muted">Loading recommendations…</p>}>
        <Await resolve={data.recommendations} errorElement={null}>
          {(products) => <ProductPage.Recommendations products={products} />}
        </Await>
      </Suspense>
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
      images(first: 10) {
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
