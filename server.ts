// Oxygen entry: the Remix server build wrapped in the shop's request handler.
// @ts-expect-error virtual module provided by the Remix Vite plugin at build time
import * as remixBuild from 'virtual:remix/server-build';
import {createFetchHandler} from '~/server/fetch-handler.server';
import {withBackendFetch} from '~/infra/backend-fetch';
import {shopConfig} from '~/server/env.server';

// The Durable Object class behind the `LOGIN_LIMITER` binding (wrangler.toml, the local server).
export {LoginLimiter} from '~/features/account/limiter.server';

export default {
  // The worker's fetch layer, installed once here: timeout and one retry for reads on the calls of
  // Hydrogen's Storefront and Customer Account clients, in front of everything the handler does.
  fetch: withBackendFetch(createFetchHandler(remixBuild), (env: Env) => {
    const {storeDomain, backendTimeoutMs, customerAccounts} = shopConfig(env);
    return {
      storeDomain,
      timeoutMs: backendTimeoutMs,
      customerAccountProvider: customerAccounts.mode === 'customer-account-api' ? customerAccounts.providerBase : null,
    };
  }),
};
