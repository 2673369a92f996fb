// Oxygen entry: the Remix server build wrapped in the shop's request handler.
// @ts-expect-error virtual module provided by the Remix Vite plugin at build time
import * as remixBuild from 'virtual:remix/server-build';
import {createFetchHandler} from '~/server/fetch-handler';
import {withResilientStorefrontFetch} from '~/infra/resilient-fetch';
import {shopConfig} from '~/server/env';

// The Durable Object class behind the `LOGIN_LIMITER` binding (wrangler.toml, the local server).
export {LoginLimiter} from '~/features/account/limiter.server';

export default {
  // Timeout and one retry for Storefront API reads, in front of everything the handler does.
  fetch: withResilientStorefrontFetch(createFetchHandler(remixBuild), (env: Env) => {
    const config = shopConfig(env);
    return {storeDomain: config.storeDomain, timeoutMs: config.backendTimeoutMs};
  }),
};
