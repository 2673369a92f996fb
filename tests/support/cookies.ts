/**
 * The cookies of one shopper across HTTP requests to the shop (name → value, honouring Max-Age=0).
 * No HTTP of its own: `CookieJar` (cookie-jar.ts) adds requests through the tests' servers, and the
 * soak, which runs outside vitest, stores its own fetches' answers here.
 */
export class Cookies {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie headers of the last response, by cookie name. */
  last = new Map<string, string>();
  /** The first cart id the `ss.cartId` cookie was set to. */
  firstCartId: string | null = null;
  /** How often the cart cookie changed or went away after it was first set: each time, the shopper's cart was replaced. */
  cartReplacements = 0;

  /** Takes the response's Set-Cookie headers and returns the response. */
  store(response: Response) {
    this.last = new Map();
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      this.last.set(name, header);
      const removed = /max-age=0(;|$)/i.test(header) || !value;
      if (name === 'ss.cartId') this.watchCart(removed ? null : value);
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private watchCart(value: string | null) {
    if (this.firstCartId === null) {
      if (value) this.firstCartId = value;
      return;
    }
    if (value !== this.firstCartId) this.cartReplacements += 1;
  }

  /** The cart the `ss.cartId` cookie points to, as a Storefront API id. */
  get cartGid() {
    const token = this.cookies.get('ss.cartId');
    return token ? `gid://shopify/Cart/${decodeURIComponent(token)}` : undefined;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
