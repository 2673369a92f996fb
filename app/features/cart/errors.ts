/** Fallbacks when the platform's first error has no text. */
export const CART_ERROR_FALLBACKS = {
  create: 'Error creating cart',
  attributes: 'Error updating cart attributes',
  note: 'Error updating cart note',
  buyerIdentity: 'Error updating cart buyer identity',
  add: 'Error adding line item to cart',
  remove: 'Error removing line item from cart',
  update: 'Error updating cart line item',
  discounts: 'Error updating discount codes',
} as const;

export type CartOperation = keyof typeof CART_ERROR_FALLBACKS;

type ErrorLike = {message?: string | null} | string | null | undefined;

/**
 * Platform text as the shopper may read it: without the "GraphQL Error: "
 * prefix, and without what Hydrogen wraps around a top-level GraphQL error
 * (`[h2:error:storefront.mutation] … - Request ID: …`), so an error whose own
 * text is empty stays empty and gets the operation's fallback.
 */
export function stripGraphqlPrefix(message: string): string {
  return message
    .replace(/^\s*\[h2:[^\]]*\]\s*/, '')
    .replace(/\s*- Request ID: \S*\s*$/, '')
    .replace(/^\s*GraphQL Error:\s*/i, '')
    .trim();
}

/** The message to show for a failed cart call: its first error, else the operation's fallback. */
export function cartErrorMessage(operation: CartOperation, errors: readonly ErrorLike[] | null | undefined): string {
  const first = errors?.[0];
  const text = typeof first === 'string' ? first : first?.message;
  const clean = text ? stripGraphqlPrefix(text) : '';
  return clean || CART_ERROR_FALLBACKS[operation];
}

/** Told to the shopper when the platform cannot take a cart change (outage, timeout). */
export const CART_UNAVAILABLE_MESSAGE = 'We could not update your cart just now, so it is unchanged. Please try again in a moment.';
