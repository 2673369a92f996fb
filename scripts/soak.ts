/**
 * `npm run soak`: a long, moderate run of mixed shopper traffic against the production worker on
 * workerd (Miniflare alone, as `npm run bench` serves it), with the platform misbehaving every
 * minute, that watches the worker isolate's own heap. On Cloudflare an isolate has 128 MB: the
 * process's resident memory says little about it, the heap after a full collection does.
 *
 * - traffic (loopback only): anonymous browsers (page-cache hits, and misses through varying query
 *   strings), anonymous buyers and signed-in members with carts (product, category, search,
 *   article, cart pages; adds and quantity changes posted to /cart as a form without JavaScript
 *   posts them, with the shop's Origin), signed content webhooks, and `tools/list` on
 *   /api/ucp/mcp when the shop answers it; each shopper thinks between visits so that together they
 *   aim at 25 req/s (a slower shop gets fewer, never more);
 * - faults (scripts/soak/faults.ts): latency, 5xx, connection resets through the tests' fault
 *   proxy in front of the platform, and a KV outage through the test hooks' `x-test-kv: fail`;
 * - correctness, as it goes: every acknowledged add is in the cart read back from the platform
 *   (scripts/soak/cart-model.ts), no cart id is replaced, no 5xx but 503, no request left without an answer;
 * - the heap: every 30 s (traffic held until the requests in flight end) a full collection and
 *   `Runtime.getHeapUsage` through the V8 inspector;
 *   used heap within 10 % between minute 2 and the end, and under 64 MB (scripts/soak/heap-check.ts);
 *   heap snapshots early and late in .cache/soak/, compared by constructor.
 *
 * Figures: .cache/soak/last-run.json. Exit 1 on a correctness failure or a heap budget breach.
 * Flags (or env): --minutes N (SOAK_MINUTES, default 30), --shoppers N (SOAK_SHOPPERS, default 8),
 * --rate N (SOAK_RATE, requests per second all shoppers aim at together, default 25), --no-build (use dist/ as it is), --no-snapshots. Ports: TEST_PORT_BASE (default 3280) +20 … +24.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startFaultProxy} from '../tests/support/fault-proxy';
import {TEST_SECRETS} from '../tests/support/secrets';
import {signWebhookRequest} from '../platform/src/content/webhooks';
import {buildShop} from './lib/build';
import {startPlatform} from './lib/platform-process';
import {startWorkerdServer} from './lib/workerd-server';
import {CartModel, type Outcome} from './soak/cart-model';
import {FAULT_WINDOWS, LATENCY_MS, phaseAt, proxyRules, type FaultPhase} from './soak/faults';
import {HEAP_BUDGET_MB, heapVerdict, type HeapSample} from './soak/heap-check';
import {connectInspector, listTargets, type Inspector} from './soak/inspector';
import {compareSummaries, readSnapshotSummary} from './soak/snapshot-summary';

const root = process.cwd();
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
function option(name: string, envName: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  const raw = at >= 0 ? args[at + 1] : (args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[envName]);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} (${envName}) must be a positive number, not "${raw}"`);
    process.exit(2);
  }
  return value;
}
const minutes = option('minutes', 'SOAK_MINUTES', 30);
const shopperCount = Math.round(option('shoppers', 'SOAK_SHOPPERS', 8));
const rate = option('rate', 'SOAK_RATE', 25);
const base = Number(process.env.TEST_PORT_BASE ?? 3280);
const ports = {shop: base + 20, assets: base + 21, platform: base + 22, proxy: base + 23, inspector: base + 24};
const outDir = path.join(root, '.cache/soak');
const HEAP_EVERY_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** The run's clock: from the start of the script, then from the start of the traffic. */
let started = Date.now();
const elapsedMinutes = () => (Date.now() - started) / 60_000;
const log = (message: string) => console.log(`[soak ${elapsedMinutes().toFixed(1).padStart(5)} min] ${message}`);

mkdirSync(outDir, {recursive: true});
if (!flag('no-build')) {
  log('building');
  if (buildShop(root, {quiet: true}).status !== 0) throw new Error('build failed (run `npm run build` to see why)');
}

// ---------------------------------------------------------------- servers
const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `oral-care-soak-${prefix}-`));
const platform = await startPlatform({
  root,
  port: ports.platform,
  dataDir: temp('platform'),
  storefrontUrl: `http://localhost:${ports.shop}`,
  quiet: true,
  // The shop only ever talks to the fault proxy, and the platform writes the proxy's origin into its URLs.
  publicUrl: `http://localhost:${ports.proxy}`,
  subscriptionsAuthKey: TEST_SECRETS.SUBSCRIPTIONS_AUTH_KEY,
  contentWebhookSecret: TEST_SECRETS.CONTENT_WEBHOOK_SECRET,
});
const proxy = await startFaultProxy(ports.proxy, platform.url);
proxy.setSlowMs(LATENCY_MS);
const shop = await startWorkerdServer({
  root,
  port: ports.shop,
  assetsPort: ports.assets,
  stateDir: temp('shop'),
  inspectorPort: ports.inspector,
  runtimeLog: path.join(outDir, 'workerd.log'),
  env: {
    PUBLIC_STORE_DOMAIN: proxy.url,
    CONTENT_API_HOST: proxy.url,
    SUPPORT_API_URL: proxy.url,
    MAINTENANCE_MODE: 'false',
    STOREFRONT_PASSWORD: '',
    // The KV outage is the test hooks' `x-test-kv: fail` (localhost requests only).
    TEST_HOOKS: 'on',
    ...TEST_SECRETS,
  },
});
const shopUrl = shop.url;

async function shutdown() {
  await shop.close().catch(() => undefined);
  await proxy.close().catch(() => undefined);
  await platform.stop();
}

// ---------------------------------------------------------------- figures
interface KindFigures {
  requests: number;
  statuses: Record<string, number>;
  totalMs: number;
}
const kinds = new Map<string, KindFigures>();
const statuses: Record<string, number> = {};
const pageCache: Record<string, number> = {};
const serverErrors: Array<{minute: number; kind: string; path: string; status: number | string; phase: FaultPhase}> = [];
const phaseStatuses: Record<string, Record<string, number>> = {};
let requests = 0;
let lostAdds = 0;
let extraQuantities = 0;
let acknowledgedAdds = 0;
let cartsReplaced = 0;
let cartChecks = 0;
let inspectorFailures = 0;
const cartProblems: string[] = [];
const heapSamples: HeapSample[] = [];
const perMinute: number[] = [];

function record(kind: string, requestPath: string, status: number | string, ms: number, phase: FaultPhase, cache?: string | null) {
  requests += 1;
  const minute = Math.floor(elapsedMinutes());
  perMinute[minute] = (perMinute[minute] ?? 0) + 1;
  const figures = kinds.get(kind) ?? {requests: 0, statuses: {}, totalMs: 0};
  figures.requests += 1;
  figures.totalMs += ms;
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
  kinds.set(kind, figures);
  statuses[status] = (statuses[status] ?? 0) + 1;
  const byPhase = (phaseStatuses[phase] ??= {});
  byPhase[status] = (byPhase[status] ?? 0) + 1;
  if (cache) pageCache[cache] = (pageCache[cache] ?? 0) + 1;
  // A 503 is the shop saying "the platform is down, try again"; any other 5xx, or no answer at all, is a failure.
  if ((typeof status === 'number' && status >= 500 && status !== 503) || typeof status === 'string') {
    serverErrors.push({minute: Number(elapsedMinutes().toFixed(2)), kind, path: requestPath, status, phase});
  }
}

/** Resolved while traffic flows; a heap snapshot holds the shoppers at their next visit. */
let trafficGate: Promise<void> = Promise.resolve();
let inFlight = 0;

// ---------------------------------------------------------------- shoppers
class Jar {
  readonly cookies = new Map<string, string>();
  firstCartId: string | null = null;
  replaced = 0;
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const removed = /max-age=0(;|$)/i.test(header) || !value;
      if (name === 'ss.cartId') this.watchCart(removed ? null : value);
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** The cart cookie may be set once; a new id (or its removal) afterwards replaced the shopper's cart. */
  private watchCart(value: string | null) {
    if (this.firstCartId === null) {
      if (value) this.firstCartId = value;
      return;
    }
    if (value !== this.firstCartId) this.replaced += 1;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get cartGid() {
    const token = this.cookies.get('ss.cartId');
    return token ? `gid://shopify/Cart/${decodeURIComponent(token)}` : null;
  }
}

type Role = 'browser' | 'buyer' | 'member';

interface Shopper {
  index: number;
  role: Role;
  jar: Jar;
  cart: CartModel;
  /** Line ids by variant, from the last cart read. */
  lineIds: Map<string, string>;
}

async function shopRequest(
  shopper: Shopper | null,
  kind: string,
  requestPath: string,
  init: {method?: string; body?: string; headers?: Record<string, string>} = {},
): Promise<{status: number | string; body: string; response: Response | null}> {
  const phase = phaseAt(Date.now() - started);
  const headers: Record<string, string> = {Accept: 'text/html,application/xhtml+xml', 'User-Agent': BROWSER_UA, ...init.headers};
  if (shopper && shopper.jar.cookies.size) headers.Cookie = shopper.jar.header();
  if (init.method === 'POST') headers.Origin = new URL(shopUrl).origin;
  if (phase === 'kv-outage') headers['x-test-kv'] = 'fail';
  const t0 = performance.now();
  inFlight += 1;
  let headersIn: Response | null = null;
  try {
    const response = await fetch(`${shopUrl}${requestPath}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    headersIn = response;
    const body = await response.text();
    shopper?.jar.store(response);
    record(kind, requestPath, response.status, performance.now() - t0, phase, response.headers.get('X-Cache'));
    return {status: response.status, body, response};
  } catch (error) {
    const reason = (error as {cause?: {code?: string}})?.cause?.code ?? (error as Error).name ?? 'error';
    // Headers came and the body was cut (a streamed page that broke off), or nothing came at all.
    const status = headersIn ? `${headersIn.status} body cut (${reason})` : `no answer (${reason})`;
    record(kind, requestPath, status, performance.now() - t0, phase);
    return {status, body: '', response: null};
  } finally {
    inFlight -= 1;
  }
}

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SEARCH_TERMS = ['whitening', 'toothbrush', 'sensitive', 'kids', 'floss', 'mouthwash', 'enamel', 'charcoal', 'sonic', 'travel'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.url}/api/2023-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-public-storefront-token'},
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: T}).data;
}

/** The catalog and content URLs shoppers visit, from the shop's own sitemap, and in-stock variants. */
async function readCatalog() {
  const sitemap = await (await fetch(`${shopUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const products = paths.filter((p) => /^\/products\/[^/]+$/.test(p));
  const articles = paths.filter((p) => p.startsWith('/learn'));
  const others = paths.filter((p) => !products.includes(p) && !articles.includes(p));
  const data = await storefront<{
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

async function signIn(shopper: Shopper) {
  const email = `soak-${started.toString(36)}-${shopper.index}@example.com`;
  const password = 'soak-secret-123';
  await storefront(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: {email, password, firstName: 'Soak', lastName: `Shopper ${shopper.index}`},
  });
  const form = new URLSearchParams({email, password}).toString();
  const {status} = await shopRequest(shopper, 'login', '/account/login', {
    method: 'POST',
    body: form,
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
  });
  if (status !== 302 && status !== 303) throw new Error(`sign-in of ${email} answered ${status}`);
}

const CART_LINES = `query SoakCart($id: ID!) { cart(id: $id) { id lines(first: 100) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } }`;

/** Reads the shopper's cart straight from the platform and checks it against what the shop acknowledged. */
async function checkCart(shopper: Shopper, after: string) {
  const gid = shopper.jar.cartGid;
  if (!gid) {
    if ([...shopper.cart.lines.values()].some((r) => r.min > 0)) {
      lostAdds += 1;
      cartProblems.push(`shopper ${shopper.index}: no cart cookie after ${after}, though adds were acknowledged`);
    }
    return;
  }
  const data = await storefront<{cart: {lines: {nodes: Array<{id: string; quantity: number; merchandise: {id: string}}>}} | null}>(
    CART_LINES,
    {id: gid},
  );
  cartChecks += 1;
  const actual = new Map<string, number>();
  shopper.lineIds.clear();
  for (const line of data.cart?.lines.nodes ?? []) {
    actual.set(line.merchandise.id, (actual.get(line.merchandise.id) ?? 0) + line.quantity);
    shopper.lineIds.set(line.merchandise.id, line.id);
  }
  for (const problem of shopper.cart.check(actual)) {
    if (problem.kind === 'lost') lostAdds += 1;
    else extraQuantities += 1;
    const message = `shopper ${shopper.index} after ${after}: ${problem.kind} ${problem.variantId.split('/').pop()} expected ${problem.expected.min}…${problem.expected.max}, cart has ${problem.actual}`;
    if (cartProblems.length < 50) cartProblems.push(message);
    log(`CART ${message}`);
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

async function cartWrite(shopper: Shopper, variants: readonly string[]) {
  const variantId = pick(variants);
  const range = shopper.cart.range(variantId);
  const lineId = shopper.lineIds.get(variantId);
  const form = {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html'};
  // Adds while the line is small (the shop allows at most 10 per variant), else a quantity change down.
  if (range.max < 5 || !lineId) {
    const before = shopper.jar.cookies.get('ss.cartId');
    const phase = phaseAt(Date.now() - started);
    const {status, response, body} = await shopRequest(shopper, 'cart add', '/cart', {
      method: 'POST',
      body: cartForm('LinesAdd', {lines: [{merchandiseId: variantId, quantity: 1}]}),
      headers: form,
    });
    const outcome = outcomeOf(status);
    shopper.cart.add(variantId, 1, outcome);
    if (outcome === 'acknowledged') acknowledgedAdds += 1;
    if (outcome === 'acknowledged' && !shopper.jar.cookies.get('ss.cartId')) {
      // An add the shop acknowledged without giving the shopper a cart: what the answer said.
      const detail = `shopper ${shopper.index} add ${status} in ${phase} without a cart cookie (before: ${before ?? 'none'}); Set-Cookie: ${JSON.stringify(response?.headers.getSetCookie().map((c) => c.split(';')[0]))}; body mentions a cart id: ${/gid:\/\/shopify\/Cart\//.test(body)}`;
      log(`CART ${detail}`);
      if (cartProblems.length < 50) cartProblems.push(detail);
    }
    if (outcome !== 'refused') await checkCart(shopper, `add (${status})`);
  } else {
    const quantity = 1 + Math.floor(Math.random() * 3);
    const {status} = await shopRequest(shopper, 'cart quantity', '/cart', {
      method: 'POST',
      body: cartForm('LinesUpdate', {lines: [{id: lineId, quantity}]}),
      headers: form,
    });
    shopper.cart.set(variantId, quantity, outcomeOf(status));
    if (outcomeOf(status) !== 'refused') await checkCart(shopper, `quantity change (${status})`);
  }
}

let missCounter = 0;
async function browse(shopper: Shopper, catalog: Awaited<ReturnType<typeof readCatalog>>) {
  const roll = Math.random();
  if (roll < 0.3) {
    // A product page: most often the plain URL (a page-cache hit for a cookie-free visitor), sometimes a
    // campaign link whose query string makes the URL new (a miss).
    const product = pick(catalog.products);
    const miss = Math.random() < 0.3;
    return shopRequest(shopper, miss ? 'product (new query)' : 'product', miss ? `${product}?utm_campaign=soak-${++missCounter}` : product);
  }
  if (roll < 0.42) return shopRequest(shopper, 'category', pick(['/products', ...catalog.others.filter((p) => p.startsWith('/products'))]));
  if (roll < 0.54) {
    const term = pick(SEARCH_TERMS);
    return shopRequest(shopper, 'search', `/search?q=${encodeURIComponent(Math.random() < 0.3 ? `${term} ${++missCounter}` : term)}`);
  }
  if (roll < 0.64) return shopRequest(shopper, 'article', catalog.articles.length ? pick(catalog.articles) : '/learn');
  if (roll < 0.72) return shopRequest(shopper, 'home', '/');
  if (roll < 0.78) return shopRequest(shopper, 'content page', pick(catalog.others));
  if (roll < 0.84) {
    return shopRequest(shopper, 'predictive search', '/api/search/predictive', {
      method: 'POST',
      body: JSON.stringify({query: pick(SEARCH_TERMS).slice(0, 4)}),
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    });
  }
  if (shopper.role === 'member' && roll < 0.9) return shopRequest(shopper, 'account', '/account');
  return shopRequest(shopper, 'product', pick(catalog.products));
}

async function runShopper(shopper: Shopper, catalog: Awaited<ReturnType<typeof readCatalog>>, until: number) {
  let visits = 0;
  // Each shopper's share of the aimed rate: one visit per interval on average, think time being what the visit left.
  const interval = (shopperCount / rate) * 1000;
  while (Date.now() < until) {
    visits += 1;
    const visitStarted = Date.now();
    await trafficGate;
    const roll = Math.random();
    if (shopper.role !== 'browser' && roll < 0.16) await cartWrite(shopper, catalog.variants);
    else if (shopper.role !== 'browser' && roll < 0.24) await shopRequest(shopper, 'cart page', '/cart');
    else await browse(shopper, catalog);
    // A browser is a stream of cookie-free visitors: a new one now and then (new experiment draw).
    if (shopper.role === 'browser' && visits % 20 === 0) shopper.jar.cookies.clear();
    await sleep(Math.max(0, interval * (0.5 + Math.random()) - (Date.now() - visitStarted)));
  }
}

// ---------------------------------------------------------------- webhooks, MCP
const WEBHOOK_PATH = '/api/content/webhook';
async function sendWebhook(topic: string) {
  const body = JSON.stringify({sys: {id: 'hero-home', type: 'Entry'}});
  const headers = {'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-topic': topic};
  const signature = signWebhookRequest(TEST_SECRETS.CONTENT_WEBHOOK_SECRET, {method: 'POST', path: WEBHOOK_PATH, headers, body});
  const {status} = await shopRequest(null, 'content webhook', WEBHOOK_PATH, {method: 'POST', body, headers: {...headers, ...signature}});
  if (status === 401) throw new Error('The content webhook refused the signature: the shop and the soak disagree on the secret');
}

const MCP_PATH = '/api/ucp/mcp';
const mcpCall = () =>
  shopRequest(null, 'mcp tools/list', MCP_PATH, {
    method: 'POST',
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}),
    headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
  });

async function every(ms: number, until: number, task: () => Promise<unknown>) {
  while (Date.now() + ms < until) {
    await sleep(ms);
    await task();
  }
}

// ---------------------------------------------------------------- heap
/** workerd's resident memory (the whole process): the child of this process named workerd. */
function workerdRssMB(): number | undefined {
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [, comm, , ppid] = /^\d+ \((.*)\) (\S) (\d+)/.exec(stat) ?? [];
      if (comm === 'workerd' && Number(ppid) === process.pid) {
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return rss ? Number(rss[1]) / 1024 : undefined;
      }
    }
  } catch {
    // Not Linux: no resident-memory figure.
  }
  return undefined;
}

async function openInspector(): Promise<Inspector> {
  const targets = await listTargets(ports.inspector);
  const target = targets.find((t) => `${t.id} ${t.title}`.includes('oral-care-shop'));
  if (!target) throw new Error(`No inspector target for the shop's worker among: ${targets.map((t) => t.title || t.id).join(', ')}`);
  return connectInspector(target.webSocketDebuggerUrl);
}

/**
 * workerd runs the inspector's collection as a task of the isolate, and an idle isolate runs no
 * task: while waiting, a small request now and then (not counted) keeps it turning.
 */
async function whileWaking<T>(work: Promise<T>): Promise<T> {
  const poke = setInterval(
    () =>
      void fetch(`${shopUrl}/robots.txt`).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      ),
    250,
  );
  try {
    return await work;
  } finally {
    clearInterval(poke);
  }
}

async function sampleHeap(inspector: Inspector) {
  const usage = await whileWaking(inspector.heapAfterGc());
  const sample: HeapSample = {
    minute: Number(elapsedMinutes().toFixed(1)),
    usedMB: Number((usage.usedSize / 2 ** 20).toFixed(2)),
    totalMB: Number((usage.totalSize / 2 ** 20).toFixed(2)),
    requests,
    ...(usage.backingStorageSize === undefined ? {} : {backingMB: Number((usage.backingStorageSize / 2 ** 20).toFixed(2))}),
    rssMB: workerdRssMB(),
  };
  heapSamples.push(sample);
  log(
    `heap: used ${sample.usedMB.toFixed(1).padStart(5)} MB  total ${sample.totalMB.toFixed(1).padStart(5)} MB  requests ${String(requests).padStart(6)}` +
      (sample.backingMB === undefined ? '' : `  backing stores ${sample.backingMB.toFixed(1)} MB`) +
      (sample.rssMB ? `  (workerd RSS ${sample.rssMB.toFixed(0)} MB)` : ''),
  );
}

// ---------------------------------------------------------------- run
let exitCode = 1;
try {
  await fetch(`${shopUrl}/`).then((r) => r.arrayBuffer());
  const catalog = await readCatalog();
  if (!catalog.products.length || !catalog.variants.length) throw new Error('The sitemap lists no product, or no variant is in stock');
  // Not served: 404, or 405 from the catch-all page route (it has no action).
  const mcp = (await mcpCall()).status;
  const mcpOn = mcp !== 404 && mcp !== 405;
  log(`/api/ucp/mcp answered ${mcp}: ${mcpOn ? 'tools/list every 10 s' : 'skipped'}`);

  const roles: Role[] = ['browser', 'buyer', 'member'];
  const shoppers: Shopper[] = Array.from({length: shopperCount}, (_, index) => ({
    index,
    role: roles[index % roles.length]!,
    jar: new Jar(),
    cart: new CartModel(),
    lineIds: new Map(),
  }));
  for (const shopper of shoppers) if (shopper.role === 'member') await signIn(shopper);

  let inspector = await openInspector();
  /** One inspector call; a dropped session is opened again for the next one (a sample missed is logged). */
  const inspect = async (what: string, call: (session: Inspector) => Promise<void>) => {
    try {
      await call(inspector);
    } catch (error) {
      inspectorFailures += 1;
      log(`inspector: ${what} failed (${error instanceof Error ? error.message : String(error)}); reconnecting`);
      inspector.close();
      inspector = await openInspector();
    }
  };
  /**
   * Holds the shoppers at their next visit and waits for the requests in flight: every sample
   * then measures what the isolate keeps between requests, not how many happened to be running,
   * and a snapshot is not taken under full load (that can drop the inspector session).
   */
  const held = async (work: () => Promise<void>) => {
    let resume = () => {};
    trafficGate = new Promise((resolve) => (resume = resolve));
    try {
      while (inFlight > 0) await sleep(50);
      await work();
    } finally {
      resume();
    }
  };
  const sample = () => inspect('heap sample', (session) => held(() => sampleHeap(session)));
  const snapshots: {early?: string; late?: string} = {};
  const takeSnapshot = (name: 'early' | 'late') =>
    inspect(`heap snapshot ${name}`, (session) =>
      held(async () => {
        const file = path.join(outDir, `${name}.heapsnapshot`);
        const t0 = Date.now();
        await whileWaking(session.snapshot(file));
        snapshots[name] = file;
        log(`heap snapshot ${name}: ${path.relative(root, file)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      }),
    );

  started = Date.now();
  const runStart = started;
  const until = runStart + minutes * 60_000;
  log(
    `${shopperCount} shoppers (${shoppers.map((s) => s.role).join(', ')}) for ${minutes} min against ${shopUrl}; ` +
      `faults each minute: ${FAULT_WINDOWS.map((w) => `${w.phase} ${w.from}–${w.to} s`).join(', ')}`,
  );
  // Faults: the proxy's rules follow the schedule; the KV outage rides on each request (shopRequest).
  let lastPhase: FaultPhase = 'calm';
  const faultTimer = setInterval(() => {
    const elapsed = Date.now() - started;
    const phase = phaseAt(elapsed);
    if (phase !== lastPhase) {
      proxy.set(...proxyRules(phase, Math.floor(elapsed / 60_000)));
      lastPhase = phase;
    }
    // The proxy records every call; the soak does not need them, and they would only grow.
    proxy.calls.length = 0;
  }, 250);
  let snapshotEarlyTaken = flag('no-snapshots');
  const heapLoop = (async () => {
    await sample();
    while (Date.now() + HEAP_EVERY_MS < until) {
      await sleep(HEAP_EVERY_MS);
      await sample();
      if (!snapshotEarlyTaken && elapsedMinutes() >= 2) {
        snapshotEarlyTaken = true;
        await takeSnapshot('early');
      }
    }
  })();
  await Promise.all([
    ...shoppers.map((shopper) => runShopper(shopper, catalog, until)),
    every(15_000, until, async () =>
      sendWebhook(
        Math.round((Date.now() - runStart) / 15_000) % 3 === 0 ? 'ContentManagement.Entry.publish' : 'ContentManagement.Entry.save',
      ),
    ),
    mcpOn ? every(10_000, until, mcpCall) : Promise.resolve(),
    heapLoop,
  ]);
  clearInterval(faultTimer);
  proxy.clear();
  // The end: every cart read once more, the heap once more after the traffic stops, the late snapshot.
  for (const shopper of shoppers) if (shopper.role !== 'browser') await checkCart(shopper, 'the run');
  cartsReplaced = shoppers.reduce((sum, s) => sum + s.jar.replaced, 0);
  await sample();
  if (!flag('no-snapshots')) await takeSnapshot('late');
  inspector.close();

  let retained: ReturnType<typeof compareSummaries> = [];
  if (snapshots.early && snapshots.late) {
    retained = compareSummaries(readSnapshotSummary(snapshots.early), readSnapshotSummary(snapshots.late));
  }

  // ---------------------------------------------------------------- report
  const heap = heapVerdict(heapSamples);
  const non503 = serverErrors.length;
  const fiveOhThree = statuses['503'] ?? 0;
  const problems = [
    ...(non503 ? [`${non503} answers were a 5xx other than 503, or no answer at all`] : []),
    ...(lostAdds ? [`${lostAdds} acknowledged adds were not in the cart`] : []),
    ...(extraQuantities ? [`${extraQuantities} lines held more than the shop acknowledged`] : []),
    ...(cartsReplaced ? [`${cartsReplaced} cart ids were replaced`] : []),
    ...heap.problems,
  ];
  const runMinutes = (Date.now() - runStart) / 60_000;
  const figures = {
    date: new Date().toISOString(),
    minutes,
    shoppers: shopperCount,
    aimedRate: rate,
    requests,
    requestsPerSecond: Number((requests / (runMinutes * 60)).toFixed(1)),
    requestsPerMinute: perMinute,
    statuses,
    fiveOhThree,
    otherServerErrors: non503,
    serverErrors: serverErrors.slice(0, 50),
    statusesByFaultPhase: phaseStatuses,
    pageCache,
    kinds: Object.fromEntries(
      [...kinds].map(([kind, k]) => [kind, {requests: k.requests, averageMs: Math.round(k.totalMs / k.requests), statuses: k.statuses}]),
    ),
    cart: {acknowledgedAdds, lostAdds, extraQuantities, cartsReplaced, checks: cartChecks, problems: cartProblems},
    mcp: mcpOn ? 'on' : `not served (${mcp})`,
    inspectorFailures,
    faults: FAULT_WINDOWS,
    heap: {
      budgetMB: HEAP_BUDGET_MB,
      samples: heapSamples,
      baseline: heap.baseline,
      last: heap.last,
      growthPercent: Number((heap.growth * 100).toFixed(1)),
    },
    snapshots: {
      files: snapshots,
      grewMost: retained.map((g) => ({
        group: g.group,
        count: `${g.early.count} → ${g.late.count}`,
        selfKB: `${(g.early.selfBytes / 1024).toFixed(0)} → ${(g.late.selfBytes / 1024).toFixed(0)}`,
        deltaKB: Number((g.bytesDelta / 1024).toFixed(1)),
      })),
    },
    problems,
  };
  writeFileSync(path.join(outDir, 'last-run.json'), `${JSON.stringify(figures, null, 2)}\n`);

  console.log('\n=== soak summary ===');
  console.log(`requests ${requests} (${figures.requestsPerSecond}/s) · statuses ${JSON.stringify(statuses)}`);
  console.log(`503 ${fiveOhThree} · other 5xx or no answer ${non503} · page cache ${JSON.stringify(pageCache)}`);
  console.log(
    `adds acknowledged ${acknowledgedAdds} · lost ${lostAdds} · over-applied ${extraQuantities} · carts replaced ${cartsReplaced} · cart checks ${cartChecks}`,
  );
  if (heap.baseline && heap.last) {
    const first = heap.baseline;
    const last = heap.last;
    console.log(`heap after GC        minute ${String(first.minute).padStart(5)}   minute ${String(last.minute).padStart(5)}`);
    console.log(
      `  used MB            ${first.usedMB.toFixed(1).padStart(12)}   ${last.usedMB.toFixed(1).padStart(12)}   (${figures.heap.growthPercent >= 0 ? '+' : ''}${figures.heap.growthPercent} %)`,
    );
    console.log(`  total MB           ${first.totalMB.toFixed(1).padStart(12)}   ${last.totalMB.toFixed(1).padStart(12)}`);
    console.log(`  requests           ${String(first.requests).padStart(12)}   ${String(last.requests).padStart(12)}`);
    if (first.rssMB && last.rssMB)
      console.log(`  workerd RSS MB     ${first.rssMB.toFixed(0).padStart(12)}   ${last.rssMB.toFixed(0).padStart(12)}`);
  }
  if (retained.length) {
    console.log('grew most between the snapshots (self size):');
    for (const g of retained.slice(0, 10)) {
      console.log(`  ${g.group.slice(0, 48).padEnd(48)} count ${g.early.count} → ${g.late.count}  ${(g.bytesDelta / 1024).toFixed(0)} KB`);
    }
  }
  console.log(problems.length ? `Soak FAILED:\n  - ${problems.join('\n  - ')}` : 'Soak passed.');
  console.log(`Figures: ${path.relative(root, path.join(outDir, 'last-run.json'))}`);
  exitCode = problems.length ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await shutdown();
}
process.exit(exitCode);
