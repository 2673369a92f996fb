import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createAdminRoutes} from './admin.js';
import {createCheckoutRoutes} from './checkout/routes.js';
import {createCustomerPrivacyRoutes} from './customer-privacy.js';
import {createCustomerTagRoutes} from './customer-tags.js';
import {createCustomerAccountApi} from './customer-accounts/api.js';
import {signingKey} from './customer-accounts/jwt.js';
import {createOAuthRoutes, LOCAL_CLIENT_ID} from './customer-accounts/oauth.js';
import {CustomerAccountStore, DEFAULT_LIFETIMES, type Lifetimes} from './customer-accounts/store.js';
import {createSubscriptionRoutes} from './subscriptions/routes.js';
import {createContentHandler} from './content/handler.js';
import type {WebhookTarget} from './content/webhooks.js';
import type {PlatformContext} from './context.js';
import {sendHtml, sendJson} from './http.js';
import {createImageHandler, IMAGE_PATH} from './images/serve.js';
import {createOutboxRoutes} from './outbox/routes.js';
import {Outbox} from './outbox/store.js';
import {indexPage} from './index-page.js';
import {createSupportRoutes} from './support/routes.js';
import {type RateLimits} from './ucp/rate-limit.js';
import {createUcpRoutes} from './ucp/routes.js';
import {AGENT_SCOPES, AgentClients, agentTokenKey, DEMO_AGENT_CLIENT} from './ucp/agent-auth.js';
import {createOAuthRoutes as createAgentOAuthRoutes} from './ucp/oauth.js';
import {Catalog} from './store/catalog.js';
import {Carts} from './store/carts.js';
import {Customers} from './store/customers.js';
import {openDatabase} from './store/db.js';
import {Orders} from './store/orders.js';
import {seedDatabase} from './store/seed.js';
import {API_PATH, createStorefrontHandler} from './storefront/handler.js';

export const PLATFORM_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PlatformOptions {
  dataDir: string;
  port?: number;
  host?: string;
  storefrontUrl?: string;
  publicToken?: string;
  privateToken?: string;
  /** Absolute origin to put in URLs; defaults to http://localhost:<port>. */
  publicOrigin?: string;
  contentDir?: string;
  artDir?: string;
  /** The shop's content webhook (publish, unpublish, delete through the management API); null: none. */
  contentWebhook?: WebhookTarget | null;
  /** The Customer Account API's one client (the shop's PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID). */
  customerAccountClientId?: string;
  /** Shorter code and token lifetimes, for tests of expiry and refresh. */
  customerAccountLifetimes?: Partial<Lifetimes>;
  /** Anonymous agents' limits per address and tool family (the platform's defaults, settings in main.ts). */
  agentRateLimits?: RateLimits;
  /** Signed agents' limits, per key. */
  signedAgentRateLimits?: RateLimits;
  /** Limits of agents with a token, per OAuth client. */
  tokenAgentRateLimits?: RateLimits;
  /** The demo agent client's id and secret (`PLATFORM_UCP_DEMO_CLIENT_ID`/`_SECRET`); local-only defaults otherwise. */
  demoAgentClient?: {clientId: string; clientSecret: string};
  /** Hosts a signed agent's key directory may be fetched from although not public (loopback for local agents and tests). */
  agentHostsAllowed?: ReadonlySet<string>;
  /** Wall-clock time one Storefront API query may spend executing (default `TIME_BUDGET_MS`). */
  queryTimeBudgetMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface PlatformServer {
  listen(): Promise<string>;
  close(): Promise<void>;
  readonly url: string;
  readonly context: PlatformContext;
}

export function createPlatformServer(options: PlatformOptions): PlatformServer {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[platform] ${message}`, error ?? ''));
  const db = openDatabase(options.dataDir);
  seedDatabase(db);
  const ctx: PlatformContext = {
    db,
    catalog: new Catalog(db),
    carts: new Carts(db),
    customers: new Customers(db),
    orders: new Orders(db),
    outbox: new Outbox(db),
    origin: options.publicOrigin ?? `http://localhost:${options.port ?? 3100}`,
    storefrontUrl: (options.storefrontUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    publicToken: options.publicToken ?? 'local-public-storefront-token',
    privateToken: options.privateToken ?? 'local-private-storefront-token',
    dataDir: options.dataDir,
    artDir: path.resolve(options.artDir ?? path.join(PLATFORM_ROOT, 'art')),
    contentDir: path.resolve(options.contentDir ?? path.join(PLATFORM_ROOT, '..', 'content')),
  };
  const storefront = createStorefrontHandler(ctx, (e) => log('GraphQL resolver failed', e), {timeBudgetMs: options.queryTimeBudgetMs});
  const images = createImageHandler({artDir: ctx.artDir, cacheDir: path.join(options.dataDir, 'image-cache'), log: (e) => log('image', e)});
  const content = createContentHandler({
    contentDir: ctx.contentDir,
    dataDir: options.dataDir,
    publicOrigin: ctx.origin,
    webhook: options.contentWebhook ?? null,
  });
  const ucp = createUcpRoutes(ctx, log, {
    limits: options.agentRateLimits,
    signedLimits: options.signedAgentRateLimits,
    tokenLimits: options.tokenAgentRateLimits,
    allowedHosts: options.agentHostsAllowed,
  });
  const agentClients = new AgentClients(db);
  // Every platform has the demo agent, granted every scope, so the token tier can be tried at once.
  agentClients.register(DEMO_AGENT_CLIENT.name, AGENT_SCOPES, options.demoAgentClient ?? DEMO_AGENT_CLIENT);
  const agentOAuth = createAgentOAuthRoutes(ctx, agentClients, agentTokenKey(db));
  const accountStore = new CustomerAccountStore(db, {...DEFAULT_LIFETIMES, ...options.customerAccountLifetimes});
  const routes = [
    createOAuthRoutes(ctx, {store: accountStore, key: signingKey(db), clientId: options.customerAccountClientId ?? LOCAL_CLIENT_ID}),
    createCustomerAccountApi(ctx, accountStore, (e) => log('Customer Account API resolver failed', e)),
    createCheckoutRoutes(ctx),
    createOutboxRoutes(ctx),
    createAdminRoutes(ctx),
    createSubscriptionRoutes(ctx),
    createCustomerTagRoutes(ctx),
    createCustomerPrivacyRoutes(ctx),
    createSupportRoutes(ctx),
  ];

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', ctx.origin);
    const p = url.pathname;
    // UCP's paths (/.well-known/ucp, /api/ucp/mcp) and the agents' OAuth ones come first: some sit under /api/.
    if (await ucp(req, res, url)) return;
    if (await agentOAuth(req, res, url)) return;
    if (p.startsWith('/api/')) {
      if (API_PATH.test(p)) return storefront(req, res, url);
      return sendJson(res, 404, {errors: [{message: 'Not Found'}]}, {'Access-Control-Allow-Origin': '*'});
    }
    if ((p.startsWith('/spaces/') || p.startsWith('/ctf-images/')) && (await content(req, res, url))) return;
    if (IMAGE_PATH.test(p) && (req.method === 'GET' || req.method === 'HEAD')) return images(req, res, url);
    if (p === '/health') return sendJson(res, 200, {ok: true});
    if (p === '/' && req.method === 'GET') return sendHtml(res, 200, indexPage(ctx));
    for (const handle of routes) if (await handle(req, res, url)) return;
    const accept = String(req.headers.accept ?? '');
    if (accept.includes('text/html'))
      return sendHtml(res, 404, '<!doctype html><title>Not found</title><h1>Not found</h1><p><a href="/">Platform home</a></p>');
    sendJson(res, 404, {errors: [{message: 'Not Found'}]});
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      log(`${req.method} ${req.url} failed`, error);
      if (!res.headersSent) sendJson(res, 500, {errors: [{message: 'Internal error'}]});
      else res.end();
    });
  });
  server.keepAliveTimeout = 5000;

  let listening = false;
  return {
    context: ctx,
    get url() {
      return ctx.origin;
    },
    listen() {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 3100, options.host, () => {
          listening = true;
          const port = (server.address() as AddressInfo).port;
          if (!options.publicOrigin) ctx.origin = `http://localhost:${port}`;
          resolve(ctx.origin);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        const finish = () => {
          content.close();
          if (db.open) db.close();
          resolve();
        };
        if (!listening) return finish();
        server.close(() => finish());
        server.closeAllConnections();
      });
    },
  };
}
