/**
 * Every cookie the shop's server sets, declared once: name, lifetime, path, SameSite, HttpOnly and
 * the Secure rule. Writers serialize through `app/infra/cookies.server.ts` and never write an
 * attribute themselves. The names and lifetimes the browser also needs are plain constants, so a
 * browser module that imports one takes that string or number and none of this table.
 */
export interface CookieDeclaration {
  /** The cookie's name; null for a family whose names come from content (the free-gift rules). */
  name: string | null;
  /** Seconds; null: the cookie ends with the browser session (or per value, `lifetime`). */
  maxAge: number | null;
  path: '/';
  sameSite: 'lax' | 'none';
  httpOnly: boolean;
  /**
   * `always`: the cookie carries Secure everywhere. `outside-localhost`: Secure except on
   * http://localhost, where a development shop has no TLS.
   */
  secure: 'always' | 'outside-localhost';
  /** Partitioned (CHIPS): the cookie lives only inside the top-level site that framed the shop. */
  partitioned?: boolean;
  /** Signed with the given secrets (the first signs; every one verifies, so keys rotate by adding one). */
  signed?: boolean;
  /** The writer gives each value its own lifetime (a token's expiry, a rule's end, an experiment's). */
  lifetime?: 'per-value';
}

export const SESSION_COOKIE = 'session';
// Lifetimes are written out in seconds: a browser module that imports one gets the number alone.
/** Session lifetime: 30 days, refreshed on every commit. */
export const SESSION_MAX_AGE_SECONDS = 2_592_000;
/** The customer access token's cookie name. */
export const TOKEN_COOKIE = 'customerAccessToken';
/** The subscription service's cookie, removed on sign-out. */
export const OG_AUTH_COOKIE = 'og_auth';
/** `og_auth` lasts 7200 s. */
export const OG_AUTH_MAX_AGE_SECONDS = 7200;
/** The cart id lives in cookie `ss.cartId`. */
export const CART_ID_COOKIE = 'ss.cartId';
/** Carts live on the platform for about ten days unused; the cookie a little longer. */
export const CART_COOKIE_MAX_AGE_SECONDS = 1_209_600;
export const EXPERIMENT_COOKIE = 'col_exp';
/** col_exp lives 90 days unless the experiment says otherwise. */
export const EXPERIMENT_COOKIE_MAX_AGE = 7_776_000;
export const CONSENT_COOKIE = 'oc_consent';
/** 180 days. */
export const CONSENT_COOKIE_MAX_AGE = 15_552_000;
export const ATTRIBUTION_COOKIE = 'im_ref';
/** 45 days. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 3_888_000;
/** A declined gift stays declined for this long, or until its rule ends if that is sooner. */
export const DECLINE_COOKIE_MAX_AGE_SECONDS = 2_592_000;
export const PREVIEW_COOKIE = 'content_preview';
export const STAFF_COOKIE = 'maintenance_staff';
/** A staff cookie lasts one working day; the secret URL gives a new one. */
export const STAFF_COOKIE_MAX_AGE_SECONDS = 43_200;

const lax = {path: '/', sameSite: 'lax'} as const;

export const SHOP_COOKIES = {
  session: {...lax, name: SESSION_COOKIE, maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true, secure: 'outside-localhost', signed: true},
  customerToken: {
    ...lax,
    name: TOKEN_COOKIE,
    maxAge: null,
    httpOnly: true,
    secure: 'outside-localhost',
    signed: true,
    lifetime: 'per-value',
  },
  ogAuth: {...lax, name: OG_AUTH_COOKIE, maxAge: OG_AUTH_MAX_AGE_SECONDS, httpOnly: false, secure: 'always'},
  cartId: {...lax, name: CART_ID_COOKIE, maxAge: CART_COOKIE_MAX_AGE_SECONDS, httpOnly: false, secure: 'outside-localhost'},
  // Read and cancelled by the browser's experiment client, so not HttpOnly; an experiment may set a shorter life.
  experiment: {
    ...lax,
    name: EXPERIMENT_COOKIE,
    maxAge: EXPERIMENT_COOKIE_MAX_AGE,
    httpOnly: false,
    secure: 'outside-localhost',
    lifetime: 'per-value',
  },
  // The banner writes it in the browser too, with the same name, lifetime and scope.
  consent: {...lax, name: CONSENT_COOKIE, maxAge: CONSENT_COOKIE_MAX_AGE, httpOnly: false, secure: 'outside-localhost'},
  attribution: {...lax, name: ATTRIBUTION_COOKIE, maxAge: ATTRIBUTION_MAX_AGE_SECONDS, httpOnly: false, secure: 'always'},
  freeGiftDecline: {
    ...lax,
    name: null,
    maxAge: DECLINE_COOKIE_MAX_AGE_SECONDS,
    httpOnly: false,
    secure: 'outside-localhost',
    lifetime: 'per-value',
  },
  // Contentful frames the shop on its own site, where a Lax cookie is never sent: None, Partitioned.
  contentPreview: {name: PREVIEW_COOKIE, maxAge: null, path: '/', sameSite: 'none', httpOnly: true, secure: 'always', partitioned: true},
  staff: {...lax, name: STAFF_COOKIE, maxAge: STAFF_COOKIE_MAX_AGE_SECONDS, httpOnly: true, secure: 'always', signed: true},
} as const satisfies Record<string, CookieDeclaration>;

export type ShopCookie = keyof typeof SHOP_COOKIES;
