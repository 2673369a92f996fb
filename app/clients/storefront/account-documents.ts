/**
 * Storefront API 2023-04 customer mutations shared by several account
 * routes. Queries stay beside their routes.
 */

export const CUSTOMER_ADDRESS_FRAGMENT = `#graphql
  fragment CustomerAddress on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    provinceCode
    country
    countryCodeV2
    zip
    phone
    formatted
  }
` as const;

/** Login (CreateCustomerAccessToken). */
export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CreateCustomerAccessToken($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
` as const;

/** Logout (DeleteCustomerAccessToken). */
export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation DeleteCustomerAccessToken($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      deletedCustomerAccessTokenId
      userErrors { field message }
    }
  }
` as const;

/** Registration (CreateCustomer). */
export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CreateCustomer($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer { id email firstName }
      customerUserErrors { code field message }
    }
  }
` as const;

/** Identity of a token's customer (getCustomerId). */
export const CUSTOMER_ID_QUERY = `#graphql
  query getCustomerId($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) { id email phone }
  }
` as const;

/** Profile and password changes (UpdateCustomer). */
export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation UpdateCustomer($customer: CustomerUpdateInput!, $customerAccessToken: String!) {
    customerUpdate(customer: $customer, customerAccessToken: $customerAccessToken) {
      customer { id }
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
` as const;

/** One order in the account's lists (home and My orders). */
export const ORDER_SUMMARY_FRAGMENT = `#graphql
  fragment OrderSummary on Order {
    id
    name
    orderNumber
    processedAt
    canceledAt
    financialStatus
    fulfillmentStatus
    totalPrice { amount currencyCode }
    lineItems(first: 3) { nodes { title quantity } }
  }
` as const;
