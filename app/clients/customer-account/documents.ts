/**
 * Customer Account API (2025-04) documents of the account pages, for new customer accounts.
 * They are checked against the schema that ships with @shopify/hydrogen
 * (`customer-account.schema.json`) by codegen's second project and by a test; the Storefront
 * API documents of legacy accounts stay in app/clients/account.
 */

export const CA_ADDRESS_FRAGMENT = `#graphql
  fragment CustomerAccountAddress on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    zoneCode
    territoryCode
    zip
    phoneNumber
    formatted
  }
` as const;

/** The signed-in customer for the account layout: profile, tags and up to 5 addresses. */
export const CA_CUSTOMER_QUERY = `#graphql
  query CustomerAccountCustomer {
    customer {
      id
      firstName
      lastName
      emailAddress { emailAddress }
      phoneNumber { phoneNumber }
      tags
      creationDate
      defaultAddress { ...CustomerAccountAddress }
      addresses(first: 5) { nodes { ...CustomerAccountAddress } }
    }
  }
  ${CA_ADDRESS_FRAGMENT}
` as const;

/** The customer's id (og_auth, ownership checks). */
export const CA_CUSTOMER_ID_QUERY = `#graphql
  query CustomerAccountCustomerId {
    customer { id }
  }
` as const;

export const CA_ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment CustomerAccountOrderSummary on Order {
    id
    name
    number
    processedAt
    cancelledAt
    financialStatus
    fulfillments(first: 5) { nodes { status } }
    totalPrice { amount currencyCode }
    lineItems(first: 3) { nodes { title quantity } }
  }
` as const;

/** The newest orders first (the account home asks for 3, My orders for 75). */
export const CA_ORDERS_QUERY = `#graphql
  query CustomerAccountOrders($first: Int!) {
    customer {
      id
      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) { nodes { ...CustomerAccountOrderSummary } }
    }
  }
  ${CA_ORDER_SUMMARY_FRAGMENT}
` as const;

/** One of the customer's own orders with its lines, address and totals. */
export const CA_ORDER_QUERY = `#graphql
  query CustomerAccountOrder($id: ID!) {
    order(id: $id) {
      ...CustomerAccountOrderSummary
      statusPageUrl
      subtotal { amount currencyCode }
      totalShipping { amount currencyCode }
      totalTax { amount currencyCode }
      shippingAddress { name company address1 address2 city zoneCode zip country }
      discountApplications(first: 5) {
        nodes {
          allocationMethod
          targetType
          targetSelection
          value {
            __typename
            ... on MoneyV2 { amount currencyCode }
            ... on PricingPercentageValue { percentage }
          }
          ... on DiscountCodeApplication { code }
          ... on AutomaticDiscountApplication { title }
          ... on ManualDiscountApplication { title }
          ... on ScriptDiscountApplication { title }
        }
      }
      lines: lineItems(first: 50) {
        nodes {
          title
          quantity
          variantId
          variantTitle
          image { url altText width height }
          price { amount currencyCode }
          totalPrice { amount currencyCode }
          totalPriceBeforeDiscounts { amount currencyCode }
          discountAllocations { allocatedAmount { amount currencyCode } }
        }
      }
    }
  }
  ${CA_ORDER_SUMMARY_FRAGMENT}
` as const;

export const CA_CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountCustomerUpdate($input: CustomerUpdateInput!) {
    customerUpdate(input: $input) {
      customer { id }
      userErrors { code field message }
    }
  }
` as const;

export const CA_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress { id }
      userErrors { code field message }
    }
  }
` as const;

export const CA_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress { id }
      userErrors { code field message }
    }
  }
` as const;

export const CA_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAccountAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors { code field message }
    }
  }
` as const;
