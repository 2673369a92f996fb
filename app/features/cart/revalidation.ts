/**
 * Whether a submission was a cart change: every cart form posts to `/cart`. A cart change leaves a
 * catalog page's data as it was: the cart lives in the root's data, which reloads. Reloading the
 * product page's data too after each add fetched the product again and rendered the whole page a
 * second time, on the main thread, while the shopper waited for the drawer.
 */
export function isCartChange(formAction?: string): boolean {
  return /^\/cart\/?(\?|$)/.test(formAction ?? '');
}
