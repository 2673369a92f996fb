import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {loginUrlFor} from './return-to';

/**
 * Whether a customer is signed in, with whichever accounts the shop uses. New customer accounts
 * refresh an expiring access token here (once); a refresh that fails signs out cleanly.
 */
export async function isSignedIn(context: AppLoadContext): Promise<boolean> {
  return context.customerAccount ? context.customerAccount.isLoggedIn() : context.account.isLoggedIn;
}

/** Guest-only pages: a signed-in customer goes to the account home. */
export async function requireGuest(context: AppLoadContext): Promise<void> {
  if (await isSignedIn(context)) throw redirect('/account', {headers: {'Cache-Control': 'no-store'}});
}

/**
 * Signed-in pages: a guest (or an expired token) goes to the login page and
 * comes back to the requested page afterwards. Returns the access token.
 */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<string> {
  const token = context.customerAccount ? await context.customerAccount.getAccessToken() : context.account.accessToken;
  if (token) return token;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, '') + stripRouteParams(url.search);
  throw redirect(loginUrlFor(path), {headers: {'Cache-Control': 'no-store'}});
}

function stripRouteParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('_routes');
  params.delete('index');
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Pages that only legacy accounts have (registration, activation, password reset and change):
 * with new customer accounts the hosted login creates accounts and needs no password, so they
 * send the visitor on (by default to the sign-in, which is the hosted login).
 */
export function requireLegacyAccounts(context: AppLoadContext, target = '/account/login'): void {
  if (context.customerAccount) throw redirect(target, {headers: {'Cache-Control': 'no-store'}});
}
