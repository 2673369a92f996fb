import {signWebhookRequest} from '../../platform/src/content/webhooks';
import {Cookies} from '../../tests/support/cookies';
import {TEST_SECRETS} from '../../tests/support/secrets';
import {CartModel, type Outcome} from './cart-model';
import {pick, sleep, type SoakContext} from './context';
import {phaseAt} from './faults';

/**
 * The soak's traffic: anonymous browsers, buyers and signed-in members visiting pages and changing
 * carts (each cart checked against what the shop acknowledged), content webhooks and MCP calls.
 */
export type Role = 'browser' | 'buyer' | 'member';

export interface Shopper {
  index: number;
  role: Role;
  jar: Cookies;
  cart: CartModel;
  /** Line ids by variant, from the last cart read. */
  lineIds: Map<string, string>;
}

const ROLES: readonly Role[] = ['browser', 'buyer', 'member'];

export const makeShoppers = (count: number): Shopper[] =>
  Array.from({length: count}, (_, index) => ({
    index,
    role: ROLES[index % ROLES.length]!,
    jar: new Cookies(),
    cart: new CartModel(),
    lineIds: new Map(),
  }));

const SEARCH_TERMS = ['whitening', 'toothbrush', 'sensitive', 'kids', 'floss', 'mouthwash', 'enamel', 'charcoal', 'sonic', 'travel'];

export type Catalog = Awaited<ReturnType<typeof readCatalog>>;

/** The catalog and content URLs shoppers visit, from the shop's own sitemap, and in-stock variants. */
export async function readCatalog(soak: SoakContext) {
  const sitemap = await (await fetch(`${soak.shopUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const products = paths.filter((p) => /^\/products\/[^/]+$/.test(p));
  const articles = paths.filter((p) => p.startsWith('/learn'));
  const others = paths.filter((p) => !products.includes(p) && !articles.includes(p));
  const data = await soak.storefront<{
    products: {
      nodes: Array<{
        handle: string;
        requiresSellingPlan: boolean;
        variants: {nodes: Array<{id: string; availableForSale: boolean; quantityAvailable: number | null}>};
      }>;
    };
  }>(
    '{ products(first: 75) { nodes { handle requiresSellingPlan variants(first: 5) { nodes { id availableForSale quantityAvailable } } } } }',
  );
  const variants = data.products.nodes
    // Plain products only: no subscription, no free gift (the shop manages those lines itself), no bundle builder.
    .filter((p) => !p.requiresSellingPlan && !/free-gift|create-your-bundle/.test(p.handle))
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 50)
    .map((v) => v.id);
  return {products, articles, others: others.length ? others : ['/products'], variants};
}

export async function signIn(soak: SoakContext, shopper: Shopper) {
  const email = `soak-${soak.clock.started.toString(36)}-${shopper.index}@example.com`;
  const password = 'soak-secret-123';
  await soak.storefront(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: {email, password, firstName: 'Soak', lastName: `Shopper ${shopper.index}`},
  });
  const form = new URLSearchParams({email, password}).toString();
  const {status} = await soak.shopRequest(shopper.jar, 'login', '/account/login', {
    method: 'POST',
    body: form,
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
  });
  if (status !== 302 && status !== 303) throw new Error(`sign-in of ${email} answered ${status}`);
}

const CART_LINES = `query SoakCart($id: ID!) { cart(id: $id) { id lines(first: 100) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } }`;

/** Reads the shopper's cart straight from the platform and checks it against what the shop acknowledged. */
export async function checkCart(soak: SoakContext, shopper: Shopper, after: string) {
  const {tally} = soak;
  const gid = shopper.jar.cartGid;
  if (!gid) {
    if ([...shopper.cart.lines.values()].some((r) => r.min > 0)) {
      tally.lostAdds += 1;
      tally.cartProblems.push(`shopper ${shopper.index}: no cart cookie after ${after}, though adds were acknowledged`);
    }
    return;
  }
  const data = await soak.storefront<{cart: {lines: {nodes: Array<{id: string; quantity: number; merchandise: {id: string}}>}} | null}>(
    CART_LINES,
    {id: gid},
  );
  tally.cartChecks += 1;
  const actual = new Map<string, number>();
  shopper.lineIds.clear();
  for (const line of data.cart?.lines.nodes ?? []) {
    actual.set(line.merchandise.id, (actual.get(line.merchandise.id) ?? 0) + line.quantity);
    shopper.lineIds.set(line.merchandise.id, line.id);
  }
  for (const problem of shopper.cart.check(actual)) {
    if (problem.kind === 'lost') tally.lostAdds += 1;
    else tally.extraQuantities += 1;
    const message = `shopper ${shopper.index} after ${after}: ${problem.kind} ${problem.variantId.split('/').pop()} expected ${problem.expected.min}…${problem.expected.max}, cart has ${problem.actual}`;
    tally.cartProblem(message);
    soak.log(`CART ${message}`);
  }
  shopper.cart.settle(actual);
}

const outcomeOf = (status: number | string): Outcome =>
  typeof status === 'number' && status >= 200 && status < 400
    ? 'acknowledged'
    : typeof status === 'number' && status < 500
      ? 'refused'
      : 'unknown';

const cartForm = (action: string, inputs: unknown) => new URLSearchParams({cartFormInput: JSON.stringify({action, inputs})}).toString();

async function cartWrite(soak: SoakContext, shopper: Shopper, variants: readonly string[]) {
  const variantId = pick(variants);
  const range = shopper.cart.range(variantId);
  const lineId = shopper.lineIds.get(variantId);
  const form = {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html'};
  // Adds while the line is small (the shop allows at most 10 per variant), else a quantity change down.
  if (range.max < 5 || !lineId) {
    const before = shopper.jar.cookies.get('ss.cartId');
    const phase = phaseAt(soak.clock.elapsedMs());
    const {status, response, body} = await soak.shopRequest(shopper.jar, 'cart add', '/cart', {
      method: 'POST',
      body: cartForm('LinesAdd', {lines: [{merchandiseId: variantId, quantity: 1}]}),
      headers: form,
    });
    const outcome = outcomeOf(status);
    shopper.cart.add(variantId, 1, outcome);
    if (outcome === 'acknowledged') soak.tally.acknowledgedAdds += 1;
    if (outcome === 'acknowledged' && !shopper.jar.cookies.get('ss.cartId')) {
      // An add the shop acknowledged without giving the shopper a cart: what the answer said.
      const detail = `shopper ${shopper.index} add ${status} in ${phase} without a cart cookie (before: ${before ?? 'none'}); Set-Cookie: ${JSON.stringify(response?.headers.getSetCookie().map((c) => c.split(';')[0]))}; body mentions a cart id: ${/gid:\/\/shopify\/Cart\//.test(body)}`;
      soak.log(`CART ${detail}`);
      soak.tally.cartProblem(detail);
    }
    if (outcome !== 'refused') await checkCart(soak, shopper, `add (${status})`);
  } else {
    const quantity = 1 + Math.floor(Math.random() * 3);
    const {status} = await soak.shopRequest(shopper.jar, 'cart quantity', '/cart', {
      method: 'POST',
      body: cartForm('LinesUpdate', {lines: [{id: lineId, quantity}]}),
      headers: form,
    });
    shopper.cart.set(variantId, quantity, outcomeOf(status));
    if (outcomeOf(status) !== 'refused') await checkCart(soak, shopper, `quantity change (${status})`);
  }
}

function browse(soak: SoakContext, shopper: Shopper, catalog: Catalog) {
  const visit = (kind: string, requestPath: string, init?: Parameters<SoakContext['shopRequest']>[3]) =>
    soak.shopRequest(shopper.jar, kind, requestPath, init);
  const roll = Math.random();
  if (roll < 0.3) {
    // A product page: most often the plain URL (a page-cache hit for a cookie-free visitor), sometimes a
    // campaign link whose query string makes the URL new (a miss).
    const product = pick(catalog.products);
    const miss = Math.random() < 0.3;
    return visit(miss ? 'product (new query)' : 'product', miss ? `${product}?utm_campaign=soak-${++soak.missCounter}` : product);
  }
  if (roll < 0.42) return visit('category', pick(['/products', ...catalog.others.filter((p) => p.startsWith('/products'))]));
  if (roll < 0.54) {
    const term = pick(SEARCH_TERMS);
    return visit('search', `/search?q=${encodeURIComponent(Math.random() < 0.3 ? `${term} ${++soak.missCounter}` : term)}`);
  }
  if (roll < 0.64) return visit('article', catalog.articles.length ? pick(catalog.articles) : '/learn');
  if (roll < 0.72) return visit('home', '/');
  if (roll < 0.78) return visit('content page', pick(catalog.others));
  if (roll < 0.84) {
    return visit('predictive search', '/api/search/predictive', {
      method: 'POST',
      body: JSON.stringify({query: pick(SEARCH_TERMS).slice(0, 4)}),
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    });
  }
  if (shopper.role === 'member' && roll < 0.9) return visit('account', '/account');
  return visit('product', pick(catalog.products));
}

/** One shopper's visits until `until`, paced so that `shopperCount` shoppers together aim at `rate` per second. */
export async function runShopper(
  soak: SoakContext,
  shopper: Shopper,
  catalog: Catalog,
  until: number,
  pace: {shopperCount: number; rate: number},
) {
  let visits = 0;
  // Each shopper's share of the aimed rate: one visit per interval on average, think time being what the visit left.
  const interval = (pace.shopperCount / pace.rate) * 1000;
  while (Date.now() < until) {
    visits += 1;
    const visitStarted = Date.now();
    await soak.trafficGate;
    const roll = Math.random();
    if (shopper.role !== 'browser' && roll < 0.16) await cartWrite(soak, shopper, catalog.variants);
    else if (shopper.role !== 'browser' && roll < 0.24) await soak.shopRequest(shopper.jar, 'cart page', '/cart');
    else await browse(soak, shopper, catalog);
    // A browser is a stream of cookie-free visitors: a new one now and then (new experiment draw).
    if (shopper.role === 'browser' && visits % 20 === 0) shopper.jar.cookies.clear();
    await sleep(Math.max(0, interval * (0.5 + Math.random()) - (Date.now() - visitStarted)));
  }
}

const WEBHOOK_PATH = '/api/content/webhook';
export async function sendWebhook(soak: SoakContext, topic: string) {
  const body = JSON.stringify({sys: {id: 'hero-home', type: 'Entry'}});
  const headers = {'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-topic': topic};
  const signature = signWebhookRequest(TEST_SECRETS.CONTENT_WEBHOOK_SECRET, {method: 'POST', path: WEBHOOK_PATH, headers, body});
  const {status} = await soak.shopRequest(null, 'content webhook', WEBHOOK_PATH, {
    method: 'POST',
    body,
    headers: {...headers, ...signature},
  });
  if (status === 401) throw new Error('The content webhook refused the signature: the shop and the soak disagree on the secret');
}

export const mcpCall = (soak: SoakContext) =>
  soak.shopRequest(null, 'mcp tools/list', '/api/ucp/mcp', {
    method: 'POST',
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
    headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
  });
