import {Suspense} from 'react';
import {getSelectedProductOptions} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {findProductLanding, recommendedHandles} from '~/features/catalog/landing';
import {productCards, type ProductCardData} from '~/features/catalog/product-card';
import {inHandleOrder, productCardsByHandle} from '~/features/catalog/products-by-handle';
import {knownSelectedOptions, pickVariant} from '~/features/product/variants';
import {findVariantContent} from '~/features/product/variant-content';
import {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from '~/clients/storefront/fragments';
import {splitComponent} from '~/ui/split-component';
import {Deferred} from '~/ui/deferred';

/**
 * A product page under /products/{slug}: the product and the variant the URL's options pick, the
 * CMS landing sections of the fixed product pages, and recommendations streamed in below the fold.
 */
const ProductPage = splitComponent('ProductPage', () => import('~/components/product/ProductPage'));
const ProductRecommendations = splitComponent('ProductRecommendations', () => import('~/components/product/ProductRecommendations'));

/** The product the slug names; a 404 when there is none or it has no variant. */
export async function loadProductPage({request, context}: LoaderFunctionArgs, slug: string) {
  const {storefront, content} = context;
  // The CMS parts come from the content batch, read beside the product query: no round trip after it.
  const [{product}, landing, variantContent] = await Promise.all([
    storefront.query(PRODUCT_QUERY, {variables: {handle: slug}, cache: storefront.CacheShort()}),
    findProductLanding(content, slug),
    findVariantContent(content, slug),
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
          .then((result) => productCards(result.productRecommendations ?? []))
  )
    .then((list) => list.filter((p) => p.availableForSale).slice(0, 4))
    .catch(() => [] as ProductCardData[]);

  return {
    kind: 'product' as const,
    product,
    selectedVariant,
    landing,
    variantContent,
    recommendations,
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;

export function ProductKind({data}: {data: ProductPageData}) {
  return (
    <ProductPage product={data.product} selectedVariant={data.selectedVariant} landing={data.landing} variantContent={data.variantContent}>
      <Suspense fallback={<p className="muted">Loading recommendations…</p>}>
        <Deferred resolve={data.recommendations} errorElement={null}>
          {(products) => <ProductRecommendations products={products} />}
        </Deferred>
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
    cmsId: metafield(namespace: "custom", key: "cms_id") {
      value
    }
    ingredients: metafield(namespace: "custom", key: "ingredients") {
      value
    }
    sellingPlanAllocations(first: 10) {
      nodes {
        sellingPlan {
          id
        }
        checkoutChargeAmount {
          ...Money
        }
        remainingBalanceChargeAmount {
          ...Money
        }
        priceAdjustments {
          price {
            ...Money
          }
          perDeliveryPrice {
            ...Money
          }
          unitPrice {
            ...Money
          }
        }
      }
    }
  }
` as const;

const PRODUCT_QUERY = `#graphql
  query getProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
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
              options {
                name
                value
              }
              checkoutCharge {
                type
                value {
                  __typename
                  ... on SellingPlanCheckoutChargePercentageValue {
                    percentage
                  }
                  ... on MoneyV2 {
                    ...Money
                  }
                }
              }
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
