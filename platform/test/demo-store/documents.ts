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

// root.tsx (variables: headerMenuHandle 'main-menu', footerMenuHandle 'footer')
export const LAYOUT_QUERY = `#graphql
  query layout(
    $language: LanguageCode
    $headerMenuHandle: String!
    $footerMenuHandle: String!
  ) @inContext(language: $language) {
    shop { ...Shop }
    headerMenu: menu(handle: $headerMenuHandle) { ...Menu }
    footerMenu: menu(handle: $footerMenuHandle) { ...Menu }
  }
  fragment Shop on Shop {
    id
    name
    description
    primaryDomain { url }
    brand { logo { image { url } } }
  }
  fragment MenuItem on MenuItem {
    id
    resourceId
    tags
    title
    type
    url
  }
  fragment ChildMenuItem on MenuItem { ...MenuItem }
  fragment ParentMenuItem on MenuItem {
    ...MenuItem
    items { ...ChildMenuItem }
  }
  fragment Menu on Menu {
    id
    items { ...ParentMenuItem }
  }
`;

// root.tsx
export const CART_QUERY = `#graphql
  query cartQuery($cartId: ID!, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
    cart(id: $cartId) { ...CartFragment }
  }
  fragment CartFragment on Cart {
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      customer { id email firstName lastName displayName }
      email
      phone
    }
    lines(first: 100) {
      edges {
        node {
          id
          quantity
          attributes { key value }
          cost {
            totalAmount { amount currencyCode }
            amountPerQuantity { amount currencyCode }
            compareAtAmountPerQuantity { amount currencyCode }
          }
          merchandise {
            ... on ProductVariant {
              id
              availableForSale
              compareAtPrice { ...MoneyFragment }
              price { ...MoneyFragment }
              requiresShipping
              title
              image { ...ImageFragment }
              product { handle title id }
              selectedOptions { name value }
            }
          }
        }
      }
    }
    cost {
      subtotalAmount { ...MoneyFragment }
      totalAmount { ...MoneyFragment }
      totalDutyAmount { ...MoneyFragment }
      totalTaxAmount { ...MoneyFragment }
    }
    note
    attributes { key value }
    discountCodes { code }
  }

  fragment MoneyFragment on MoneyV2 {
    currencyCode
    amount
  }

  fragment ImageFragment on Image {
    id
    url
    altText
    width
    height
  }
`;

// routes/($locale).$shopid.orders.$token.authenticate.tsx
export const SHOP_PRIMARY_DOMAIN_QUERY = `#graphql
  query getShopPrimaryDomain { shop { primaryDomain { url } } }
`;

// routes/($locale)._index.tsx
const COLLECTION_CONTENT_FRAGMENT = `#graphql
  fragment CollectionContent on Collection {
    id
    handle
    title
    descriptionHtml
    heading: metafield(namespace: "hero", key: "title") { value }
    byline: metafield(namespace: "hero", key: "byline") { value }
    cta: metafield(namespace: "hero", key: "cta") { value }
    spread: metafield(namespace: "hero", key: "spread") { reference { ...Media } }
    spreadSecondary: metafield(namespace: "hero", key: "spread_secondary") { reference { ...Media } }
  }
  ${MEDIA_FRAGMENT}
`;

// routes/($locale)._index.tsx
export const HOMEPAGE_SEO_QUERY = `#graphql
  query seoCollectionContent($handle: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    hero: collection(handle: $handle) { ...CollectionContent }
    shop { name description }
  }
  ${COLLECTION_CONTENT_FRAGMENT}
`;

// routes/($locale)._index.tsx
export const COLLECTION_HERO_QUERY = `#graphql
  query heroCollectionContent($handle: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    hero: collection(handle: $handle) { ...CollectionContent }
  }
  ${COLLECTION_CONTENT_FRAGMENT}
`;

// routes/($locale)._index.tsx
export const HOMEPAGE_FEATURED_PRODUCTS_QUERY = `#graphql
  query homepageFeaturedProducts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 8) { nodes { ...ProductCard } }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

// routes/($locale).account.activate.$id.$activationToken.tsx ($id: `gid://shopify/Customer/${id}`)
export const CUSTOMER_ACTIVATE_MUTATION = `#graphql
  mutation customerActivate($id: ID!, $input: CustomerActivateInput!) {
    customerActivate(id: $id, input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.address.$id.tsx
export const UPDATE_ADDRESS_MUTATION = `#graphql
  mutation customerAddressUpdate(
    $address: MailingAddressInput!
    $customerAccessToken: String!
    $id: ID!
  ) {
    customerAddressUpdate(
      address: $address
      customerAccessToken: $customerAccessToken
      id: $id
    ) {
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.address.$id.tsx
export const DELETE_ADDRESS_MUTATION = `#graphql
  mutation customerAddressDelete($customerAccessToken: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      customerUserErrors { code field message }
      deletedCustomerAddressId
    }
  }
`;

// routes/($locale).account.address.$id.tsx
export const UPDATE_DEFAULT_ADDRESS_MUTATION = `#graphql
  mutation customerDefaultAddressUpdate(
    $addressId: ID!
    $customerAccessToken: String!
  ) {
    customerDefaultAddressUpdate(
      addressId: $addressId
      customerAccessToken: $customerAccessToken
    ) {
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.address.$id.tsx
export const CREATE_ADDRESS_MUTATION = `#graphql
  mutation customerAddressCreate(
    $address: MailingAddressInput!
    $customerAccessToken: String!
  ) {
    customerAddressCreate(
      address: $address
      customerAccessToken: $customerAccessToken
    ) {
      customerAddress { id }
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.edit.tsx
export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation customerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.recover.tsx
export const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation customerRecover($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.register.tsx
export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation customerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer { id }
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).account.reset.$id.$resetToken.tsx ($id: `gid://shopify/Customer/${id}`)
export const CUSTOMER_RESET_MUTATION = `#graphql
  mutation customerReset($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
`;

// routes/($locale).api.products.tsx
export const API_ALL_PRODUCTS_QUERY = `#graphql
  query ApiAllProducts(
    $query: String
    $count: Int
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
    $sortKey: ProductSortKeys
  ) @inContext(country: $country, language: $language) {
    products(first: $count, sortKey: $sortKey, reverse: $reverse, query: $query) {
      nodes { ...ProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

// routes/($locale).cart.tsx
const USER_ERROR_FRAGMENT = `#graphql
  fragment ErrorFragment on CartUserError {
    message
    field
    code
  }
`;

// routes/($locale).cart.tsx
const LINES_CART_FRAGMENT = `#graphql
  fragment CartLinesFragment on Cart {
    id
    totalQuantity
  }
`;

// routes/($locale).cart.tsx
export const CREATE_CART_MUTATION = `#graphql
  mutation ($input: CartInput!, $country: CountryCode = ZZ, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...CartLinesFragment
        checkoutUrl
      }
      errors: userErrors { ...ErrorFragment }
    }
  }
  ${LINES_CART_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
`;

// routes/($locale).cart.tsx
export const ADD_LINES_MUTATION = `#graphql
  mutation ($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode = ZZ, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart { ...CartLinesFragment }
      errors: userErrors { ...ErrorFragment }
    }
  }
  ${LINES_CART_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
`;

// routes/($locale).cart.tsx
export const REMOVE_LINE_ITEMS_MUTATION = `#graphql
  mutation ($cartId: ID!, $lineIds: [ID!]!, $language: LanguageCode, $country: CountryCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        id
        totalQuantity
        lines(first: 100) {
          edges {
            node {
              id
              quantity
              merchandise { ...on ProductVariant { id } }
            }
          }
        }
      }
      errors: userErrors { message field code }
    }
  }
`;

// routes/($locale).cart.tsx
export const LINES_UPDATE_MUTATION = `#graphql
  mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!, $language: LanguageCode, $country: CountryCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart { ...CartLinesFragment }
      errors: userErrors { ...ErrorFragment }
    }
  }
  ${LINES_CART_FRAGMENT}
  ${USER_ERROR_FRAGMENT}
`;

// routes/($locale).cart.tsx
export const UPDATE_CART_BUYER_COUNTRY = `#graphql
 mutation(
   $cartId: ID!
   $buyerIdentity: CartBuyerIdentityInput!
   $country: CountryCode = ZZ
   $language: LanguageCode
 ) @inContext(country: $country, language: $language) {
   cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
     cart {
       id
       buyerIdentity { email phone countryCode }
     }
     errors: userErrors { message field code }
   }
 }
`;

// routes/($locale).cart.tsx
export const DISCOUNT_CODES_UPDATE = `#graphql
  mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!], $country: CountryCode = ZZ)
    @inContext(country: $country) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        id
        discountCodes { code }
      }
      errors: userErrors { field message }
    }
  }
`;

// routes/($locale).collections._index.tsx
export const COLLECTIONS_QUERY = `#graphql
  query Collections(
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      nodes {
        id
        title
        description
        handle
        seo { description title }
        image { id url width height altText }
      }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    }
  }
`;

// routes/($locale).featured-products.tsx
export const FEATURED_ITEMS_QUERY = `#graphql
  query FeaturedItems(
    $country: CountryCode
    $language: LanguageCode
    $pageBy: Int = 12
  ) @inContext(country: $country, language: $language) {
    featuredCollections: collections(first: 3, sortKey: UPDATED_AT) {
      nodes { ...FeaturedCollectionDetails }
    }
    featuredProducts: products(first: $pageBy) {
      nodes { ...ProductCard }
    }
  }

  ${PRODUCT_CARD_FRAGMENT}
  ${FEATURED_COLLECTION_FRAGMENT}
`;

// routes/($locale).journal.$journalHandle.tsx
export const ARTICLE_QUERY = `#graphql
  query ArticleDetails(
    $language: LanguageCode
    $blogHandle: String!
    $articleHandle: String!
  ) @inContext(language: $language) {
    blog(handle: $blogHandle) {
      articleByHandle(handle: $articleHandle) {
        title
        contentHtml
        publishedAt
        author: authorV2 { name }
        image { id altText url width height }
        seo { description title }
      }
    }
  }
`;

// routes/($locale).journal._index.tsx
export const BLOGS_QUERY = `#graphql
query Blog(
  $language: LanguageCode
  $blogHandle: String!
  $pageBy: Int!
  $cursor: String
) @inContext(language: $language) {
  blog(handle: $blogHandle) {
    title
    seo { title description }
    articles(first: $pageBy, after: $cursor) {
      edges { node { ...Article } }
    }
  }
}

fragment Article on Article {
  author: authorV2 { name }
  contentHtml
  handle
  id
  image { id altText url width height }
  publishedAt
  title
}
`;

// routes/($locale).pages.$pageHandle.tsx
export const PAGE_QUERY = `#graphql
  query PageDetails($language: LanguageCode, $handle: String!)
  @inContext(language: $language) {
    page(handle: $handle) {
      id
      title
      body
      seo { description title }
    }
  }
`;

// routes/($locale).policies.$policyHandle.tsx
export const POLICY_CONTENT_QUERY = `#graphql
  fragment PolicyHandle on ShopPolicy {
    body
    handle
    id
    title
    url
  }

  query PoliciesHandle(
    $language: LanguageCode
    $privacyPolicy: Boolean!
    $shippingPolicy: Boolean!
    $termsOfService: Boolean!
    $refundPolicy: Boolean!
  ) @inContext(language: $language) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) { ...PolicyHandle }
      shippingPolicy @include(if: $shippingPolicy) { ...PolicyHandle }
      termsOfService @include(if: $termsOfService) { ...PolicyHandle }
      refundPolicy @include(if: $refundPolicy) { ...PolicyHandle }
    }
  }
`;

// routes/($locale).policies._index.tsx
export const POLICIES_QUERY = `#graphql
  fragment PolicyIndex on ShopPolicy {
    id
    title
    handle
  }

  query PoliciesIndex {
    shop {
      privacyPolicy { ...PolicyIndex }
      shippingPolicy { ...PolicyIndex }
      termsOfService { ...PolicyIndex }
      refundPolicy { ...PolicyIndex }
      subscriptionPolicy { id title handle }
    }
  }
`;

// routes/($locale).products.$productHandle.tsx
const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariantFragment on ProductVariant {
    id
    availableForSale
    selectedOptions { name value }
    image { id url altText width height }
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    sku
    title
    unitPrice { amount currencyCode }
    product { title handle }
  }
`;

// routes/($locale).products.$productHandle.tsx
export const PRODUCT_QUERY = `#graphql
  query Product(
    $country: CountryCode
    $language: LanguageCode
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      title
      vendor
      handle
      descriptionHtml
      description
      options { name values }
      selectedVariant: variantBySelectedOptions(selectedOptions: $selectedOptions) {
        ...ProductVariantFragment
      }
      media(first: 7) { nodes { ...Media } }
      variants(first: 1) { nodes { ...ProductVariantFragment } }
      seo { description title }
    }
    shop {
      name
      primaryDomain { url }
      shippingPolicy { body handle }
      refundPolicy { body handle }
    }
  }
  ${MEDIA_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
`;

// routes/($locale).products.$productHandle.tsx
export const RECOMMENDED_PRODUCTS_QUERY = `#graphql
  query productRecommendations(
    $productId: ID!
    $count: Int
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    recommended: productRecommendations(productId: $productId) { ...ProductCard }
    additional: products(first: $count, sortKey: BEST_SELLING) { nodes { ...ProductCard } }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

// routes/($locale).products._index.tsx
export const ALL_PRODUCTS_QUERY = `#graphql
  query AllProducts(
    $country: CountryCode
    $language: LanguageCode
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) @inContext(country: $country, language: $language) {
    products(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      nodes { ...ProductCard }
      pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;

// routes/($locale).search.tsx
export const SEARCH_QUERY = `#graphql
  query PaginatedProductsSearch(
    $country: CountryCode
    $endCursor: String
    $first: Int
    $language: LanguageCode
    $last: Int
    $searchTerm: String
    $startCursor: String
  ) @inContext(country: $country, language: $language) {
    products(
      first: $first,
      last: $last,
      before: $startCursor,
      after: $endCursor,
      sortKey: RELEVANCE,
      query: $searchTerm
    ) {
      nodes { ...ProductCard }
      pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
    }
  }

  ${PRODUCT_CARD_FRAGMENT}
`;

// routes/[sitemap.xml].tsx
export const SITEMAP_QUERY = `#graphql
  query sitemaps($urlLimits: Int, $language: LanguageCode)
  @inContext(language: $language) {
    products(
      first: $urlLimits
      query: "published_status:'online_store:visible'"
    ) {
      nodes {
        updatedAt
        handle
        onlineStoreUrl
        title
        featuredImage { url altText }
      }
    }
    collections(
      first: $urlLimits
      query: "published_status:'online_store:visible'"
    ) {
      nodes { updatedAt handle onlineStoreUrl }
    }
    pages(first: $urlLimits, query: "published_status:'published'") {
      nodes { updatedAt handle onlineStoreUrl }
    }
  }
`;
