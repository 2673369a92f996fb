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
