import {readdirSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createMiniOxygen, type MiniOxygenOptions} from '@shopify/mini-oxygen';
import {loadStorefrontEnv, readDurableObjectBindings, readKvBindings} from './env';
import {startTargetFront} from './target-front';

export interface ShopServerOptions {
  root?: string;
  port: number;
  /** Port of the static-assets server the worker forwards /assets requests to. */
  assetsPort: number;
  /** Where local KV and Durable Object data persist (experiments, chat status, login counters). */
  stateDir: string;
  /** Overrides on top of wrangler.toml [vars], .env and the shell. */
  env?: Record<string, string>;
  logRequests?: boolean;
  /**
   * Tests only: origins whose requests from the worker go to another origin instead, as a hosts
   * file would send them (`{'https://x.myshopify.com': 'http://localhost:3293'}`). The Host
   * header stays the original one, so the receiver sees which store was meant.
   */
  reroute?: Record<string, string>;
}

/**
 * Serves the production build (dist/server, dist/client) on workerd through
 * Shopify's mini-oxygen, with the KV namespaces declared in wrangler.toml.
 */
export async function startShopServer(options: ShopServerOptions) {
  const root = options.root ?? process.cwd();
  const env = {...loadStorefrontEnv(root), ...options.env};
  const miniOxygen = createMiniOxygen({
    // On a free loopback port behind the front below, which owns `options.port`.
    port: 0,
    assets: {directory: path.join(root, 'dist/client'), port: options.assetsPort},
    requestHook: options.logRequests
      ? ({request, response}) => console.log(`${request.method} ${response.status} ${new URL(request.url).pathname}`)
      : null,
    kvPersist: path.join(options.stateDir, 'kv'),
    // The login/reset counters (wrangler.toml's Durable Object, run from the same bundle).
    ...({durableObjectsPersist: path.join(options.stateDir, 'do')} as object),
    workers: [
      {
        name: 'oral-care-shop',
        // Listed explicitly: the bundle has dynamic imports miniflare cannot follow.
        modulesRoot: path.join(root, 'dist/server'),
        modules: serverModules(path.join(root, 'dist/server')),
        ...WORKER_COMPATIBILITY,
        bindings: env,
        // Miniflare's KV plugin option (mini-oxygen passes it through).
        ...({kvNamespaces: readKvBindings(root), durableObjects: readDurableObjectBindings(root)} as object),
        ...(options.reroute ? {outboundService: reroutingFetch(options.reroute)} : {}),
      } as MiniOxygenOptions['workers'][number],
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  const front = await startTargetFront(options.port, Number(workerUrl.port));
  return {
    url: `http://localhost:${(front.address() as AddressInfo).port}`,
    close: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await miniOxygen.dispose();
    },
  };
}

/** Miniflare's outbound service: every fetch of the worker, with the rerouted origins sent elsewhere. */
function reroutingFetch(reroute: Record<string, string>) {
  return async (request: Request) => {
    const url = new URL(request.url);
    const target = reroute[url.origin];
    const headers = new Headers(request.headers);
    if (target) headers.set('Host', url.host);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const destination = target ? new URL(url.pathname + url.search, target) : url;
    return fetch(destination, {method: request.method, headers, body, redirect: 'manual'});
  };
}

/** The worker's runtime settings, as in wrangler.toml. */
export const WORKER_COMPATIBILITY = {compatibilityDate: '2025-01-01', compatibilityFlags: [] as string[]};

/** Every JavaScript module of the server build, entry first. */
export function serverModules(dir: string) {
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => (a === 'index.js' ? -1 : b === 'index.js' ? 1 : a.localeCompare(b)));
  return files.map((file) => ({type: 'ESModule' as const, path: path.join(dir, file)}));
}
