import {createCartHandler, createHydrogenContext} from '@shopify/hydrogen';
import {AppSession} from '~/lib/session';
import {CART_QUERY_FRAGMENT} from '~/lib/fragments';
import {cartMethods2023} from '~/lib/cart/methods';
import {getCartIdFromCookie, setCartIdCookie} from '~/lib/cart/cart-id';
import {createContentClient} from '~/lib/content/client';
import {guardCall} from '~/lib/backend/outage';
import {backendTimeout, guardStorefrontFetch} from '~/lib/backend/resilient-fetch';
import {isFlagOn} from '~/lib/flags';
import {CustomerTokenStore} from '~/lib/account/token.server';
import {applyContentPreview} from '~/lib/content/preview';
import {storefrontLockState} from '~/lib/password/storefront-password';
import {createEdgeServices} from '~/lib/edge/services.server';
import {edgeCacheEnabled, openEdgeCache} from '~/lib/cache/edge-cache';

/** The Storefront API version every document of this shop is written for. */
export const STOREFRONT_API_VERSION = '2023-04';

/**
 * Builds everything one request needs. Its return type is the Remix load
 * context type (see env.d.ts), so it is declared exactly once.
 */
export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  if (!env?.SESSION_SECRET) {
    throw new Error('SESSION_SECRET environment variable is not set');
  }

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session, account] = await Promise.all([
    openEdgeCache(env),
    AppSession.init(request, [env.SESSION_SECRET]),
    CustomerTokenStore.init(request, [env.SESSION_SECRET]),
  ]);

  const {storefront, customerAccount: _unused, cart: _default, ...hydrogenContext} = createHydrogenContext({
    env,
    request,
    cache,
    waitUntil,
    session,
    i18n: {language: 'EN', country: 'US'},
    storefront: {apiVersion: STOREFRONT_API_VERSION},
  });

  // Timeout and one retry for reads on every Storefront API call (writes are never retried).
  guardStorefrontFetch(storefront.getApiUrl(), {timeoutMs: backendTimeout(env.BACKEND_TIMEOUT_MS)});
  // A platform that is down gives the 503 page, never a stack trace.
  storefront.query = guardCall(storefront.query, 'commerce');
  storefront.mutate = guardCall(storefront.mutate, 'commerce');

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
      getBuyerIdentity: () => (account.accessToken ? {customerAccessToken: account.accessToken} : undefined),
    }),
  });

  const content = createContentClient({
    spaceId: env.CONTENT_SPACE_ID,
    environment: env.CONTENT_ENVIRONMENT || 'master',
    deliveryToken: env.CONTENT_DELIVERY_TOKEN,
    previewToken: env.CONTENT_PREVIEW_TOKEN,
    host: env.CONTENT_API_HOST || 'https://cdn.contentful.com',
    timeoutMs: backendTimeout(env.BACKEND_TIMEOUT_MS),
    cache,
    waitUntil,
    request,
    preview: applyContentPreview(request, session, env.CONTENT_PREVIEW_TOKEN),
    rememberBatch: edgeCacheEnabled(env),
  });

  return {
    ...hydrogenContext,
    storefront,
    cart,
    content,
    /** The signed-in customer's access token (cookie `customerAccessToken`). */
    account,
    storefrontLock: await storefrontLockState(session, env.STOREFRONT_PASSWORD),
    edge: createEdgeServices({request, env, content, waitUntil}),
    flags: {
      maintenance: isFlagOn(env.MAINTENANCE_MODE),
      studentRegistration: isFlagOn(env.STUDENT_REGISTRATION_ENABLED),
    },
  };
}
