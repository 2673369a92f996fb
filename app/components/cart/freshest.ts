interface CartLike {
  id: string;
  updatedAt: string;
  totalQuantity: number;
}

/**
 * The cart the drawer and the header count show: the root loader's, unless it
 * is still the empty cart from before the first add while the add's own answer
 * (the cart action's `cart`) already holds the line. The loader's cart streams
 * in after the action answers; showing it in between would flash "Your cart
 * is empty" and a 0 count on a shopper's first add. Once the
 * loader's cart has lines it always wins, so it never hides a later change.
 */
export function freshestCart<C extends CartLike>(loader: C | null | undefined, action: C | null | undefined): C | null {
  if (loader && loader.totalQuantity > 0) return loader;
  if (!action || action.totalQuantity === 0) return loader ?? null;
  // An empty cart read after the answer (emptied since, or a new cart after checkout) is the truth.
  if (loader && Date.parse(loader.updatedAt) >= Date.parse(action.updatedAt)) return loader;
  return action;
}
