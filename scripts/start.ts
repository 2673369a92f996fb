/**
 * `npm start`: builds the production bundle, starts the local platform on
 * :3100 (seeded on first start) and serves the shop on :3000 on workerd
 * (`PORT`, `PLATFORM_PORT`, `ASSETS_PORT` move them; scripts/lib/env.ts).
 * Set the real store's and space's env variables to use Shopify and
 * Contentful instead; the local platform then still runs but is unused.
 */
import path from 'node:path';
import {parseCustomerAccounts} from '../app/features/account/customer-accounts-setting';
import {buildShop} from './lib/build';
import {DEV_VARS_FILE, ensureDevVars, loadStorefrontEnv, missingDevVars, unknownShellSettings} from './lib/env';
import {startPlatform} from './lib/platform-process';
import {startShopServer} from './lib/shop-server';

const root = process.cwd();
// A fresh clone's local values: .env.example -> .dev.vars (git-ignored), before the build reads them.
ensureDevVars(root);
const missing = missingDevVars(root);
if (missing.length) {
  console.warn(`${DEV_VARS_FILE} lacks ${missing.join(', ')} from .env.example: copy them over to turn those settings on.`);
}
// A shell variable that looks meant for the shop but names no setting (a typo, an old name) is said once.
for (const warning of unknownShellSettings(process.env, root)) console.warn(warning);
const SHOP_PORT = Number(process.env.PORT ?? 3000);
const PLATFORM_PORT = Number(process.env.PLATFORM_PORT ?? 3100);

if (!process.argv.includes('--no-build')) {
  const build = buildShop(root);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const platform = await startPlatform({
  root,
  port: PLATFORM_PORT,
  dataDir: process.env.PLATFORM_DATA_DIR ?? path.join(root, '.data/platform'),
  storefrontUrl: `http://localhost:${SHOP_PORT}`,
});
const shop = await startShopServer({
  root,
  port: SHOP_PORT,
  assetsPort: Number(process.env.ASSETS_PORT ?? 3101),
  stateDir: path.join(root, '.data/shop'),
  // The shop itself writes one JSON line per request (docs/operations.md, "Logs").
  logRequests: false,
});

// The worker checks its settings on its first request and logs any missing or malformed one by
// name (docs/operations.md, "Settings"): one request now makes that the start-up, not the first visitor's.
await fetch(`${shop.url}/healthz`).catch(() => null);

console.log(`\n  Shop:      ${shop.url}\n  Platform:  ${platform.url}  (outbox: ${platform.url}/outbox)`);
// Which customer accounts the shop signs in with. Why a wrong or incomplete combination left them
// legacy is the worker's one `[config] customer accounts:` line, logged at the request above.
const accounts = parseCustomerAccounts(loadStorefrontEnv(root));
const accountsWhere = accounts.mode === 'legacy' ? '' : ` (${accounts.providerBase}, shop ${accounts.shopId})`;
const accountsWhy = accounts.problems.length ? ' (see the [config] customer accounts line above)' : '';
console.log(`  Accounts:  ${accounts.mode}${accountsWhere}${accountsWhy}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([shop.close(), platform.stop()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
