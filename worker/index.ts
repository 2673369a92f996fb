/**
 * Cloudflare Workers entry (see wrangler.toml). Static files under
 * dist/client are answered by the ASSETS binding; everything else goes to
 * the same request handler the Oxygen entry uses, from the built bundle.
 */
// @ts-expect-error built by `npm run build` (dist/server/index.js)
import oxygenWorker from '../dist/server/index.js';

// The Durable Object class of the `LOGIN_LIMITER` binding, exported by the build (server.ts).
// @ts-expect-error built by `npm run build` (dist/server/index.js)
export {LoginLimiter} from '../dist/server/index.js';

/** The shop's bindings plus the static-assets binding of wrangler.toml's [assets] section. */
interface CloudflareEnv extends Env {
  ASSETS: CloudflareBindings['ASSETS'];
}

type FetchHandler = {fetch(request: Request, env: CloudflareEnv, ctx: ExecutionContext): Promise<Response>};

const STATIC_PREFIXES = ['/assets/', '/favicon', '/robots.txt'];

export default {
  async fetch(request: Request, env: CloudflareEnv, ctx: ExecutionContext): Promise<Response> {
    const {pathname} = new URL(request.url);
    if (request.method === 'GET' && STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      const asset = await env.ASSETS.fetch(request);
      if (asset.status !== 404) return asset;
    }
    return (oxygenWorker as FetchHandler).fetch(request, env, ctx);
  },
};
