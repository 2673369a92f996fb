import {readRequestCookie, setCookie} from '~/infra/cookies.server';
import {CART_ID_COOKIE} from '~/infra/shop-cookies';

export {CART_ID_COOKIE, CART_COOKIE_MAX_AGE_SECONDS} from '~/infra/shop-cookies';

const CART_GID_PREFIX = 'gid://shopify/Cart/';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** Reads the cart GID from the request's `ss.cartId` cookie; a malformed value counts as none. */
export function getCartIdFromCookie(request: Request): string | undefined {
  const token = readRequestCookie(request, CART_ID_COOKIE);
  return token !== null && TOKEN_PATTERN.test(token) ? `${CART_GID_PREFIX}${token}` : undefined;
}

/** `Set-Cookie` headers that store a cart GID (only its token part goes in the cookie). */
export function setCartIdCookie(cartId: string, request: Request): Headers {
  const token = cartId.startsWith(CART_GID_PREFIX) ? cartId.slice(CART_GID_PREFIX.length) : cartId;
  const headers = new Headers();
  headers.append('Set-Cookie', setCookie('cartId', token, request));
  return headers;
}
