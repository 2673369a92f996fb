import {parse, serialize, type CookieSerializeOptions} from 'cookie';
import {createCookie, type Cookie} from '@shopify/remix-oxygen';
import {isLocalHost} from './request-origin';
import {SHOP_COOKIES, type CookieDeclaration, type ShopCookie} from './shop-cookies';

/**
 * The server's one writer and reader of cookies, on the `cookie` package Remix's own cookies use
 * (the server bundle carries it already). Values are percent-encoded by `serialize` and decoded by
 * `parse`, one way for every cookie; attributes come from the declaration (`shop-cookies.ts`).
 */

/** The request the cookie answers, for the Secure rule (`outside-localhost`). */
type SecureContext = Request | {localhost: boolean};

function onLocalhost(context: SecureContext): boolean {
  return context instanceof Request ? isLocalHost(context) : context.localhost;
}

/** The attributes of a declared cookie for one request. */
export function cookieAttributes(declaration: CookieDeclaration, context: SecureContext): CookieSerializeOptions {
  return {
    path: declaration.path,
    sameSite: declaration.sameSite,
    httpOnly: declaration.httpOnly,
    secure: declaration.secure === 'always' || !onLocalhost(context),
    ...(declaration.maxAge !== null ? {maxAge: declaration.maxAge} : {}),
    ...(declaration.partitioned ? {partitioned: true} : {}),
  };
}

function nameOf(declaration: CookieDeclaration, name: string | undefined): string {
  const resolved = declaration.name ?? name;
  if (!resolved) throw new TypeError('A cookie family needs the name of the cookie to write.');
  return resolved;
}

export interface WriteOptions {
  /** For a `per-value` lifetime: seconds for this value (the declared lifetime is the default). */
  maxAge?: number;
  /** For a family (`name: null`): this cookie's name. */
  name?: string;
}

/** A `Set-Cookie` value that stores `value` in a declared cookie. */
export function setCookie(cookie: ShopCookie, value: string, context: SecureContext, options: WriteOptions = {}): string {
  const declaration: CookieDeclaration = SHOP_COOKIES[cookie];
  if (declaration.signed) throw new TypeError(`Cookie ${cookie} is signed: write it with signedCookie().`);
  const attributes = cookieAttributes(declaration, context);
  if (options.maxAge !== undefined) {
    if (declaration.lifetime !== 'per-value') throw new TypeError(`Cookie ${cookie} has one declared lifetime.`);
    attributes.maxAge = options.maxAge;
  }
  return serialize(nameOf(declaration, options.name), value, attributes);
}

/** A `Set-Cookie` value that removes a declared cookie (same path and flags, so the browser matches it). */
export function clearCookie(cookie: ShopCookie, context: SecureContext, options: Pick<WriteOptions, 'name'> = {}): string {
  const declaration: CookieDeclaration = SHOP_COOKIES[cookie];
  return serialize(nameOf(declaration, options.name), '', {...cookieAttributes(declaration, context), maxAge: 0});
}

/** Every cookie a `Cookie` header carries (first of a repeated name wins, values decoded). */
export function requestCookies(request: Request | string | null | undefined): Record<string, string> {
  const header = typeof request === 'string' || request == null ? request : request.headers.get('Cookie');
  return header ? parse(header) : {};
}

/** One cookie's value (decoded, possibly empty), or null when the request does not carry it. */
export function readRequestCookie(request: Request | string | null | undefined, name: string): string | null {
  const cookies = requestCookies(request);
  return Object.hasOwn(cookies, name) ? cookies[name]! : null;
}

/**
 * A signed cookie (Remix's `createCookie`): the value travels as signed JSON; `parse` answers null
 * for a value that no secret verifies.
 */
export function signedCookie(cookie: ShopCookie, context: SecureContext, secrets: string[]): Cookie {
  const declaration: CookieDeclaration = SHOP_COOKIES[cookie];
  if (!declaration.signed || !declaration.name) throw new TypeError(`Cookie ${cookie} is not a signed cookie.`);
  return createCookie(declaration.name, {...cookieAttributes(declaration, context), secrets});
}
