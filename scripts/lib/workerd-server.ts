import {createWriteStream} from 'node:fs';
import path from 'node:path';
import {Miniflare, NoOpLog} from 'miniflare';
import {loadStorefrontEnv, readDurableObjectBindings, readKvBindings} from './env';
import {WORKER_COMPATIBILITY, serverModules, type ShopServerOptions} from './shop-server';

/**
 * The entry module in front of the shop's bundle: the shape of worker/index.ts
 * (Cloudflare), with the static files read from dist/client by workerd's own
 * disk service. The disk service names no content type, so it is added here.
 * Cloudflare's and Oxygen's front line compresses text answers for clients
 * that accept it; here workerd does, for an answer that names the encoding.
 */
const ENTRY = `
import shop from './index.js';
export {LoginLimiter} from './index.js';
const STATIC_PREFIXES = ['/assets/', '/favicon', '/robots.txt'];
const TYPES = {js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', woff2: 'font/woff2', svg: 'image/svg+xml',
  png: 'image/png', webp: 'image/webp', ico: 'image/x-icon', txt: 'text/plain; charset=utf-8', json: 'application/json', map: 'application/json'};
const COMPRESSIBLE = ['text/', 'application/json', 'application/javascript', 'application/xml', 'image/svg+xml'];
function compressed(request, response) {
  const accepted = (request.headers.get('Accept-Encoding') ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  const encoding = accepted.find((coding) => coding === 'gzip' || coding === 'br');
  if (!encoding || !response.body || response.headers.has('Content-Encoding')) return response;
  const type = response.headers.get('Content-Type') ?? '';
  if (!COMPRESSIBLE.some((prefix) => type.startsWith(prefix))) return response;
  const out = new Response(response.body, response);
  out.headers.set('Content-Encoding', encoding);
  return out;
}
export default {
  async fetch(request, env, ctx) {
    return compressed(request, await serve(request, env, ctx));
  },
};
async function serve(request, env, ctx) {
  const {pathname} = new URL(request.url);
  if (request.method === 'GET' && !pathname.includes('..') && STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const file = await env.ASSETS.fetch(new Request('http://assets' + pathname));
    if (file.status === 200) {
      const headers = new Headers({'Content-Type': TYPES[pathname.split('.').pop()] ?? 'application/octet-stream',
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*'});
      return new Response(file.body, {headers});
    }
  }
  return shop.fetch(request, env, ctx);
}
`;

/** The part of a KV namespace binding the tests write through. */
export interface WorkerKv {
  put(key: string, value: string): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}

/**
 * Serves the production build on workerd through Miniflare alone: one worker,
 * as on Cloudflare (worker/index.ts), with no development tooling in the
 * request path. mini-oxygen (shop-server.ts) puts a routing worker in front
 * of the shop, hands static files to a Node server and keeps an inspector
 * session attached; that is right for development and for the tests, but it
 * is not what a production edge runs, so the benchmark uses this one.
 * Requests reach the worker on a direct workerd socket: Miniflare's own entry
 * worker (a development router that adds the `cf` object, live reload and
 * pretty errors, and runs on the same thread as the shop) only listens on a
 * spare port Miniflare needs for itself.
 */
export async function startWorkerdServer(options: ShopServerOptions & {inspectorPort?: number; runtimeLog?: string}) {
  const root = options.root ?? process.cwd();
  const serverDir = path.join(root, 'dist/server');
  const mf = new Miniflare({
    name: 'oral-care-shop',
    host: '127.0.0.1',
    port: 0,
    unsafeDirectSockets: [{host: '127.0.0.1', port: options.port}],
    modulesRoot: serverDir,
    modules: [{type: 'ESModule', path: path.join(serverDir, '__entry.js'), contents: ENTRY}, ...serverModules(serverDir)],
    ...WORKER_COMPATIBILITY,
    bindings: {...loadStorefrontEnv(root), ...options.env},
    kvNamespaces: readKvBindings(root),
    kvPersist: path.join(options.stateDir, 'kv'),
    durableObjects: readDurableObjectBindings(root),
    durableObjectsPersist: path.join(options.stateDir, 'do'),
    // The V8 inspector of the worker's isolate (the soak reads its heap through it).
    ...(options.inspectorPort ? {inspectorPort: options.inspectorPort} : {}),
    serviceBindings: {ASSETS: {disk: {path: path.join(root, 'dist/client'), writable: false}}},
    // Quiet, as mini-oxygen is: the worker's console would interleave with the report.
    log: new NoOpLog(),
    handleRuntimeStdio(stdout, stderr) {
      if (options.runtimeLog) {
        // workerd's own output kept aside (the soak reads what the runtime said when a request failed).
        const file = createWriteStream(options.runtimeLog);
        stdout.pipe(file);
        stderr.pipe(file);
        return;
      }
      stdout.resume();
      stderr.resume();
    },
  });
  await mf.ready;
  return {
    url: `http://localhost:${options.port}`,
    /** A KV namespace of the running worker, as `wrangler kv key put` reaches it at the edge (tests). */
    kv: async (binding: string) => (await mf.getKVNamespace(binding)) as unknown as WorkerKv,
    close: () => mf.dispose(),
  };
}
