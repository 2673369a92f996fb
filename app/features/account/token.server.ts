import type {Cookie} from '@shopify/remix-oxygen';
import {clearCookie, signedCookie} from '~/infra/cookies.server';
import {isLocalHost} from '~/infra/request-origin';
import {isTokenValid, secondsUntilExpiry, type CustomerToken} from './token';

/**
 * The customer access token, kept server-side in its own signed cookie
 * (HttpOnly, SameSite=Lax, Secure outside localhost) whose Max-Age ends
 * exactly when the token expires. Routes change it through `set`/`clear`;
 * the request handler appends `pendingCookies()` to the response.
 */
export class CustomerTokenStore {
  #cookie: Cookie;
  #secure: boolean;
  #token: CustomerToken | null;
  #pending: Array<Promise<string>> = [];
  /** True when the request carried a token that is no longer valid. */
  readonly hadStaleToken: boolean;

  private constructor(cookie: Cookie, secure: boolean, token: CustomerToken | null, stale: boolean) {
    this.#cookie = cookie;
    this.#secure = secure;
    this.#token = token;
    this.hadStaleToken = stale;
  }

  static async init(request: Request, secrets: string[]) {
    const secure = !isLocalHost(request);
    const cookie = signedCookie('customerToken', request, secrets);
    const raw: unknown = await cookie.parse(request.headers.get('Cookie')).catch(() => null);
    const valid = isTokenValid(raw as Partial<CustomerToken> | null);
    const store = new this(cookie, secure, valid ? (raw as CustomerToken) : null, raw != null && !valid);
    // An expired or malformed token signs the customer out cleanly.
    if (store.hadStaleToken) store.clear();
    return store;
  }

  /** The valid token's value, or null for a guest. */
  get accessToken(): string | null {
    return this.#token && isTokenValid(this.#token) ? this.#token.accessToken : null;
  }

  get isLoggedIn(): boolean {
    return this.accessToken !== null;
  }

  /** Stores a (new or renewed) token; an invalid one signs out instead. */
  set(token: CustomerToken | null | undefined) {
    if (!isTokenValid(token)) return this.clear();
    this.#token = {accessToken: token.accessToken, expiresAt: token.expiresAt};
    this.#pending.push(this.#cookie.serialize(this.#token, {maxAge: secondsUntilExpiry(token)}));
  }

  /** Forgets the token and removes the subscription-service cookie. */
  clear() {
    this.#token = null;
    this.#pending.push(this.#cookie.serialize('', {maxAge: 0}));
    this.#pending.push(Promise.resolve(clearCookie('ogAuth', {localhost: !this.#secure})));
  }

  /** Queues another account cookie (e.g. `og_auth`) for the response. */
  queueCookie(header: string) {
    this.#pending.push(Promise.resolve(header));
  }

  get secure() {
    return this.#secure;
  }

  /** Set-Cookie values for the response (each change once). */
  async pendingCookies(): Promise<string[]> {
    const cookies = await Promise.all(this.#pending);
    this.#pending = [];
    return cookies;
  }
}
