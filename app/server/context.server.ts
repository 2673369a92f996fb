import {createCartHandler, createHydrogenContext} from '@shopify/hydrogen';
import {AppSession} from '~/infra/session';
import {CART_QUERY_FRAGMENT} from '~/clients/storefront/fragments';
import {cartMethods2023} from '~/clients/storefront/cart-methods';
import {getCartIdFromCookie, setCartIdCookie} from '~/features/cart/cart-id.server';
import {createContentClient} from '~/clients/content/client';
import {CustomerTokenStore} from '~/features/account/token.server';
import {createShopCustomerAccount} from '~/features/account/customer-account.server';
import {buyerIdentityOf} from '~/features/account/auth.server';
import {applyContentPreview} from '~/features/content/preview.server';
import {openEdgeCache} from '~/server/cache/edge-cache.server';
import {contentGeneration} from '~/server/cache/content-generation.server';
import {serverTimingOf} from '~/infra/observability';
import {LOCAL_CLIENT, clientAddress} from '~/features/account/throttle';
import {createEdgeContext} from './edge-context.server';
import {storefrontLockState} from './storefront-password.server';
import {storefrontWithOutagePage} from './storefront-with-outage-page.server';
import {shopConfig} from './env.server';
import type {MaintenanceState} from './maintenance.server';

/**
 * The request headers Hydrogen forwards to the Storefront API. The buyer IP Shopify throttles
 * logins by is the address this deployment trusts (CLIENT_IP_HEADER), never a header a client
 * could set itself; none on the local server.
 */
function storefrontHeaders(request: Request, client: string) {
  return {
    requestGroupId: request.headers.get('request-id'),
    buyerIp: client === LOCAL_CLIENT ? null : client,
    buyerIpSig: client === LOCAL_CLIENT ? null : request.headers.get('X-Shopify-Client-IP-Sig'),
    cookie: request.headers.get('cookie'),
    purpose: request.headers.get('sec-purpose') ?? request.headers.get('purpose'),
  };
}

/** The Storefront API version every document of this shop is written for. */
export const STOREFRONT_API_VERSION = '2023-04';

/**
 * The part of the context a page-cache lookup needs: the sub-request cache,
 * the content client (for the experiment definitions) and the edge services
 * (experiment assignment, bot class). For a request with no session cookie
 * and no `?preview=` it is all the page cache asks for, so a hit is answered
 * without Hydrogen's clients, the session or the customer token store.
 */
export async function createLookupContext(request: Request, env: Env, executionContext: ExecutionContext, preview = false) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const config = shopConfig(env);
  const [cache, generation] = await Promise.all([openEdgeCache(config.edgeCache.data), contentGeneration(env)]);
  const {spaceId, environment, deliveryToken, previewToken, host} = config.content;
  const content = createContentClient({
    spaceId,
    environment,
    deliveryToken,
    previewToken,
    host,
    timeoutMs: config.backendTimeoutMs,
    cache,
    waitUntil,
    request,
    preview,
    rememberBatch: config.edgeCache.data,
    generation,
  });
  return {waitUntil, cache, content, generation, edge: createEdgeContext({request, env, config, content, waitUntil})};
}

export type LookupContext = Awaited<ReturnType<typeof createLookupContext>>;

/**
 * Builds everything one request needs. Its return type is the Remix load
 * context type (see env.d.ts), so it is declared exactly once. `lookup` is
 * the first stage when the fetch handler already built it for a page-cache
 * lookup that missed (only for requests without a session or preview, whose
 * content client reads published entries). `maintenance` is the state the
 * maintenance step decided the request on, so both read the same flag once.
 */
export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  maintenance: MaintenanceState,
  lookup?: LookupContext,
) {
  if (!env?.SESSION_SECRET) {
    throw new Error('SESSION_SECRET environment variable is not set');
  }

  const [session, account] = await Promise.all([
    AppSession.init(request, [env.SESSION_SECRET]),
    CustomerTokenStore.init(request, [env.SESSION_SECRET]),
  ]);
  const config = shopConfig(env);
  // The address this deployment trusts (CLIENT_IP_HEADER), once per request: logins and resets are
  // throttled by it and it goes to the Storefront API as the buyer IP.
  const client = clientAddress(request.headers, config.clientIpHeader);
  const {preview, cookie: previewCookie} = await applyContentPreview(request, session, config.content.previewToken);
  const {waitUntil, cache, content, edge} =
    lookup && lookup.content.preview === preview ? lookup : await createLookupContext(request, env, executionContext, preview);

  const {
    storefront: hydrogenStorefront,
    customerAccount: _unused,
    cart: _default,
    ...hydrogenContext
  } = createHydrogenContext({
    env,
    request,
    cache,
    waitUntil,
    session,
    i18n: {language: 'EN', country: 'US'},
    storefront: {apiVersion: STOREFRONT_API_VERSION, headers: storefrontHeaders(request, client)},
  });

  // Timeout and one retry for reads on every Storefront API call come from the worker's fetch layer
  // the entry installs (server.ts, withBackendFetch). Here: the 503 page for an
  // unreachable platform and Server-Timing.
  const storefront = storefrontWithOutagePage(hydrogenStorefront, serverTimingOf(request));

  // New customer accounts (CUSTOMER_ACCOUNTS=customer-account-api): Hydrogen's client, else null.
  const customerAccount = createShopCustomerAccount({
    setting: config.customerAccounts,
    session,
    request,
    waitUntil,
    onSignedOut: () => account.clear(),
  });

  const getCartId = () => getCartIdFromCookie(request);
  const cart = createCartHandler({
    storefront,
    getCartId,
    setCartId: (cartId: string) => setCartIdCookie(cartId, request),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    // Storefront API 2023-04 has no cart `warnings`: every method the shop
    // calls is replaced by a 2023-04 document.
    customMethods: cartMethods2023({
      storefront,
      getCartId,
      // A cart first created while signed in belongs to the customer from the start.
      getBuyerIdentity: customerAccount
        ? async () => {
            const customerAccessToken = await customerAccount.getAccessToken();
            return customerAccessToken ? {customerAccessToken} : undefined;
          }
        : async () => (account.accessToken ? buyerIdentityOf(storefront, account.accessToken) : undefined),
    }),
  });

  return {
    ...hydrogenContext,
    storefront,
    cart,
    content,
    /** The signed-in customer's access token (cookie `customerAccessToken`), legacy accounts. */
    account,
    /** Hydrogen's Customer Account client when CUSTOMER_ACCOUNTS=customer-account-api, else null. */
    customerAccount,
    /** The client address this deployment trusts, or `local` (app/features/account/throttle.ts). */
    client,
    storefrontLock: await storefrontLockState(session, config.storefrontPassword),
    edge,
    /** The settings parsed once from the bindings (app/server/env.server.ts). */
    config,
    /** Set-Cookie for the framed preview's cookie (app/features/content/preview.ts), when it changes. */
    previewCookie,
    /** Maintenance for this request: the `SHOP_FLAGS` flag or `MAINTENANCE_MODE`, and the staff bypass. */
    maintenance,
  };
}
