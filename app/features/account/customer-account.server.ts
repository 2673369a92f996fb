import {createCustomerAccountClient, type CustomerAccount, type HydrogenSession} from '@shopify/hydrogen';
import {routeCustomerAccountFetch, withProviderLocation} from '~/infra/customer-account-seam';
import {withOutagePage} from '~/infra/outage';
import type {CustomerAccountsSetting} from './customer-accounts-setting';

/**
 * Hydrogen's Customer Account client, used as it ships, for `CUSTOMER_ACCOUNTS=customer-account-api`
 * (null for legacy accounts). When the provider is not Shopify (the local platform) the seam moves
 * the client's server-side requests and the browser redirects of sign-in and sign-out to it.
 */
export function createShopCustomerAccount({
  setting,
  session,
  request,
  waitUntil,
}: {
  setting: CustomerAccountsSetting;
  session: HydrogenSession;
  request: Request;
  waitUntil: ExecutionContext['waitUntil'];
}): CustomerAccount | null {
  if (setting.mode !== 'customer-account-api') return null;
  routeCustomerAccountFetch(setting.providerBase);
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
  // As with the Storefront API: a provider that cannot be reached is the 503 page, never a stack trace.
  return {
    ...client,
    query: withOutagePage(client.query, 'commerce'),
    mutate: withOutagePage(client.mutate, 'commerce'),
    authorize: withOutagePage(client.authorize, 'commerce'),
    login: async (options) => withProviderLocation(await client.login(options), setting.providerBase),
    logout: async (options) => withProviderLocation(await client.logout(options), setting.providerBase),
  };
}
