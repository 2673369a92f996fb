/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type CustomerAccountAddressFragment = Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'zoneCode' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formatted'>;

export type CustomerAccountCustomerQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountCustomerQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'id' | 'firstName' | 'lastName' | 'tags' | 'creationDate'>
    & { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>>, phoneNumber?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>>, defaultAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'zoneCode' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formatted'>>, addresses: { nodes: Array<Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'zoneCode' | 'territoryCode' | 'zip' | 'phoneNumber' | 'formatted'>> } }
  ) };

export type CustomerAccountCustomerIdQueryVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerAccountCustomerIdQuery = { customer: Pick<CustomerAccountAPI.Customer, 'id'> };

export type CustomerAccountOrderSummaryFragment = (
  Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'number' | 'processedAt' | 'cancelledAt' | 'financialStatus'>
  & { fulfillments: { nodes: Array<Pick<CustomerAccountAPI.Fulfillment, 'status'>> }, totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<Pick<CustomerAccountAPI.LineItem, 'title' | 'quantity'>> } }
);

export type CustomerAccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first: CustomerAccountAPI.Scalars['Int']['input'];
}>;


export type CustomerAccountOrdersQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'id'>
    & { orders: { nodes: Array<(
        Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'number' | 'processedAt' | 'cancelledAt' | 'financialStatus'>
        & { fulfillments: { nodes: Array<Pick<CustomerAccountAPI.Fulfillment, 'status'>> }, totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<Pick<CustomerAccountAPI.LineItem, 'title' | 'quantity'>> } }
      )> } }
  ) };

export type CustomerAccountOrderQueryVariables = CustomerAccountAPI.Exact<{
  id: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type CustomerAccountOrderQuery = { order?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.Order, 'statusPageUrl' | 'id' | 'name' | 'number' | 'processedAt' | 'cancelledAt' | 'financialStatus'>
    & { subtotal?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalShipping: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, shippingAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'name' | 'company' | 'address1' | 'address2' | 'city' | 'zoneCode' | 'zip' | 'country'>>, discountApplications: { nodes: Array<(
        Pick<CustomerAccountAPI.AutomaticDiscountApplication, 'title' | 'allocationMethod' | 'targetType' | 'targetSelection'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        Pick<CustomerAccountAPI.DiscountCodeApplication, 'code' | 'allocationMethod' | 'targetType' | 'targetSelection'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        Pick<CustomerAccountAPI.ManualDiscountApplication, 'title' | 'allocationMethod' | 'targetType' | 'targetSelection'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
        ) }
      ) | (
        Pick<CustomerAccountAPI.ScriptDiscountApplication, 'title' | 'allocationMethod' | 'targetType' | 'targetSelection'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
        ) }
      )> }, lines: { nodes: Array<(
        Pick<CustomerAccountAPI.LineItem, 'title' | 'quantity' | 'variantId' | 'variantTitle'>
        & { image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, price?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalPriceBeforeDiscounts?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, discountAllocations: Array<{ allocatedAmount: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'> }> }
      )> }, fulfillments: { nodes: Array<Pick<CustomerAccountAPI.Fulfillment, 'status'>> }, totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<Pick<CustomerAccountAPI.LineItem, 'title' | 'quantity'>> } }
  )> };

export type CustomerAccountCustomerUpdateMutationVariables = CustomerAccountAPI.Exact<{
  input: CustomerAccountAPI.CustomerUpdateInput;
}>;


export type CustomerAccountCustomerUpdateMutation = { customerUpdate?: CustomerAccountAPI.Maybe<{ customer?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Customer, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressCreateMutationVariables = CustomerAccountAPI.Exact<{
  address: CustomerAccountAPI.CustomerAddressInput;
  defaultAddress?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Boolean']['input']>;
}>;


export type CustomerAccountAddressCreateMutation = { customerAddressCreate?: CustomerAccountAPI.Maybe<{ customerAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressUpdateMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
  address?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.CustomerAddressInput>;
  defaultAddress?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Boolean']['input']>;
}>;


export type CustomerAccountAddressUpdateMutation = { customerAddressUpdate?: CustomerAccountAPI.Maybe<{ customerAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAccountAddressDeleteMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
}>;


export type CustomerAccountAddressDeleteMutation = { customerAddressDelete?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.CustomerAddressDeletePayload, 'deletedAddressId'>
    & { userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerAccountCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      emailAddress { emailAddress }\n      phoneNumber { phoneNumber }\n      tags\n      creationDate\n      defaultAddress { ...CustomerAccountAddress }\n      addresses(first: 5) { nodes { ...CustomerAccountAddress } }\n    }\n  }\n  #graphql\n  fragment CustomerAccountAddress on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zoneCode\n    territoryCode\n    zip\n    phoneNumber\n    formatted\n  }\n\n": {return: CustomerAccountCustomerQuery, variables: CustomerAccountCustomerQueryVariables},
  "#graphql\n  query CustomerAccountCustomerId {\n    customer { id }\n  }\n": {return: CustomerAccountCustomerIdQuery, variables: CustomerAccountCustomerIdQueryVariables},
  "#graphql\n  query CustomerAccountOrders($first: Int!) {\n    customer {\n      id\n      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) { nodes { ...CustomerAccountOrderSummary } }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    cancelledAt\n    financialStatus\n    fulfillments(first: 5) { nodes { status } }\n    totalPrice { amount currencyCode }\n    lineItems(first: 3) { nodes { title quantity } }\n  }\n\n": {return: CustomerAccountOrdersQuery, variables: CustomerAccountOrdersQueryVariables},
  "#graphql\n  query CustomerAccountOrder($id: ID!) {\n    order(id: $id) {\n      ...CustomerAccountOrderSummary\n      statusPageUrl\n      subtotal { amount currencyCode }\n      totalShipping { amount currencyCode }\n      totalTax { amount currencyCode }\n      shippingAddress { name company address1 address2 city zoneCode zip country }\n      discountApplications(first: 5) {\n        nodes {\n          allocationMethod\n          targetType\n          targetSelection\n          value {\n            __typename\n            ... on MoneyV2 { amount currencyCode }\n            ... on PricingPercentageValue { percentage }\n          }\n          ... on DiscountCodeApplication { code }\n          ... on AutomaticDiscountApplication { title }\n          ... on ManualDiscountApplication { title }\n          ... on ScriptDiscountApplication { title }\n        }\n      }\n      lines: lineItems(first: 50) {\n        nodes {\n          title\n          quantity\n          variantId\n          variantTitle\n          image { url altText width height }\n          price { amount currencyCode }\n          totalPrice { amount currencyCode }\n          totalPriceBeforeDiscounts { amount currencyCode }\n          discountAllocations { allocatedAmount { amount currencyCode } }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CustomerAccountOrderSummary on Order {\n    id\n    name\n    number\n    processedAt\n    cancelledAt\n    financialStatus\n    fulfillments(first: 5) { nodes { status } }\n    totalPrice { amount currencyCode }\n    lineItems(first: 3) { nodes { title quantity } }\n  }\n\n": {return: CustomerAccountOrderQuery, variables: CustomerAccountOrderQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CustomerAccountCustomerUpdate($input: CustomerUpdateInput!) {\n    customerUpdate(input: $input) {\n      customer { id }\n      userErrors { code field message }\n    }\n  }\n": {return: CustomerAccountCustomerUpdateMutation, variables: CustomerAccountCustomerUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress { id }\n      userErrors { code field message }\n    }\n  }\n": {return: CustomerAccountAddressCreateMutation, variables: CustomerAccountAddressCreateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressUpdate($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {\n    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {\n      customerAddress { id }\n      userErrors { code field message }\n    }\n  }\n": {return: CustomerAccountAddressUpdateMutation, variables: CustomerAccountAddressUpdateMutationVariables},
  "#graphql\n  mutation CustomerAccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors { code field message }\n    }\n  }\n": {return: CustomerAccountAddressDeleteMutation, variables: CustomerAccountAddressDeleteMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
