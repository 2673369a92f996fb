import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {loginUrlFor} from './return-to';

/** Guest-only pages: a signed-in customer goes to the account home. */
export async function requireGuest(context: AppLoadContext): Promise<void> {
  if (context.account.isLoggedIn) throw redirect('/account', {headers: {'Cache-Control': 'no-store'}});
}

/**
 * Signed-in pages: a guest (or an expired token) goes to the login page and
 * comes back to the requested page afterwards. Returns the access token.
 */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<string> {
  const token = context.account.accessToken;
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
