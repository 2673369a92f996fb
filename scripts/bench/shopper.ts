import {BROWSER_UA} from './load';

/** The demo customer the local platform seeds on a fresh data directory. */
export const DEMO_CUSTOMER = {email: 'demo@oralcare.test', password: 'password123'};
/** The product whose first variant fills the bench's cart. */
const CART_PRODUCT = 'total-whitening-toothpaste';

/** Cookies of one response's Set-Cookie headers merged into `jar` (a cleared cookie is dropped). */
export function storeCookies(jar: Map<string, string>, response: Response): Map<string, string> {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (!value || /max-age=0(;|$)/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function post(url: string, jar: Map<string, string>, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields),
    headers: {
      'user-agent': BROWSER_UA,
      origin: new URL(url).origin,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookieHeader(jar),
    },
  });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}`);
  return storeCookies(jar, response);
}

/** The first variant of the cart product, read from the Storefront API (the platform or the proxy before it). */
async function cartVariant(storefrontUrl: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}/api/2023-04/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-public-storefront-token'},
    body: JSON.stringify({query: `{ product(handle: "${CART_PRODUCT}") { variants(first: 1) { nodes { id } } } }`}),
  });
  const body = (await response.json()) as {data?: {product?: {variants: {nodes: Array<{id: string}>}}}};
  const id = body.data?.product?.variants.nodes[0]?.id;
  if (!id) throw new Error(`no variant of ${CART_PRODUCT} on the platform`);
  return id;
}

/** The Cookie header of a shopper with one line in the cart (the cart page's bench visitor). */
export async function cartShopperCookie(shopUrl: string, storefrontUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const merchandiseId = await cartVariant(storefrontUrl);
  const cartFormInput = JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}});
  await post(`${shopUrl}/cart`, jar, {cartFormInput});
  if (!jar.has('ss.cartId')) throw new Error('adding to the cart set no cart cookie');
  return cookieHeader(jar);
}

/** The Cookie header of the demo customer signed in through the login form. */
export async function signedInCookie(shopUrl: string): Promise<string> {
  const jar = await post(`${shopUrl}/account/login`, new Map(), DEMO_CUSTOMER);
  if (!jar.size) throw new Error('signing in set no cookie');
  return cookieHeader(jar);
}
