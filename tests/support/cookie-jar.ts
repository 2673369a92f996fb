import {getPage, post} from './http';

/** The cookies of one shopper across HTTP requests to the shop (name → value, honouring Max-Age=0). */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie headers of the last response, by cookie name. */
  last = new Map<string, string>();

  /** Takes the response's Set-Cookie headers and returns the response. */
  store(response: Response) {
    this.last = new Map();
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      this.last.set(name, header);
      if (/max-age=0(;|$)/i.test(header) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The cart the `ss.cartId` cookie points to, as a Storefront API id. */
  get cartGid() {
    const token = this.cookies.get('ss.cartId');
    return token ? `gid://shopify/Cart/${decodeURIComponent(token)}` : undefined;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(path: string, base?: string) {
    const response = await getPage(path, {headers: {Cookie: this.header()}}, base);
    this.store(response);
    return response;
  }

  async post(path: string, fields: Record<string, string>, base?: string) {
    const response = await post(path, fields, {headers: {Cookie: this.header()}, base});
    this.store(response);
    return response;
  }
}
