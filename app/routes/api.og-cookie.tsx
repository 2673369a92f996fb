import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {NO_STORE} from '~/lib/account/route-helpers';
import {createOgAuth, customerIdForToken, ogAuthCookie} from '~/lib/account/subscriptions.server';

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, {status, headers: {...NO_STORE, ...headers}});
}

/** Only POST is offered. */
export async function loader() {
  return json({error: 'Use POST with a customerAccessToken.'}, 405, {Allow: 'POST'});
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
    return json({error: 'The request body could not be read.'}, 400);
  }
  const customerAccessToken = typeof token === 'string' && token.trim() ? token.trim() : context.account.accessToken;
  if (!customerAccessToken) return json({error: 'A customerAccessToken is required.'}, 400);

  const customerId = await customerIdForToken(context, customerAccessToken);
  if (!customerId) return json({error: 'The customer access token is invalid or has expired.'}, 401);
  const value = await createOgAuth(context, customerId);
  return json({cookie: value}, 200, {'Set-Cookie': ogAuthCookie(value)});
}
