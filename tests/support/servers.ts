import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startPlatform, type PlatformProcess} from '../../scripts/lib/platform-process';
import {startShopServer} from '../../scripts/lib/shop-server';
import {TEST_PORTS} from './ports';
import {TEST_SECRETS} from './secrets';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function tempDir(prefix: string) {
  return mkdtempSync(path.join(tmpdir(), `oral-care-${prefix}-`));
}

/** The shop's env bindings pointed at a given platform origin. */
export function envFor(platformUrl: string, extra: Record<string, string> = {}) {
  return {PUBLIC_STORE_DOMAIN: platformUrl, CONTENT_API_HOST: platformUrl, MAINTENANCE_MODE: 'false', ...TEST_SECRETS, ...extra};
}

export async function startTestPlatform(
  port: number,
  dataDir = tempDir('platform'),
  storefrontUrl = `http://localhost:${TEST_PORTS.shop}`,
): Promise<PlatformProcess> {
  return startPlatform({
    root: ROOT,
    port,
    dataDir,
    storefrontUrl,
    quiet: true,
    subscriptionsAuthKey: TEST_SECRETS.SUBSCRIPTIONS_AUTH_KEY,
    contentWebhookSecret: TEST_SECRETS.CONTENT_WEBHOOK_SECRET,
    // The signed agents' tests serve their key directories on loopback.
    agentHostsAllowed: 'localhost,127.0.0.1',
  });
}

/** `reroute`: origins the worker's requests go elsewhere for, e.g. a real store's domain to a local proxy. */
export async function startTestShop(
  port: number,
  assetsPort: number,
  env: Record<string, string>,
  {reroute}: {reroute?: Record<string, string>} = {},
) {
  return startShopServer({root: ROOT, port, assetsPort, stateDir: tempDir('shop'), env, reroute});
}
