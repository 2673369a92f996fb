/**
 * GraphQL fragments shared by several documents. Each route keeps its own
 * queries; only what two or more places use lives here.
 */

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

/** The cart as the shop reads it (Storefront API 2023-04 fields only). */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...CartMoney
      }
      subtotalAmount {
        ...CartMoney
      }
      amountPerQuantity {
        ...CartMoney
      }
      compareAtAmountPerQuantity {
        ...CartMoney
      }
    }
    discountAllocations {
      discountedAmount {
        ...CartMoney
      }
      ... on CartCodeDiscountAllocation {
        code
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
      ... on CartCustomDiscountAllocation {
        title
      }
    }
    sellingPlanAllocation {
      sellingPlan {
        id
        name
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
              amount
              currencyCode
            }
          }
        }
      }
      checkoutChargeAmount {
        ...CartMoney
      }
      remainingBalanceChargeAmount {
        ...CartMoney
      }
      priceAdjustments {
        price {
          ...CartMoney
        }
        compareAtPrice {
          ...CartMoney
        }
        perDeliveryPrice {
          ...CartMoney
        }
        unitPrice {
          ...CartMoney
        }
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        quantityAvailable
        sku
        compareAtPrice {
          ...CartMoney
        }
        price {
          ...CartMoney
        }
        requiresShipping
        title
        image {
          id
          url
          altText
          width
          height
        }
        product {
          id
          handle
          title
          vendor
          productType
          tags
          requiresSellingPlan
          sellingPlanGroups(first: 5) {
            nodes {
              name
              sellingPlans(first: 10) {
                nodes {
                  id
                  name
                }
              }
            }
          }
          subscriptionAlternateVariant: metafield(namespace: "subscription", key: "alternate_variant") {
            reference {
              ... on ProductVariant {
                id
                title
                availableForSale
                product {
                  handle
                  title
                }
                sellingPlanAllocations(first: 10) {
                  nodes {
                    sellingPlan {
                      id
                      name
                      recurringDeliveries
                    }
                    priceAdjustments {
                      price {
                        ...CartMoney
                      }
                      compareAtPrice {
                        ...CartMoney
                      }
                      perDeliveryPrice {
                        ...CartMoney
                      }
                    }
                  }
                }
              }
            }
          }
          subscriptionAlternateVariantTitle: metafield(namespace: "subscription", key: "alternate_variant_title") {
            value
          }
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
    createdAt
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      customer {
        id
        email
        firstName
        lastName
        displayName
      }
      email
      phone
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
    cost {
      subtotalAmount {
        ...CartMoney
      }
      subtotalAmountEstimated
      totalAmount {
        ...CartMoney
      }
      totalAmountEstimated
      totalDutyAmount {
        ...CartMoney
      }
      totalDutyAmountEstimated
      totalTaxAmount {
        ...CartMoney
      }
      totalTaxAmountEstimated
      checkoutChargeAmount {
        ...CartMoney
      }
    }
    note
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...CartMoney
      }
      ... on CartCodeDiscountAllocation {
        code
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
    }
  }
  fragment CartMoney on MoneyV2 {
    currencyCode
    amount
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    productType
    tags
    availableForSale
    publishedAt
    requiresSellingPlan
    featuredImage {
      id
      url
      altText
      width
      height
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
      maxVariantPrice {
        ...Money
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...Money
      }
      maxVariantPrice {
        ...Money
      }
    }
    variants(first: 1) {
      nodes {
        id
        availableForSale
        quantityAvailable
        selectedOptions {
          name
          value
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
