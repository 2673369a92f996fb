import {readdirSync} from 'node:fs';
import http from 'node:http';
import {Readable} from 'node:stream';
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
    url: `http://localhost:${(front.server.address() as AddressInfo).port}`,
    close: async () => {
      await front.close();
      await miniOxygen.dispose();
    },
  };
}

/** Miniflare's outbound service: every fetch of the worker, with the rerouted origins sent elsewhere. */
function reroutingFetch(reroute: Record<string, string>) {
  return async (request: Request) => {
    const url = new URL(request.url);
    const target = reroute[url.origin];
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    if (!target) return fetch(url, {method: request.method, headers: request.headers, body, redirect: 'manual'});
    return sendAs(url, new URL(url.pathname + url.search, target), request, body);
  };
}

/** The request sent to `to` with the Host of `from` (which `fetch` would replace), the answer streamed back. */
function sendAs(from: URL, to: URL, request: Request, body: Buffer | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  delete headers['transfer-encoding'];
  if (body) headers['content-length'] = String(body.byteLength);
  headers.host = from.host;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {host: to.hostname, port: to.port, path: to.pathname + to.search, method: request.method, headers},
      (answer) => {
        const out = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) for (const item of [value ?? []].flat()) out.append(name, item);
        const status = answer.statusCode ?? 502;
        const empty = request.method === 'HEAD' || status === 204 || status === 304;
        if (empty) answer.resume();
        resolve(new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>), {status, headers: out}));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
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
