import {CART_QUERY_FRAGMENT} from '~/clients/storefront/fragments';

/**
 * Cart documents for Storefront API 2023-04. Hydrogen's built-in ones ask for
 * `warnings`, which that version does not have. A cart is read 20 lines at a time.
 */
const CART_PAYLOAD = `#graphql
  fragment CartPayloadError on CartUserError {
    code
    field
    message
  }
` as const;

export const CART_GET_QUERY = `#graphql
  query FetchCart($cartId: ID!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...CartApiQuery
    }
  }
  ${CART_QUERY_FRAGMENT}
` as const;

export const CART_CREATE_MUTATION = `#graphql
  mutation CreateCart($input: CartInput!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_LINES_ADD_MUTATION = `#graphql
  mutation AddCartLineItems($cartId: ID!, $lines: [CartLineInput!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_LINES_UPDATE_MUTATION = `#graphql
  mutation UpdateCartLineItems($cartId: ID!, $lines: [CartLineUpdateInput!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_LINES_REMOVE_MUTATION = `#graphql
  mutation RemoveCartLineItems($cartId: ID!, $lineIds: [ID!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation UpdateCartDiscountCodes($cartId: ID!, $discountCodes: [String!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_BUYER_IDENTITY_UPDATE_MUTATION = `#graphql
  mutation UpdateCartBuyerIdentity($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_NOTE_UPDATE_MUTATION = `#graphql
  mutation UpdateCartNote($cartId: ID!, $note: String!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartNoteUpdate(cartId: $cartId, note: $note) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;

export const CART_ATTRIBUTES_UPDATE_MUTATION = `#graphql
  mutation UpdateCartAttributes($cartId: ID!, $attributes: [AttributeInput!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
      cart {
        ...CartApiQuery
      }
      userErrors {
        ...CartPayloadError
      }
    }
  }
  ${CART_QUERY_FRAGMENT}
  ${CART_PAYLOAD}
` as const;
