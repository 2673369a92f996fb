import {data, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {NO_STORE} from '~/lib/account/route-helpers';
import {createOgAuth, customerIdForToken, ogAuthCookie} from '~/lib/account/subscriptions.server';

/** Only POST is offered. */
export async function loader() {
  return data({error: 'Use POST with a customerAccessToken.'}, {status: 405, headers: {...NO_STORE, Allow: 'POST'}});
}

/**
 * POST /api/og-cookie {customerAccessToken} (JSON or form): sets the
 * subscription service's `og_auth` cookie (7200 s, Secure, the customer id)
 * and returns its value. Without a token the signed-in customer's is used.
 */
export async function action({request, context}: ActionFunctionArgs) {
  let token: unknown = null;
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) token = ((await request.json()) as {customerAccessToken?: unknown})?.customerAccessToken;
    else token = (await request.formData()).get('customerAccessToken');
  } catch {
    return data({error: 'The request body could not be read.'}, {status: 400, headers: NO_STORE});
  }
  const customerAccessToken = typeof token === 'string' && token.trim() ? token.trim() : context.account.accessToken;
  if (!customerAccessToken) return data({error: 'A customerAccessToken is required.'}, {status: 400, headers: NO_STORE});

  const customerId = await customerIdForToken(context, customerAccessToken);
  if (!customerId) return data({error: 'The customer access token is invalid or has expired.'}, {status: 401, headers: NO_STORE});
  const value = await createOgAuth(context, customerId);
  return data({cookie: value}, {headers: {...NO_STORE, 'Set-Cookie': ogAuthCookie(value)}});
}
