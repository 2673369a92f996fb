import type {Storefront} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ID_QUERY,
} from '~/clients/storefront/account-documents';
import {ACCOUNT_ERRORS, firstErrorMessage} from './errors';
import {loginThrottle} from './throttle.server';
import {TOO_MANY_ATTEMPTS} from './throttle';
import type {CustomerToken} from './token';

/**
 * A signed-in customer's buyer identity for a cart: the token, with the customer's e-mail and
 * phone when the platform gives them (so checkout starts filled in). Without them, the token alone.
 */
export async function buyerIdentityOf(
  storefront: Pick<Storefront, 'query' | 'CacheNone'>,
  customerAccessToken: string,
): Promise<{customerAccessToken: string; email?: string; phone?: string}> {
  try {
    const {customer} = await storefront.query(CUSTOMER_ID_QUERY, {variables: {customerAccessToken}, cache: storefront.CacheNone()});
    return {customerAccessToken, ...(customer?.email ? {email: customer.email} : {}), ...(customer?.phone ? {phone: customer.phone} : {})};
  } catch (error) {
    console.error('[account] customer contact for the cart failed', error instanceof Error ? error.message : error);
    return {customerAccessToken};
  }
}

/**
 * Stores the token and, when a cart exists, switches it to the customer's
 * identity ("On login, an existing cart is switched").
 */
export async function signIn(context: AppLoadContext, token: CustomerToken): Promise<void> {
  context.account.set(token);
  if (!context.cart.getCartId()) return;
  try {
    await context.cart.updateBuyerIdentity(await buyerIdentityOf(context.storefront, token.accessToken));
  } catch (error) {
    // The sign-in stands even if the cart cannot be switched.
    console.error('[account] cart identity update failed', error instanceof Error ? error.message : error);
  }
}

/**
 * Logout: deletes the token at the platform, clears the stored token and the
 * subscription-service cookie, and takes the identity off the cart (the cart
 * itself stays). Returns false when the platform could not delete the token.
 */
export async function signOut(context: AppLoadContext): Promise<boolean> {
  const accessToken = context.account.accessToken;
  context.account.clear();
  context.session.unset('accountFlash');
  let deleted = false;
  if (accessToken) {
    try {
      const result = await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
        variables: {customerAccessToken: accessToken},
      });
      deleted = !!result.customerAccessTokenDelete?.deletedAccessToken;
    } catch (error) {
      console.error('[account] token delete failed', error instanceof Error ? error.message : error);
    }
  }
  if (context.cart.getCartId()) {
    await context.cart.updateBuyerIdentity({customerAccessToken: null, email: null, phone: null}).catch(() => undefined);
  }
  return deleted;
}

/** Whether a Storefront API answer carries a THROTTLED error. */
export function isThrottled(errors: unknown): boolean {
  return Array.isArray(errors) && errors.some((e) => (e as {extensions?: {code?: unknown}})?.extensions?.code === 'THROTTLED');
}

export type LoginResult = {ok: true; token: CustomerToken} | {ok: false; error: string; throttled?: boolean};

/**
 * Login with throttling: unknown e-mail and wrong password give the same
 * answer; an attempt is counted before it reaches the platform, and after 5
 * for one e-mail (50 from one client) in 15 minutes further ones are refused.
 */
export async function logIn(context: AppLoadContext, email: string, password: string): Promise<LoginResult> {
  const throttle = await loginThrottle(context.env, email, context.client);
  const verdict = await throttle.attempt();
  if (!verdict.allowed) return {ok: false, error: TOO_MANY_ATTEMPTS, throttled: true};

  const {customerAccessTokenCreate: result, errors} = await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
    variables: {input: {email, password}},
  });
  // The platform's own login limit (Shopify: "Login attempt limit exceeded").
  if (isThrottled(errors)) return {ok: false, error: TOO_MANY_ATTEMPTS, throttled: true};
  const token = result?.customerAccessToken;
  if (!token?.accessToken) {
    // The last failure before the lock already says so.
    if (verdict.remaining === 0) return {ok: false, error: TOO_MANY_ATTEMPTS, throttled: true};
    return {ok: false, error: firstErrorMessage(result?.customerUserErrors, ACCOUNT_ERRORS.login)};
  }
  await throttle.succeeded();
  await signIn(context, token);
  return {ok: true, token};
}
