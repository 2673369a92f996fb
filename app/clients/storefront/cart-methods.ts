import type {CartQueryDataReturn, Storefront} from '@shopify/hydrogen';
import type {
  AttributeInput,
  CartBuyerIdentityInput,
  CartInput,
  CartLineInput,
  CartLineUpdateInput,
} from '@shopify/hydrogen/storefront-api-types';
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GET_QUERY,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_NOTE_UPDATE_MUTATION,
} from './cart-documents';

type Payload = {cart?: CartQueryDataReturn['cart'] | null; userErrors?: CartQueryDataReturn['userErrors']};
type Options = {cartId?: string};

/**
 * Hydrogen `createCartHandler` custom methods speaking Storefront API
 * 2023-04. Each returns Hydrogen's `{cart, userErrors, errors}` shape, so
 * `CartForm` actions and `useOptimisticCart` work unchanged.
 */
export function cartMethods2023({
  storefront,
  getCartId,
  getBuyerIdentity = () => undefined,
}: {
  storefront: Storefront;
  getCartId: () => string | undefined;
  /** The signed-in customer's identity, given to every cart created for them. */
  getBuyerIdentity?: () => CartBuyerIdentityInput | undefined | Promise<CartBuyerIdentityInput | undefined>;
}) {
  let createdCartId: string | undefined;
  const currentId = (options?: Options) => options?.cartId ?? createdCartId ?? getCartId();

  async function mutate(document: string, field: string, variables: Record<string, unknown>) {
    const result = await storefront.mutate<Record<string, Payload>>(document, {variables});
    const payload = result[field] ?? {};
    return {
      cart: payload.cart ?? null,
      userErrors: payload.userErrors ?? [],
      errors: result.errors,
    } as CartQueryDataReturn;
  }

  async function create(input: CartInput, _options?: Options) {
    const buyerIdentity = input.buyerIdentity ?? (await getBuyerIdentity());
    const result = await mutate(CART_CREATE_MUTATION, 'cartCreate', {
      input: buyerIdentity ? {...input, buyerIdentity} : input,
    });
    if (result.cart?.id) createdCartId = result.cart.id;
    return result;
  }

  /** Runs `withCart` on the current cart, or creates one from `input` when there is none. */
  function onCart(options: Options | undefined, input: CartInput, withCart: (cartId: string) => Promise<CartQueryDataReturn>) {
    const cartId = currentId(options);
    return cartId ? withCart(cartId) : create(input);
  }

  return {
    async get(input?: {cartId?: string}) {
      const cartId = input?.cartId ?? currentId();
      if (!cartId) return null;
      const {cart, errors} = await storefront.query<{cart: CartQueryDataReturn['cart'] | null}>(CART_GET_QUERY, {
        variables: {cartId},
        cache: storefront.CacheNone(),
      });
      if (!cart && !errors) return null;
      return {...(cart ?? {}), ...(errors ? {errors} : {})} as NonNullable<CartQueryDataReturn['cart']>;
    },
    create,
    addLines: (lines: CartLineInput[], options?: Options) => {
      const plain = lines.map(({merchandiseId, quantity, attributes, sellingPlanId}) => ({
        merchandiseId,
        quantity,
        attributes,
        sellingPlanId,
      }));
      return onCart(options, {lines: plain}, (cartId) => mutate(CART_LINES_ADD_MUTATION, 'cartLinesAdd', {cartId, lines: plain}));
    },
    updateLines: (lines: CartLineUpdateInput[], options?: Options) =>
      mutate(CART_LINES_UPDATE_MUTATION, 'cartLinesUpdate', {cartId: currentId(options), lines}),
    removeLines: (lineIds: string[], options?: Options) =>
      mutate(CART_LINES_REMOVE_MUTATION, 'cartLinesRemove', {cartId: currentId(options), lineIds}),
    updateDiscountCodes: (discountCodes: string[], options?: Options) =>
      onCart(options, {discountCodes}, (cartId) =>
        mutate(CART_DISCOUNT_CODES_UPDATE_MUTATION, 'cartDiscountCodesUpdate', {cartId, discountCodes}),
      ),
    updateBuyerIdentity: (buyerIdentity: CartBuyerIdentityInput, options?: Options) =>
      onCart(options, {buyerIdentity}, (cartId) =>
        mutate(CART_BUYER_IDENTITY_UPDATE_MUTATION, 'cartBuyerIdentityUpdate', {cartId, buyerIdentity}),
      ),
    updateNote: (note: string, options?: Options) =>
      onCart(options, {note}, (cartId) => mutate(CART_NOTE_UPDATE_MUTATION, 'cartNoteUpdate', {cartId, note})),
    updateAttributes: (attributes: AttributeInput[], options?: Options) =>
      onCart(options, {attributes}, (cartId) => mutate(CART_ATTRIBUTES_UPDATE_MUTATION, 'cartAttributesUpdate', {cartId, attributes})),
  };
}

export type CartMethods2023 = ReturnType<typeof cartMethods2023>;
