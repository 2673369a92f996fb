/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CustomerAddressFragment = Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted'>;

export type CreateCustomerAccessTokenMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
}>;


export type CreateCustomerAccessTokenMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type DeleteCustomerAccessTokenMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type DeleteCustomerAccessTokenMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken' | 'deletedCustomerAccessTokenId'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type CreateCustomerMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerCreateInput;
}>;


export type CreateCustomerMutation = { customerCreate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type GetCustomerIdQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type GetCustomerIdQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'phone'>> };

export type UpdateCustomerMutationVariables = StorefrontAPI.Exact<{
  customer: StorefrontAPI.CustomerUpdateInput;
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type UpdateCustomerMutation = { customerUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type OrderSummaryFragment = (
  Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'financialStatus' | 'fulfillmentStatus'>
  & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>> } }
);

export type CartPayloadErrorFragment = Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>;

export type FetchCartQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type FetchCartQuery = { cart?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
    & { buyerIdentity: (
      Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
      & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
    ), lines: { nodes: Array<(
        Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
          Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
        ) | (
          Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
        ) | (
          Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
          & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
        )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
            Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
            & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
              Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
              & { value: (
                { __typename: 'MoneyV2' }
                & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              ) | (
                { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
              ) }
            ) }
          ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
          & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
            Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
            & { sellingPlanGroups: { nodes: Array<(
                Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
              )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
              )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
          ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        ) }
      )> }, cost: (
      Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
      & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
    ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
      Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
      & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
    ) | (
      Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
      & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
    ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
  )> };

export type CreateCartMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CartInput;
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CreateCartMutation = { cartCreate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type AddCartLineItemsMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  lines: Array<StorefrontAPI.CartLineInput> | StorefrontAPI.CartLineInput;
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type AddCartLineItemsMutation = { cartLinesAdd?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type UpdateCartLineItemsMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  lines: Array<StorefrontAPI.CartLineUpdateInput> | StorefrontAPI.CartLineUpdateInput;
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type UpdateCartLineItemsMutation = { cartLinesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type RemoveCartLineItemsMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  lineIds: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type RemoveCartLineItemsMutation = { cartLinesRemove?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type UpdateCartDiscountCodesMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  discountCodes: Array<StorefrontAPI.Scalars['String']['input']> | StorefrontAPI.Scalars['String']['input'];
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type UpdateCartDiscountCodesMutation = { cartDiscountCodesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type UpdateCartBuyerIdentityMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  buyerIdentity: StorefrontAPI.CartBuyerIdentityInput;
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type UpdateCartBuyerIdentityMutation = { cartBuyerIdentityUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type UpdateCartNoteMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  note: StorefrontAPI.Scalars['String']['input'];
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type UpdateCartNoteMutation = { cartNoteUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type UpdateCartAttributesMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  attributes: Array<StorefrontAPI.AttributeInput> | StorefrontAPI.AttributeInput;
  numCartLines?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type UpdateCartAttributesMutation = { cartAttributesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
      & { buyerIdentity: (
        Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
        & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
      ), lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
            Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          ) | (
            Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
            & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
          )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
              & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
                Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
                & { value: (
                  { __typename: 'MoneyV2' }
                  & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                ) | (
                  { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                  & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
                ) }
              ) }
            ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
              Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
              & { sellingPlanGroups: { nodes: Array<(
                  Pick<StorefrontAPI.SellingPlanGroup, 'name'>
                  & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
                )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
                  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                  & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
                )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
            ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        )> }, cost: (
        Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
        & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'field' | 'message'>> }> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
    Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  ) | (
    Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  ) | (
    Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
      Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
      & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
        Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
        & { value: (
          { __typename: 'MoneyV2' }
          & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'SellingPlanCheckoutChargePercentageValue' }
          & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
        ) }
      ) }
    ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
      & { sellingPlanGroups: { nodes: Array<(
          Pick<StorefrontAPI.SellingPlanGroup, 'name'>
          & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
        )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
        )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  ) }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'createdAt' | 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
  ), lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<(
        Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      ) | (
        Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'>
        & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
      )>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: (
          Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>
          & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
            Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'SellingPlanCheckoutChargePercentageValue' }
              & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
            ) }
          ) }
        ), checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'sku' | 'requiresShipping' | 'title'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'requiresSellingPlan'>
          & { sellingPlanGroups: { nodes: Array<(
              Pick<StorefrontAPI.SellingPlanGroup, 'name'>
              & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>> } }
            )> }, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
              & { product: Pick<StorefrontAPI.Product, 'handle' | 'title'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }> } }
            )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
        ), selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      ) }
    )> }, cost: (
    Pick<StorefrontAPI.CartCost, 'subtotalAmountEstimated' | 'totalAmountEstimated' | 'totalDutyAmountEstimated' | 'totalTaxAmountEstimated'>
    & { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalDutyAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, totalTaxAmount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  ), attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<(
    Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  ) | (
    Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  ) | { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }> }
);

export type CartMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
      & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> } }
);

export type AccountAddressCountQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type AccountAddressCountQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id'>> } }
  )> };

export type AddAddressMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type AddAddressMutation = { customerAddressCreate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type UpdateAddressMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
  address: StorefrontAPI.MailingAddressInput;
}>;


export type UpdateAddressMutation = { customerAddressUpdate?: StorefrontAPI.Maybe<{ customerAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type DeleteAddressMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  id: StorefrontAPI.Scalars['ID']['input'];
}>;


export type DeleteAddressMutation = { customerAddressDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAddressDeletePayload, 'deletedCustomerAddressId'>
    & { customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }
  )> };

export type UpdateCustomerDefaultAddressMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  addressId: StorefrontAPI.Scalars['ID']['input'];
}>;


export type UpdateCustomerDefaultAddressMutation = { customerDefaultAddressUpdate?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CartGiftProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartGiftProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id'>
    & { variants: { nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id' | 'sku' | 'availableForSale'>> } }
  )> };

export type CartTopPickFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
    )> } }
);

export type CartTopPickProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartTopPickProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> } }
  )> };

export type CartTopPickRecommendationsQueryVariables = StorefrontAPI.Exact<{
  productId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartTopPickRecommendationsQuery = { productRecommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> } }
  )>> };

export type AllProductsQueryQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type AllProductsQueryQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type AllProductsWithVariantsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  images: StorefrontAPI.Scalars['Int']['input'];
  variants: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type AllProductsWithVariantsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'totalInventory' | 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
      & { recommended?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, variantDefaultIndex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { product: Pick<StorefrontAPI.Product, 'id' | 'handle'> }
        )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sellingPlanGroups: { nodes: Array<(
          Pick<StorefrontAPI.SellingPlanGroup, 'appName' | 'name'>
          & { options: Array<Pick<StorefrontAPI.SellingPlanGroupOption, 'name' | 'values'>>, sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'recurringDeliveries'>> } }
        )> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, listVariants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type ProductsByHandleQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductsByHandleQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type ProductSearchQueryQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductSearchQueryQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type BundleBuilderProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type BundleBuilderProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> } }
    )> } };

export type ProductVariantFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, colorValue?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, cmsId?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ingredients?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }> } }
);

export type GetProductByHandleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GetProductByHandleQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags' | 'description' | 'descriptionHtml' | 'availableForSale' | 'requiresSellingPlan'>
    & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variantDefaultIndex?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, recommended?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, subscriptionAlternateVariant?: StorefrontAPI.Maybe<{ reference?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'> }
      )> }>, subscriptionAlternateVariantTitle?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, colorValue?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, cmsId?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ingredients?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, remainingBalanceChargeAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, perDeliveryPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, unitPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }> } }
      )> }, sellingPlanGroups: { nodes: Array<(
        Pick<StorefrontAPI.SellingPlanGroup, 'name'>
        & { sellingPlans: { nodes: Array<(
            Pick<StorefrontAPI.SellingPlan, 'id' | 'name' | 'description' | 'recurringDeliveries'>
            & { options: Array<Pick<StorefrontAPI.SellingPlanOption, 'name' | 'value'>>, checkoutCharge: (
              Pick<StorefrontAPI.SellingPlanCheckoutCharge, 'type'>
              & { value: (
                { __typename: 'MoneyV2' }
                & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              ) | (
                { __typename: 'SellingPlanCheckoutChargePercentageValue' }
                & Pick<StorefrontAPI.SellingPlanCheckoutChargePercentageValue, 'percentage'>
              ) }
            ), priceAdjustments: Array<(
              Pick<StorefrontAPI.SellingPlanPriceAdjustment, 'orderCount'>
              & { adjustmentValue: (
                { __typename: 'SellingPlanFixedAmountPriceAdjustment' }
                & { adjustmentAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
              ) | (
                { __typename: 'SellingPlanFixedPriceAdjustment' }
                & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
              ) | (
                { __typename: 'SellingPlanPercentagePriceAdjustment' }
                & Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'>
              ) }
            )> }
          )> } }
      )> } }
  )> };

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  productId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductRecommendationsQuery = { productRecommendations?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> } }
  )>> };

export type ActivateCustomerByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
}>;


export type ActivateCustomerByUrlMutation = { customerActivateByUrl?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type StudentProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type StudentProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'tags' | 'availableForSale' | 'publishedAt' | 'requiresSellingPlan'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, maxVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type ResetCustomerPasswordMutationVariables = StorefrontAPI.Exact<{
  email: StorefrontAPI.Scalars['String']['input'];
}>;


export type ResetCustomerPasswordMutation = { customerRecover?: StorefrontAPI.Maybe<{ customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type CustomerResetByUrlMutationVariables = StorefrontAPI.Exact<{
  resetUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
}>;


export type CustomerResetByUrlMutation = { customerResetByUrl?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type AccountRecentOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type AccountRecentOrdersQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>> } }
      )> } }
  )> };

export type AccountOrderIndexQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type AccountOrderIndexQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { edges: Array<(
        Pick<StorefrontAPI.OrderEdge, 'cursor'>
        & { node: (
          Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'statusUrl' | 'financialStatus' | 'fulfillmentStatus'>
          & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
        ) }
      )> } }
  )> };

export type AccountOrderDetailsQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type AccountOrderDetailsQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id'>
        & { subtotalPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalShippingPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalTax?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, shippingAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'name' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'zip' | 'country'>>, discountApplications: { nodes: Array<(
            Pick<StorefrontAPI.AutomaticDiscountApplication, 'title' | 'allocationMethod' | 'targetType' | 'targetSelection'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) | (
            Pick<StorefrontAPI.DiscountCodeApplication, 'code' | 'allocationMethod' | 'targetType' | 'targetSelection'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) | (
            Pick<StorefrontAPI.ManualDiscountApplication, 'title' | 'allocationMethod' | 'targetType' | 'targetSelection'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          ) | (
            Pick<StorefrontAPI.ScriptDiscountApplication, 'title' | 'allocationMethod' | 'targetType' | 'targetSelection'>
            & { value: (
              { __typename: 'MoneyV2' }
              & Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<StorefrontAPI.PricingPercentageValue, 'percentage'>
            ) }
          )> }, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
            & { originalTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountedTotalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, discountAllocations: Array<{ allocatedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, variant?: StorefrontAPI.Maybe<(
              Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
              & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
            )> }
          )> } }
      )> } }
  )> };

export type AccountOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type AccountOrdersQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'canceledAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>> } }
      )> } }
  )> };

export type GetAccountQueryQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type GetAccountQueryQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'tags' | 'createdAt'>
    & { defaultAddress?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted'>>, addresses: { nodes: Array<Pick<StorefrontAPI.MailingAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'country' | 'countryCodeV2' | 'zip' | 'phone' | 'formatted'>> } }
  )> };

export type SitemapProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SitemapProductsQuery = { products: { nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'updatedAt'>> } };

interface GeneratedQueryTypes {
  "#graphql\n  query getCustomerId($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) { id email phone }\n  }\n": {return: GetCustomerIdQuery, variables: GetCustomerIdQueryVariables},
  "#graphql\n  query FetchCart($cartId: ID!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      ...CartApiQuery\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n": {return: FetchCartQuery, variables: FetchCartQueryVariables},
  "#graphql\n  query AccountAddressCount($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      addresses(first: 5) { nodes { id } }\n    }\n  }\n": {return: AccountAddressCountQuery, variables: AccountAddressCountQueryVariables},
  "#graphql\n  query CartGiftProduct($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      variants(first: 10) {\n        nodes {\n          id\n          sku\n          availableForSale\n        }\n      }\n    }\n  }\n": {return: CartGiftProductQuery, variables: CartGiftProductQueryVariables},
  "#graphql\n  query CartTopPickProduct($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...CartTopPick\n    }\n  }\n  #graphql\n  fragment CartTopPick on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n\n": {return: CartTopPickProductQuery, variables: CartTopPickProductQueryVariables},
  "#graphql\n  query CartTopPickRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productId: $productId) {\n      ...CartTopPick\n    }\n  }\n  #graphql\n  fragment CartTopPick on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        quantityAvailable\n        price {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n\n": {return: CartTopPickRecommendationsQuery, variables: CartTopPickRecommendationsQueryVariables},
  "#graphql\n  query AllProductsQuery($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: TITLE) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    availableForSale\n    publishedAt\n    requiresSellingPlan\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: AllProductsQueryQuery, variables: AllProductsQueryQueryVariables},
  "#graphql\n  query AllProductsWithVariants(\n    $first: Int!\n    $images: Int!\n    $variants: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: TITLE) {\n      nodes {\n        ...ProductCard\n        totalInventory\n        recommended: metafield(namespace: \"custom\", key: \"recommended\") {\n          value\n        }\n        variantDefaultIndex: metafield(namespace: \"custom\", key: \"variant_default_index\") {\n          value\n        }\n        subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n          reference {\n            ... on ProductVariant {\n              id\n              product {\n                id\n                handle\n              }\n            }\n          }\n        }\n        subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n          value\n        }\n        sellingPlanGroups(first: 5) {\n          nodes {\n            appName\n            name\n            options {\n              name\n              values\n            }\n            sellingPlans(first: 10) {\n              nodes {\n                id\n                name\n                recurringDeliveries\n              }\n            }\n          }\n        }\n        images(first: $images) {\n          nodes {\n            id\n            url\n            altText\n            width\n            height\n          }\n        }\n        listVariants: variants(first: $variants) {\n          nodes {\n            id\n            title\n            sku\n            availableForSale\n            quantityAvailable\n            image {\n              url\n              altText\n              width\n              height\n            }\n            selectedOptions {\n              name\n              value\n            }\n            price {\n              ...Money\n            }\n            compareAtPrice {\n              ...Money\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    availableForSale\n    publishedAt\n    requiresSellingPlan\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: AllProductsWithVariantsQuery, variables: AllProductsWithVariantsQueryVariables},
  "#graphql\n  query ProductsByHandle($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    availableForSale\n    publishedAt\n    requiresSellingPlan\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductsByHandleQuery, variables: ProductsByHandleQueryVariables},
  "#graphql\n  query ProductSearchQuery($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query, sortKey: RELEVANCE) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    availableForSale\n    publishedAt\n    requiresSellingPlan\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductSearchQueryQuery, variables: ProductSearchQueryQueryVariables},
  "#graphql\n  query BundleBuilderProducts($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query) {\n      nodes {\n        id\n        handle\n        title\n        productType\n        featuredImage {\n          id\n          url\n          altText\n          width\n          height\n        }\n        variants(first: 10) {\n          nodes {\n            id\n            title\n            availableForSale\n            quantityAvailable\n            price {\n              ...Money\n            }\n            compareAtPrice {\n              ...Money\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: BundleBuilderProductsQuery, variables: BundleBuilderProductsQueryVariables},
  "#graphql\n  query getProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      tags\n      description\n      descriptionHtml\n      availableForSale\n      requiresSellingPlan\n      seo {\n        title\n        description\n      }\n      options {\n        name\n        values\n      }\n      images(first: 3) {\n        nodes {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n      variantDefaultIndex: metafield(namespace: \"custom\", key: \"variant_default_index\") {\n        value\n      }\n      recommended: metafield(namespace: \"custom\", key: \"recommended\") {\n        value\n      }\n      subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n        reference {\n          ... on ProductVariant {\n            id\n            title\n            selectedOptions {\n              name\n              value\n            }\n            product {\n              id\n              handle\n              title\n            }\n          }\n        }\n      }\n      subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n        value\n      }\n      variants(first: 10) {\n        nodes {\n          ...ProductVariant\n        }\n      }\n      sellingPlanGroups(first: 5) {\n        nodes {\n          name\n          sellingPlans(first: 10) {\n            nodes {\n              id\n              name\n              description\n              recurringDeliveries\n              options {\n                name\n                value\n              }\n              checkoutCharge {\n                type\n                value {\n                  __typename\n                  ... on SellingPlanCheckoutChargePercentageValue {\n                    percentage\n                  }\n                  ... on MoneyV2 {\n                    ...Money\n                  }\n                }\n              }\n              priceAdjustments {\n                orderCount\n                adjustmentValue {\n                  __typename\n                  ... on SellingPlanPercentagePriceAdjustment {\n                    adjustmentPercentage\n                  }\n                  ... on SellingPlanFixedAmountPriceAdjustment {\n                    adjustmentAmount {\n                      ...Money\n                    }\n                  }\n                  ... on SellingPlanFixedPriceAdjustment {\n                    price {\n                      ...Money\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    quantityAvailable\n    price {\n      ...Money\n    }\n    compareAtPrice {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n    image {\n      id\n      url\n      altText\n      width\n      height\n    }\n    colorValue: metafield(namespace: \"custom\", key: \"color_value\") {\n      value\n    }\n    cmsId: metafield(namespace: \"custom\", key: \"cms_id\") {\n      value\n    }\n    ingredients: metafield(namespace: \"custom\", key: \"ingredients\") {\n      value\n    }\n    sellingPlanAllocations(first: 10) {\n      nodes {\n        sellingPlan {\n          id\n        }\n        checkoutChargeAmount {\n          ...Money\n        }\n        remainingBalanceChargeAmount {\n          ...Money\n        }\n        priceAdjustments {\n          price {\n            ...Money\n          }\n          perDeliveryPrice {\n            ...Money\n          }\n          unitPrice {\n            ...Money\n          }\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: GetProductByHandleQuery, variables: GetProductByHandleQueryVariables},
  "#graphql\n  query ProductRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productId: $productId) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    availableForSale\n    publishedAt\n    requiresSellingPlan\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductRecommendationsQuery, variables: ProductRecommendationsQueryVariables},
  "#graphql\n  query StudentProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: \"tag:student\", sortKey: TITLE) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    handle\n    title\n    productType\n    tags\n    availableForSale\n    publishedAt\n    requiresSellingPlan\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        ...Money\n      }\n      maxVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        quantityAvailable\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: StudentProductsQuery, variables: StudentProductsQueryVariables},
  "#graphql\n  query AccountRecentOrders($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 3, sortKey: PROCESSED_AT, reverse: true) { nodes { ...OrderSummary } }\n    }\n  }\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    canceledAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice { amount currencyCode }\n    lineItems(first: 3) { nodes { title quantity } }\n  }\n\n": {return: AccountRecentOrdersQuery, variables: AccountRecentOrdersQueryVariables},
  "#graphql\n  query AccountOrderIndex($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 75, sortKey: PROCESSED_AT, reverse: true) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            orderNumber\n            processedAt\n            canceledAt\n            statusUrl\n            financialStatus\n            fulfillmentStatus\n            totalPrice { amount currencyCode }\n          }\n        }\n      }\n    }\n  }\n": {return: AccountOrderIndexQuery, variables: AccountOrderIndexQueryVariables},
  "#graphql\n  query AccountOrderDetails($customerAccessToken: String!, $after: String) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 1, after: $after, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          id\n          subtotalPrice { amount currencyCode }\n          totalShippingPrice { amount currencyCode }\n          totalTax { amount currencyCode }\n          totalPrice { amount currencyCode }\n          originalTotalPrice { amount currencyCode }\n          shippingAddress {\n            name\n            company\n            address1\n            address2\n            city\n            province\n            provinceCode\n            zip\n            country\n          }\n          discountApplications(first: 5) {\n            nodes {\n              allocationMethod\n              targetType\n              targetSelection\n              value {\n                __typename\n                ... on MoneyV2 { amount currencyCode }\n                ... on PricingPercentageValue { percentage }\n              }\n              ... on DiscountCodeApplication { code }\n              ... on AutomaticDiscountApplication { title }\n              ... on ManualDiscountApplication { title }\n              ... on ScriptDiscountApplication { title }\n            }\n          }\n          lineItems(first: 50) {\n            nodes {\n              title\n              quantity\n              originalTotalPrice { amount currencyCode }\n              discountedTotalPrice { amount currencyCode }\n              discountAllocations { allocatedAmount { amount currencyCode } }\n              variant {\n                id\n                title\n                image { url altText width height }\n                price { amount currencyCode }\n                compareAtPrice { amount currencyCode }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: AccountOrderDetailsQuery, variables: AccountOrderDetailsQueryVariables},
  "#graphql\n  query AccountOrders($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      orders(first: 75, sortKey: PROCESSED_AT, reverse: true) { nodes { ...OrderSummary } }\n    }\n  }\n  #graphql\n  fragment OrderSummary on Order {\n    id\n    name\n    orderNumber\n    processedAt\n    canceledAt\n    financialStatus\n    fulfillmentStatus\n    totalPrice { amount currencyCode }\n    lineItems(first: 3) { nodes { title quantity } }\n  }\n\n": {return: AccountOrdersQuery, variables: AccountOrdersQueryVariables},
  "#graphql\n  query GetAccountQuery($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      firstName\n      lastName\n      email\n      phone\n      tags\n      createdAt\n      defaultAddress { ...CustomerAddress }\n      addresses(first: 5) { nodes { ...CustomerAddress } }\n    }\n  }\n  #graphql\n  fragment CustomerAddress on MailingAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    province\n    provinceCode\n    country\n    countryCodeV2\n    zip\n    phone\n    formatted\n  }\n\n": {return: GetAccountQueryQuery, variables: GetAccountQueryQueryVariables},
  "#graphql\n  query SitemapProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: TITLE) {\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n  }\n": {return: SitemapProductsQuery, variables: SitemapProductsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CreateCustomerAccessToken($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: CreateCustomerAccessTokenMutation, variables: CreateCustomerAccessTokenMutationVariables},
  "#graphql\n  mutation DeleteCustomerAccessToken($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      deletedCustomerAccessTokenId\n      userErrors { field message }\n    }\n  }\n": {return: DeleteCustomerAccessTokenMutation, variables: DeleteCustomerAccessTokenMutationVariables},
  "#graphql\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    customerCreate(input: $input) {\n      customer { id email firstName }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: CreateCustomerMutation, variables: CreateCustomerMutationVariables},
  "#graphql\n  mutation UpdateCustomer($customer: CustomerUpdateInput!, $customerAccessToken: String!) {\n    customerUpdate(customer: $customer, customerAccessToken: $customerAccessToken) {\n      customer { id }\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: UpdateCustomerMutation, variables: UpdateCustomerMutationVariables},
  "#graphql\n  mutation CreateCart($input: CartInput!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartCreate(input: $input) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: CreateCartMutation, variables: CreateCartMutationVariables},
  "#graphql\n  mutation AddCartLineItems($cartId: ID!, $lines: [CartLineInput!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesAdd(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: AddCartLineItemsMutation, variables: AddCartLineItemsMutationVariables},
  "#graphql\n  mutation UpdateCartLineItems($cartId: ID!, $lines: [CartLineUpdateInput!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesUpdate(cartId: $cartId, lines: $lines) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: UpdateCartLineItemsMutation, variables: UpdateCartLineItemsMutationVariables},
  "#graphql\n  mutation RemoveCartLineItems($cartId: ID!, $lineIds: [ID!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: RemoveCartLineItemsMutation, variables: RemoveCartLineItemsMutationVariables},
  "#graphql\n  mutation UpdateCartDiscountCodes($cartId: ID!, $discountCodes: [String!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: UpdateCartDiscountCodesMutation, variables: UpdateCartDiscountCodesMutationVariables},
  "#graphql\n  mutation UpdateCartBuyerIdentity($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: UpdateCartBuyerIdentityMutation, variables: UpdateCartBuyerIdentityMutationVariables},
  "#graphql\n  mutation UpdateCartNote($cartId: ID!, $note: String!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartNoteUpdate(cartId: $cartId, note: $note) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: UpdateCartNoteMutation, variables: UpdateCartNoteMutationVariables},
  "#graphql\n  mutation UpdateCartAttributes($cartId: ID!, $attributes: [AttributeInput!]!, $numCartLines: Int = 20, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {\n      cart {\n        ...CartApiQuery\n      }\n      userErrors {\n        ...CartPayloadError\n      }\n    }\n  }\n  #graphql\n  fragment CartLine on CartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n      ... on CartCustomDiscountAllocation {\n        title\n      }\n    }\n    sellingPlanAllocation {\n      sellingPlan {\n        id\n        name\n        recurringDeliveries\n        options {\n          name\n          value\n        }\n        checkoutCharge {\n          type\n          value {\n            __typename\n            ... on SellingPlanCheckoutChargePercentageValue {\n              percentage\n            }\n            ... on MoneyV2 {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n      remainingBalanceChargeAmount {\n        ...CartMoney\n      }\n      priceAdjustments {\n        price {\n          ...CartMoney\n        }\n        compareAtPrice {\n          ...CartMoney\n        }\n        perDeliveryPrice {\n          ...CartMoney\n        }\n        unitPrice {\n          ...CartMoney\n        }\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        quantityAvailable\n        sku\n        compareAtPrice {\n          ...CartMoney\n        }\n        price {\n          ...CartMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          id\n          handle\n          title\n          vendor\n          productType\n          tags\n          requiresSellingPlan\n          sellingPlanGroups(first: 5) {\n            nodes {\n              name\n              sellingPlans(first: 10) {\n                nodes {\n                  id\n                  name\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariant: metafield(namespace: \"subscription\", key: \"alternate_variant\") {\n            reference {\n              ... on ProductVariant {\n                id\n                title\n                availableForSale\n                product {\n                  handle\n                  title\n                }\n                sellingPlanAllocations(first: 10) {\n                  nodes {\n                    sellingPlan {\n                      id\n                      name\n                      recurringDeliveries\n                    }\n                    priceAdjustments {\n                      price {\n                        ...CartMoney\n                      }\n                      compareAtPrice {\n                        ...CartMoney\n                      }\n                      perDeliveryPrice {\n                        ...CartMoney\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          subscriptionAlternateVariantTitle: metafield(namespace: \"subscription\", key: \"alternate_variant_title\") {\n            value\n          }\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiQuery on Cart {\n    createdAt\n    updatedAt\n    id\n    checkoutUrl\n    totalQuantity\n    buyerIdentity {\n      countryCode\n      customer {\n        id\n        email\n        firstName\n        lastName\n        displayName\n      }\n      email\n      phone\n    }\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n      }\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      subtotalAmountEstimated\n      totalAmount {\n        ...CartMoney\n      }\n      totalAmountEstimated\n      totalDutyAmount {\n        ...CartMoney\n      }\n      totalDutyAmountEstimated\n      totalTaxAmount {\n        ...CartMoney\n      }\n      totalTaxAmountEstimated\n      checkoutChargeAmount {\n        ...CartMoney\n      }\n    }\n    note\n    attributes {\n      key\n      value\n    }\n    discountCodes {\n      code\n      applicable\n    }\n    discountAllocations {\n      discountedAmount {\n        ...CartMoney\n      }\n      ... on CartCodeDiscountAllocation {\n        code\n      }\n      ... on CartAutomaticDiscountAllocation {\n        title\n      }\n    }\n  }\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n  #graphql\n  fragment CartPayloadError on CartUserError {\n    code\n    field\n    message\n  }\n\n": {return: UpdateCartAttributesMutation, variables: UpdateCartAttributesMutationVariables},
  "#graphql\n  mutation AddAddress($customerAccessToken: String!, $address: MailingAddressInput!) {\n    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {\n      customerAddress { id }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: AddAddressMutation, variables: AddAddressMutationVariables},
  "#graphql\n  mutation UpdateAddress($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {\n    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {\n      customerAddress { id }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: UpdateAddressMutation, variables: UpdateAddressMutationVariables},
  "#graphql\n  mutation DeleteAddress($customerAccessToken: String!, $id: ID!) {\n    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {\n      deletedCustomerAddressId\n      customerUserErrors { code field message }\n    }\n  }\n": {return: DeleteAddressMutation, variables: DeleteAddressMutationVariables},
  "#graphql\n  mutation UpdateCustomerDefaultAddress($customerAccessToken: String!, $addressId: ID!) {\n    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {\n      customer { id }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: UpdateCustomerDefaultAddressMutation, variables: UpdateCustomerDefaultAddressMutationVariables},
  "#graphql\n  mutation ActivateCustomerByUrl($activationUrl: URL!, $password: String!) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: ActivateCustomerByUrlMutation, variables: ActivateCustomerByUrlMutationVariables},
  "#graphql\n  mutation ResetCustomerPassword($email: String!) {\n    customerRecover(email: $email) {\n      customerUserErrors { code field message }\n    }\n  }\n": {return: ResetCustomerPasswordMutation, variables: ResetCustomerPasswordMutationVariables},
  "#graphql\n  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!) {\n    customerResetByUrl(resetUrl: $resetUrl, password: $password) {\n      customerAccessToken { accessToken expiresAt }\n      customerUserErrors { code field message }\n    }\n  }\n": {return: CustomerResetByUrlMutation, variables: CustomerResetByUrlMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
