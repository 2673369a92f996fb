import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION} from '~/clients/storefront/account-documents';
import {loginThrottle} from './throttle.server';
import {TOO_MANY_ATTEMPTS} from './throttle';
import {isThrottled} from './auth.server';

export type PasswordCheck = {ok: true} | {ok: false; throttled: boolean; error: string};

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/**
 * Checks a signed-in customer's current password by signing in with it. Guesses count
 * against the same login throttle as the login form (per e-mail and per client).
 */
export async function verifyCurrentPassword(context: AppLoadContext, email: string, password: string): Promise<PasswordCheck> {
  const throttle = await loginThrottle(context.env, email, context.client);
  if (!(await throttle.attempt()).allowed) return {ok: false, throttled: true, error: TOO_MANY_ATTEMPTS};
  const {customerAccessTokenCreate, errors} = await context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
    variables: {input: {email, password}},
  });
  if (isThrottled(errors)) return {ok: false, throttled: true, error: TOO_MANY_ATTEMPTS};
  if (!customerAccessTokenCreate?.customerAccessToken) return {ok: false, throttled: false, error: WRONG_CURRENT_PASSWORD};
  await throttle.succeeded();
  return {ok: true};
}
