import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startFaultProxy} from '../../tests/support/fault-proxy';
import {TEST_SECRETS} from '../../tests/support/secrets';
import {startPlatform} from '../lib/platform-process';
import {startWorkerdServer} from '../lib/workerd-server';
import {LATENCY_MS} from './faults';
import {soakPorts, type SoakOptions} from './options';

/**
 * The soak's servers: the platform with fresh data, the tests' fault proxy in front of it, and the
 * production worker on workerd (with its V8 inspector open) talking only to the proxy.
 */
export async function startSoakServers({root, portBase, outDir}: Pick<SoakOptions, 'root' | 'portBase' | 'outDir'>) {
  const ports = soakPorts(portBase);
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
  let shop;
  try {
    shop = await startWorkerdServer({
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
  } catch (error) {
    await proxy.close().catch(() => undefined);
    await platform.stop();
    throw error;
  }
  const started = shop;
  return {
    ports,
    platform,
    proxy,
    shop,
    async close() {
      await started.close().catch(() => undefined);
      await proxy.close().catch(() => undefined);
      await platform.stop();
    },
  };
}
