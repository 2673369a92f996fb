import {createCustomerAccountClient, type CustomerAccount, type HydrogenSession} from '@shopify/hydrogen';
import {withProviderLocation} from '~/infra/customer-account-seam';
import {withOutagePage} from '~/infra/outage';
import type {CustomerAccountsSetting} from './customer-accounts-setting';
import {refreshWhenDue} from './token-refresh.server';

/**
 * Hydrogen's Customer Account client, used as it ships, for `CUSTOMER_ACCOUNTS=customer-account-api`
 * (null for legacy accounts). When the provider is not Shopify (the local platform), the worker's
 * fetch layer (infra/backend-fetch, installed by the entry) moves the client's server-side requests
 * to it, and here the browser redirects of sign-in and sign-out; with any provider the calls get
 * the shop's backend timeout, as Storefront API calls do.
 */
export function createShopCustomerAccount({
  setting,
  session,
  request,
  waitUntil,
  onSignedOut = () => {},
}: {
  setting: CustomerAccountsSetting;
  session: HydrogenSession;
  request: Request;
  waitUntil: ExecutionContext['waitUntil'];
  /** A refused token refresh ended the session: the shop's own sign-in traces go too. */
  onSignedOut?: () => void;
}): CustomerAccount | null {
  if (setting.mode !== 'customer-account-api') return null;
  const client = createCustomerAccountClient({
    session,
    request,
    waitUntil,
    customerAccountId: setting.clientId,
    shopId: setting.shopId,
    language: 'EN',
    loginPath: '/account/login',
    authorizePath: '/account/authorize',
    defaultRedirectPath: '/account',
  });

  // Hydrogen's client would sign the customer out on any failed refresh, an outage too: the
  // token is refreshed here first (once per request), where an outage keeps the session.
  let refreshed: Promise<unknown> | null = null;
  const requestUrl = new URL(request.url);
  const freshToken = () =>
    (refreshed ??= refreshWhenDue({
      session,
      clientId: setting.clientId,
      // The worker's fetch layer moves Shopify's token URL to the provider, with the timeout.
      tokenUrl: `https://shopify.com/authentication/${setting.shopId}/oauth/token`,
      origin: requestUrl.protocol === 'http:' ? requestUrl.origin.replace('http', 'https') : requestUrl.origin,
      fetcher: (input, init) => fetch(input, init),
    }).then((outcome) => {
      if (outcome === 'signed-out') onSignedOut();
    }));
  const afterRefresh = <F extends (...args: never[]) => unknown>(fn: F): F =>
    (async (...args: Parameters<F>) => {
      await freshToken();
      return fn(...args);
    }) as F;

  // As with the Storefront API: a provider that cannot be reached is the 503 page, never a stack trace.
  return {
    ...client,
    isLoggedIn: afterRefresh(client.isLoggedIn),
    handleAuthStatus: afterRefresh(client.handleAuthStatus),
    getAccessToken: afterRefresh(client.getAccessToken),
    getBuyer: afterRefresh(client.getBuyer),
    query: afterRefresh(withOutagePage(client.query, 'commerce')),
    mutate: afterRefresh(withOutagePage(client.mutate, 'commerce')),
    authorize: withOutagePage(client.authorize, 'commerce'),
    login: async (options) => withProviderLocation(await client.login(options), setting.providerBase),
    logout: async (options) => withProviderLocation(await client.logout(options), setting.providerBase),
  };
}
