import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookieSessionStorage, type SessionStorage, type Session} from '@shopify/remix-oxygen';
import {cookieAttributes} from './cookies.server';
import {SHOP_COOKIES} from './shop-cookies';

/**
 * Cookie-backed session (signed, HttpOnly, SameSite=Lax, Secure outside
 * localhost). `isPending` tells the request handler to commit it once.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage: SessionStorage;
  #session: Session;

  constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    const storage = createCookieSessionStorage({
      // Lifetime 30 days, refreshed on every commit.
      cookie: {name: SHOP_COOKIES.session.name, ...cookieAttributes(SHOP_COOKIES.session, request), secrets},
    });

    const session = await storage.getSession(request.headers.get('Cookie')).catch(() => storage.getSession());

    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#sessionStorage.commitSession(this.#session);
  }
}
