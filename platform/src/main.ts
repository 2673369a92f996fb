import {rmSync} from 'node:fs';
import path from 'node:path';
import {createPlatformServer} from './server.js';
import {openDatabase} from './store/db.js';
import {seedDatabase} from './store/seed.js';
import {AGENT_SCOPES, AgentClients, scopeList} from './ucp/agent-auth.js';
import {rateLimitsFrom} from './ucp/rate-limit.js';
import {allowedHostsFrom} from './ucp/signed-agents.js';

const env = process.env;
const dataDir = path.resolve(env.PLATFORM_DATA_DIR ?? '.data/platform');
const port = Number(env.PLATFORM_PORT ?? 3100);
const storefrontUrl = env.STOREFRONT_URL ?? 'http://localhost:3000';
// Contentful's signed publish webhook, to the shop's endpoint: only with the shop's signing secret.
const webhookSecret = env.CONTENT_WEBHOOK_SECRET;
const contentWebhook = webhookSecret
  ? {url: env.CONTENT_WEBHOOK_URL ?? `${storefrontUrl.replace(/\/$/, '')}/api/content/webhook`, secret: webhookSecret}
  : null;

if (process.argv.includes('--reset')) {
  // The content edits made through the management API go too: a reset is the export as built.
  for (const name of ['platform.db', 'platform.db-wal', 'platform.db-shm', 'image-cache', 'content-management']) {
    rmSync(path.join(dataDir, name), {recursive: true, force: true});
  }
  const db = openDatabase(dataDir);
  seedDatabase(db);
  db.close();
  console.log(`[platform] reset and reseeded ${dataDir}`);
  process.exit(0);
}

const registering = process.argv.indexOf('--register-agent');
if (registering >= 0) {
  // `npm run platform:agent-client -- NAME [SCOPES]`: a new agent client, its secret shown once.
  const [name, scopes] = process.argv.slice(registering + 1);
  if (!name) {
    console.error(`Usage: npm run platform:agent-client -- NAME ["${AGENT_SCOPES.join(' ')}"]`);
    process.exit(1);
  }
  const db = openDatabase(dataDir);
  try {
    const client = new AgentClients(db).register(name, scopes === undefined ? AGENT_SCOPES : scopeList(scopes));
    console.log(JSON.stringify({client_id: client.clientId, client_secret: client.clientSecret}));
  } catch (error) {
    console.error(`[platform] ${(error as Error).message}`);
    process.exit(1);
  } finally {
    db.close();
  }
  process.exit(0);
}

const demoClientId = env.PLATFORM_UCP_DEMO_CLIENT_ID;
const demoClientSecret = env.PLATFORM_UCP_DEMO_CLIENT_SECRET;

const server = createPlatformServer({
  dataDir,
  port,
  host: env.PLATFORM_HOST,
  storefrontUrl,
  contentWebhook,
  publicToken: env.STOREFRONT_PUBLIC_TOKEN,
  privateToken: env.STOREFRONT_PRIVATE_TOKEN,
  publicOrigin: env.PLATFORM_PUBLIC_URL,
  contentDir: env.PLATFORM_CONTENT_DIR,
  customerAccountClientId: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID || undefined,
  agentRateLimits: rateLimitsFrom(env),
  signedAgentRateLimits: rateLimitsFrom(env, 'signed'),
  tokenAgentRateLimits: rateLimitsFrom(env, 'token'),
  demoAgentClient: demoClientId && demoClientSecret ? {clientId: demoClientId, clientSecret: demoClientSecret} : undefined,
  agentHostsAllowed: allowedHostsFrom(env.PLATFORM_UCP_AGENT_HOSTS_ALLOWED),
  customerAccountLifetimes: env.PLATFORM_ACCESS_TOKEN_SECONDS ? {accessTokenSeconds: Number(env.PLATFORM_ACCESS_TOKEN_SECONDS)} : undefined,
});

server
  .listen()
  .then((url) => console.log(`[platform] listening on ${url} (data: ${dataDir})`))
  .catch((error: unknown) => {
    console.error('[platform] failed to start', error);
    process.exit(1);
  });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[platform] ${signal} received, shutting down`);
    server.close().then(() => process.exit(0));
  });
}
process.on('unhandledRejection', (error) => console.error('[platform] unhandled rejection', error));
