import {readCookie} from '~/infra/cookies';
import {isLocalHost} from '~/infra/request-origin';

/** The cart id lives in cookie `ss.cartId`. */
export const CART_ID_COOKIE = 'ss.cartId';
/** Carts live on the platform for about ten days unused; the cookie a little longer. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

const CART_GID_PREFIX = 'gid://shopify/Cart/';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** Reads the cart GID from the request's `ss.cartId` cookie; a malformed value counts as none. */
export function getCartIdFromCookie(request: Request): string | undefined {
  const token = readCookie(request.headers.get('Cookie'), CART_ID_COOKIE);
  return token !== null && TOKEN_PATTERN.test(token) ? `${CART_GID_PREFIX}${token}` : undefined;
}

/** `Set-Cookie` headers that store a cart GID (only its token part goes in the cookie). */
export function setCartIdCookie(cartId: string, request: Request): Headers {
  const token = cartId.startsWith(CART_GID_PREFIX) ? cartId.slice(CART_GID_PREFIX.length) : cartId;
  const attributes = [`${CART_ID_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (!isLocalHost(request)) attributes.push('Secure');
  const headers = new Headers();
  headers.append('Set-Cookie', attributes.join('; '));
  return headers;
}
