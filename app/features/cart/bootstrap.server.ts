import type {AppLoadContext} from '@shopify/remix-oxygen';
import {redirect} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {safeRedirectPath} from '~/infra/safe-redirect';
import {createCartService} from './cart-service.server';

/** Any page may carry `?discount=CODE`. */
export const DISCOUNT_PARAM = 'discount';

/**
 * The cart for the page layout, plus the two cases where the cart cookie must
 * change on a page load, answered with a redirect to the same page carrying
 * the new cookie:
 * - `?discount=CODE`: the code goes into the cart (a cart is created if
 *   needed) and the parameter leaves the address;
 * - a stored `ss.cartId` the platform no longer knows (expired, or completed
 *   at checkout): a fresh cart replaces it, so no stale id is kept.
 * Without a cart cookie the cart stays deferred and the page never waits.
 */
export async function layoutCart(request: Request, context: AppLoadContext): Promise<{cart: Promise<CartApiQueryFragment | null>}> {
  const url = new URL(request.url);
  const code = request.method === 'GET' ? url.searchParams.get(DISCOUNT_PARAM)?.trim() : undefined;
  if (code) {
    const service = createCartService(context, request);
    const existing = context.cart.getCartId() ? ((await context.cart.get()) as CartApiQueryFragment | null) : null;
    await service.updateDiscountCodes(
      (existing?.discountCodes ?? []).map((c) => c.code),
      code,
      {keepPending: true},
    );
    url.searchParams.delete(DISCOUNT_PARAM);
    // The request path is input too: `//evil.example/?discount=X` must not leave the shop.
    throw redirect(safeRedirectPath(`${url.pathname}${url.search}`, '/'), {headers: service.headers});
  }

  const found = context.cart.get().then(
    (cart) => ({cart: cart as CartApiQueryFragment | null}),
    () => null,
  );
  if (!context.cart.getCartId()) return {cart: found.then((r) => r?.cart ?? null)};

  const result = await found;
  if (result && !result.cart) {
    const fresh = await context.cart.create({}).catch(() => null);
    if (fresh?.cart?.id) {
      throw redirect(safeRedirectPath(`${url.pathname}${url.search}`, '/'), {headers: context.cart.setCartId(fresh.cart.id)});
    }
  }
  return {cart: Promise.resolve(result?.cart ?? null)};
}
