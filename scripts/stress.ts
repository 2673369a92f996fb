/**
 * `npm run test:stress`: a bounded load run on loopback. Starts a fresh local
 * platform and the production build on workerd, then sends a mix of catalog,
 * search and cart requests (default 50 connections for 30 s, one cart per connection) with
 * autocannon, after one warm-up pass over the mix. Passes when every request answered 2xx/3xx in time; prints and
 * stores the figures (`.cache/stress/last-run.json`).
 *
 * Needs `npm run build` first. Knobs: STRESS_CONNECTIONS, STRESS_DURATION
 * (seconds), TEST_PORT_BASE (ports BASE+4, BASE+5, BASE+14).
 */
import {existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {startPlatform} from './lib/platform-process';
import {startShopServer} from './lib/shop-server';

const root = process.cwd();
const base = Number(process.env.TEST_PORT_BASE ?? 3280);
const ports = {shop: base + 4, assets: base + 5, platform: base + 14};
const connections = Number(process.env.STRESS_CONNECTIONS ?? 50);
const duration = Number(process.env.STRESS_DURATION ?? 30);

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `oral-care-stress-${prefix}-`));
const platform = await startPlatform({
  root,
  port: ports.platform,
  dataDir: temp('platform'),
  storefrontUrl: `http://localhost:${ports.shop}`,
  quiet: true,
});
const shop = await startShopServer({
  root,
  port: ports.shop,
  assetsPort: ports.assets,
  stateDir: temp('shop'),
  env: {PUBLIC_STORE_DOMAIN: platform.url, CONTENT_API_HOST: platform.url, MAINTENANCE_MODE: 'false'},
});

let exitCode = 1;
try {
  // The worker answers before anything else runs.
  await fetch(`${shop.url}/`).then((r) => r.arrayBuffer());
  // One cart per connection (each connection is one shopper), made on the platform beforehand.
  const variantId = await firstVariant(platform.url, 'total-whitening-toothpaste');
  const carts = await createCarts(platform.url, variantId, connections);
  let nextCart = 0;
  type Context = {cart?: ShopperCart};
  const cartOf = (context: Context) => (context.cart ??= carts[nextCart++ % carts.length]!);
  const form = (action: string, inputs: unknown) => new URLSearchParams({cartFormInput: JSON.stringify({action, inputs})}).toString();

  const requests: autocannon.Request[] = [
    {method: 'GET', path: '/'},
    {method: 'GET', path: '/products/whitening-toothpaste'},
    {method: 'GET', path: '/products/total-whitening-toothpaste'},
    {method: 'GET', path: '/products/pro-clinical-sonic-toothbrush'},
    {method: 'GET', path: '/search?q=whitening'},
    {method: 'POST', path: '/api/search/predictive', headers: {'Content-Type': 'application/json'}, body: JSON.stringify({query: 'tooth'})},
    {
      method: 'GET',
      path: '/cart',
      setupRequest: (request, context) => ({...request, headers: {...request.headers, Cookie: cartOf(context as Context).cookie}}),
    },
    {
      // A cart write that leaves the cart as it was: the line's quantity set to 2.
      method: 'POST',
      path: '/cart',
      setupRequest: (request, context) => {
        const cart = cartOf(context as Context);
        return {
          ...request,
          headers: {...request.headers, Cookie: cart.cookie, 'Content-Type': 'application/x-www-form-urlencoded'},
          body: form('LinesUpdate', {lines: [{id: cart.lineId, quantity: 2}]}),
        };
      },
    },
  ];
  // A running shop has warm caches: one pass over the mix first, so the run measures steady
  // state rather than every connection stampeding an empty sub-request cache at once.
  const warmContext: Context = {};
  for (const template of requests) {
    const request =
      template.setupRequest && typeof template.setupRequest === 'function' ? template.setupRequest(template, warmContext) : template;
    await fetch(`${shop.url}${request.path}`, {
      method: request.method,
      headers: request.headers as Record<string, string> | undefined,
      body: request.body as string | undefined,
      redirect: 'manual',
    }).then((r) => r.arrayBuffer());
  }
  console.log(`Load run: ${connections} connections for ${duration} s against ${shop.url}, ${carts.length} carts`);
  // Socket-level failures by kind (timeout, reset…), for the report.
  const errorKinds: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {url: shop.url.replace('localhost', '127.0.0.1'), connections, duration, timeout: 30, requests},
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('reqError', (error: {code?: string; message?: string}) => {
      const kind = error?.code ?? error?.message ?? 'unknown';
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const figures = {
    date: new Date().toISOString(),
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    errorRate: result.requests.total ? errors / result.requests.total : 0,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: result.latency.average,
    },
    errorKinds,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
  };
  mkdirSync(path.join(root, '.cache/stress'), {recursive: true});
  writeFileSync(path.join(root, '.cache/stress/last-run.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(JSON.stringify(figures, null, 2));
  exitCode = errors === 0 && figures.requests > 0 ? 0 : 1;
  console.log(exitCode === 0 ? 'Load run passed: error rate 0.' : `Load run FAILED: ${errors} errors of ${figures.requests} requests.`);
} finally {
  await shop.close();
  await platform.stop();
}
process.exit(exitCode);

async function storefront<T>(platformUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platformUrl}/api/2023-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-public-storefront-token'},
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: T}).data;
}

async function firstVariant(platformUrl: string, handle: string): Promise<string> {
  const data = await storefront<{product: {variants: {nodes: Array<{id: string}>}}}>(
    platformUrl,
    'query($h: String!) { product(handle: $h) { variants(first: 1) { nodes { id } } } }',
    {h: handle},
  );
  return data.product.variants.nodes[0].id;
}

interface ShopperCart {
  cookie: string;
  lineId: string;
}

/** `count` carts with one line each, as the `ss.cartId` cookie the shop reads. */
async function createCarts(platformUrl: string, variantId: string, count: number): Promise<ShopperCart[]> {
  const carts: ShopperCart[] = [];
  while (carts.length < count) {
    const batch = await Promise.all(
      Array.from({length: Math.min(20, count - carts.length)}, () =>
        storefront<{cartCreate: {cart: {id: string; lines: {nodes: Array<{id: string}>}}}}>(
          platformUrl,
          'mutation($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { id lines(first: 1) { nodes { id } } } } }',
          {lines: [{merchandiseId: variantId, quantity: 2}]},
        ),
      ),
    );
    for (const data of batch) {
      const cart = data.cartCreate.cart;
      carts.push({cookie: `ss.cartId=${cart.id.split('/').pop()}`, lineId: cart.lines.nodes[0].id});
    }
  }
  return carts;
}
