/** The cart's action: every cart form posts here. */
export const CART_ACTION_PATH = '/cart';

/**
 * Whether a submission was a cart change. A cart change leaves a catalog page's data as it was:
 * the cart lives in the root's data, which reloads. Reloading the product page's data too after
 * each add fetched the product again and rendered the whole page a second time, on the main
 * thread, while the shopper waited for the drawer.
 */
export function isCartChange(formAction: string | undefined): boolean {
  if (!formAction) return false;
  return new URL(formAction, 'http://shop.invalid').pathname.replace(/\/+$/, '') === CART_ACTION_PATH;
}
