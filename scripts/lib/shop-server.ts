import path from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {loadStorefrontEnv, readKvBindings} from './env';

export interface ShopServerOptions {
  root?: string;
  port: number;
  /** Port of the static-assets server the worker forwards /assets requests to. */
  assetsPort: number;
  /** Where local KV data persists (experiments, chat status). */
  stateDir: string;
  /** Overrides on top of wrangler.toml [vars], .env and the shell. */
  env?: Record<string, string>;
  logRequests?: boolean;
}

/**
 * Serves the production build (dist/server, dist/client) on workerd through
 * Shopify's mini-oxygen, with the KV namespaces declared in wrangler.toml.
 */
export async function startShopServer(options: ShopServerOptions) {
  const root = options.root ?? process.cwd();
  const env = {...loadStorefrontEnv(root), ...options.env};
  const miniOxygen = createMiniOxygen({
    port: options.port,
    assets: {directory: path.join(root, 'dist/client'), port: options.assetsPort},
    requestHook: options.logRequests
      ? ({request, response}) => console.log(`${request.method} ${response.status} ${new URL(request.url).pathname}`)
      : null,
    kvPersist: path.join(options.stateDir, 'kv'),
    workers: [
      {
        name: 'oral-care-shop',
        modules: true,
        scriptPath: path.join(root, 'dist/server/index.js'),
        compatibilityDate: '2025-01-01',
        compatibilityFlags: ['nodejs_compat'],
        bindings: env,
        kvNamespaces: readKvBindings(root),
      },
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  return {
    url: `http://localhost:${workerUrl.port}`,
    close: () => miniOxygen.dispose(),
  };
}
