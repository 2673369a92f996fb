import {spawnSync} from 'node:child_process';
import path from 'node:path';

/**
 * The production build, as `npm run build` makes it: the Hydrogen CLI's
 * `shopify hydrogen build` (minified worker, bundle stats), run from the
 * pinned `@shopify/cli`. Its telemetry and the notifications fetch from
 * cdn.shopify.com are off, so it makes no network call (checked with strace;
 * under `unshare -n` it builds the same); without these variables it still
 * builds offline, only after two failed DNS lookups.
 */
export function buildShop(root: string, {quiet = false, codegen = false}: {quiet?: boolean; codegen?: boolean} = {}) {
  const args = [path.join(root, 'node_modules/@shopify/cli/bin/run.js'), 'hydrogen', 'build', ...(codegen ? ['--codegen'] : [])];
  return spawnSync(process.execPath, args, {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
    env: {...process.env, ...OFFLINE_CLI_ENV},
  });
}

/** Environment that keeps the Shopify CLI and wrangler off the network (no telemetry, no notices). */
export const OFFLINE_CLI_ENV = {
  SHOPIFY_CLI_NO_ANALYTICS: '1',
  // The CLI skips its notifications fetch on CI only.
  CI: process.env.CI ?? '1',
  WRANGLER_SEND_METRICS: 'false',
};
