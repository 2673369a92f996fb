import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import type {CustomerAccount} from '@shopify/hydrogen';
import {safeReturnPath} from '~/features/guards/return-to';
import {FLASH, NO_STORE} from './route-helpers';

/**
 * The sign-in page with new customer accounts: straight on to the hosted login, which brings
 * the shopper back to where they were going (`redirect`, checked like the legacy login's).
 */
export async function startHostedSignIn(customerAccount: CustomerAccount, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  // As with the legacy login, no return path means the account home (Hydrogen would take the Referer).
  if (!params.has('redirect') && !params.has('return_to')) throw redirect('/account/login?redirect=%2Faccount', {headers: NO_STORE});
  for (const name of ['redirect', 'return_to']) {
    const asked = params.get(name);
    if (asked !== null && safeReturnPath(asked) !== asked) {
      throw redirect(`/account/login?redirect=${encodeURIComponent(safeReturnPath(asked))}`, {headers: NO_STORE});
    }
  }
  const response = await customerAccount.login();
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * The hosted login's callback. A refused callback (state that is not this browser's, a code the
 * provider will not exchange, a nonce that does not match) is a 400 with no detail for the page;
 * the reason goes to the log. The cart, if any, is switched to the customer as on a legacy login.
 */
export async function completeHostedSignIn(context: AppLoadContext, customerAccount: CustomerAccount): Promise<Response> {
  let response: Response;
  try {
    response = await customerAccount.authorize();
  } catch (error) {
    // Not a refusal: the provider cannot be reached or failed (the 503 page).
    if (!(error instanceof Response) || error.status === 503) throw error;
    console.warn('[account] hosted sign-in refused', error.status, (await error.text().catch(() => '')).slice(0, 200));
    throw new Response('Sign-in could not be completed', {status: 400, headers: NO_STORE});
  }
  context.session.flash(FLASH.event, 'login');
  const customerAccessToken = await customerAccount.getAccessToken();
  if (customerAccessToken && context.cart.getCartId()) {
    await context.cart.updateBuyerIdentity({customerAccessToken}).catch((error: unknown) => {
      // The sign-in stands even if the cart cannot be switched.
      console.error('[account] cart identity update failed', error instanceof Error ? error.message : error);
    });
  }
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Sign-out with new customer accounts: the cart loses the identity (it stays), `og_auth` goes,
 * and the session ends here and, through the ID token, at the provider, which returns the
 * shopper to the shop's home page. Without an ID token there is no provider session to end.
 */
export async function hostedSignOut(context: AppLoadContext, customerAccount: CustomerAccount, request: Request): Promise<Response> {
  context.account.clear();
  if (context.cart.getCartId()) {
    await context.cart.updateBuyerIdentity({customerAccessToken: null, email: null, phone: null}).catch(() => undefined);
  }
  const response = await customerAccount.logout({headers: NO_STORE});
  const location = response.headers.get('Location') ?? '/';
  // Hydrogen names the https form of the shop's origin; the shop's own home is `/`.
  if (new URL(location, request.url).host === new URL(request.url).host) response.headers.set('Location', '/');
  return response;
}
