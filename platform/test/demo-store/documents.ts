/**
 * GraphQL documents as Hydrogen's demo-store sends them (Shopify/hydrogen, tag @shopify/hydrogen@2023.4.6,
 * templates/demo-store/app: data/fragments.ts, root.tsx, components/OrderCard.tsx and routes/*). They describe an
 * external client of the Storefront API 2023-04 and are replayed unchanged against the local platform; the file name
 * each one comes from is noted above it.
 */

// data/fragments.ts
export const MEDIA_FRAGMENT = `#graphql
  fragment Media on Media {
    __typename
    mediaContentType
    alt
    previewImage { url }
    ... on MediaImage { id image { id url width height } }
    ... on Video { id sources { mimeType url } }
    ... on Model3d { id sources { mimeType url } }
    ... on ExternalVideo { id embedUrl host }
  }
`;

// data/fragments.ts
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    title
    publishedAt
    handle
    vendor
    variants(first: 1) {
      nodes {
        id
        image { url altText width height }
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
        selectedOptions { name value }
        product { handle title }
      }
    }
  }
`;

// data/fragments.ts
export const FEATURED_COLLECTION_FRAGMENT = `#graphql
  fragment FeaturedCollectionDetails on Collection {
    id
    title
    handle
    image { altText width height url }
  }
`;

// routes/($locale).collections.$collectionHandle.tsx
export const COLLECTION_QUERY = `#graphql
  query CollectionDetails(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys!
    $reverse: Boolean
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      seo { description title }
      image { id url width height altText }
      products(
        first: $first,
        last: $last,
        before: $startCursor,
        after: $endCursor,
        filters: $filters,
        sortKey: $sortKey,
        reverse: $reverse
      ) {
        filters {
          id
          label
          type
          values { id label count input }
        }
        nodes { ...ProductCard }
        pageInfo { hasPreviousPage hasNextPage hasNextPage endCursor }
      }
    }
    collections(first: 100) {
      edges { node { title handle } }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

// routes/($locale)._index.tsx
export const FEATURED_COLLECTIONS_QUERY = `#graphql
  query homepageFeaturedCollections($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(
      first: 4,
      sortKey: UPDATED_AT
    ) {
      nodes {
        id
        title
        handle
        image { altText width height url }
      }
    }
  }
`;

// components/OrderCard.tsx
export const ORDER_CARD_FRAGMENT = `#graphql
  fragment OrderCard on Order {
    id
    orderNumber
    processedAt
    financialStatus
    fulfillmentStatus
    currentTotalPrice { amount currencyCode }
    lineItems(first: 2) {
      edges {
        node {
          variant { image { url altText height width } }
          title
        }
      }
    }
  }
`;

// routes/($locale).account.tsx
export const CUSTOMER_QUERY = `#graphql
  query CustomerDetails(
    $customerAccessToken: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      ...CustomerDetails
    }
  }

  fragment AddressPartial on MailingAddress {
    id
    formatted
    firstName
    lastName
    company
    address1
    address2
    country
    province
    city
    zip
    phone
  }

  fragment CustomerDetails on Customer {
    firstName
    lastName
    phone
    email
    defaultAddress { ...AddressPartial }
    addresses(first: 6) { edges { node { ...AddressPartial } } }
    orders(first: 250, sortKey: PROCESSED_AT, reverse: true) {
      edges { node { ...OrderCard } }
    }
  }

  ${ORDER_CARD_FRAGMENT}
`;

// routes/($locale).account.orders.$id.tsx (the loader builds $orderId as `gid://shopify/Order/${params.id}?key=${key}`)
export const CUSTOMER_ORDER_QUERY = `#graphql
  fragment Money on MoneyV2 { amount currencyCode }
  fragment AddressFull on MailingAddress {
    address1
    address2
    city
    company
    country
    countryCodeV2
    firstName
    formatted
    id
    lastName
    name
    phone
    province
    provinceCode
    zip
  }
  fragment DiscountApplication on DiscountApplication {
    value {
      __typename
      ... on MoneyV2 { amount currencyCode }
      ... on PricingPercentageValue { percentage }
    }
  }
  fragment Image on Image {
    altText
    height
    src: url(transform: {crop: CENTER, maxHeight: 96, maxWidth: 96, scale: 2})
    id
    width
  }
  fragment ProductVariant on ProductVariant {
    id
    image { ...Image }
    price { ...Money }
    product { handle }
    sku
    title
  }
  fragment LineItemFull on OrderLineItem {
    title
    quantity
    discountAllocations {
      allocatedAmount { ...Money }
      discountApplication { ...DiscountApplication }
    }
    originalTotalPrice { ...Money }
    discountedTotalPrice { ...Money }
    variant { ...ProductVariant }
  }

  query CustomerOrder(
    $country: CountryCode
    $language: LanguageCode
    $orderId: ID!
  ) @inContext(country: $country, language: $language) {
    node(id: $orderId) {
      ... on Order {
        id
        name
        orderNumber
        processedAt
        fulfillmentStatus
        totalTaxV2 { ...Money }
        totalPriceV2 { ...Money }
        subtotalPriceV2 { ...Money }
        shippingAddress { ...AddressFull }
        discountApplications(first: 100) { nodes { ...DiscountApplication } }
        lineItems(first: 100) { nodes { ...LineItemFull } }
      }
    }
  }
`;

// routes/($locale).account.login.tsx
export const LOGIN_MUTATION = `#graphql
  mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerUserErrors { code field message }
      customerAccessToken { accessToken expiresAt }
    }
  }
`;
