import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {field, jsonError, jsonResponse, readBody} from '~/infra/http';
import {createOgAuth, customerIdForToken, ogAuthCookie} from '~/features/account/subscriptions.server';

/** Only POST is offered. */
export async function loader() {
  return jsonError(405, 'Use POST with a customerAccessToken.', {Allow: 'POST'});
}

/**
 * POST /api/og-cookie {customerAccessToken} (JSON or form): sets the
 * subscription service's `og_auth` cookie (7200 s, Secure, the customer id)
 * and returns its value. Without a token the signed-in customer's is used.
 */
export async function action({request, context}: ActionFunctionArgs) {
  if (!context.config.subscriptions.enabled) return jsonError(503, 'Subscriptions are not available in this shop.');
  const body = await readBody(request);
  if (!body) return jsonError(400, 'The request body could not be read.');
  const signedIn = context.customerAccount ? await context.customerAccount.getAccessToken() : context.account.accessToken;
  const customerAccessToken = field(body, 'customerAccessToken') || signedIn;
  if (!customerAccessToken) return jsonError(400, 'A customerAccessToken is required.');

  const customerId = await customerIdForToken(context, customerAccessToken);
  if (!customerId) return jsonError(401, 'The customer access token is invalid or has expired.');
  const value = await createOgAuth(context, customerId);
  return jsonResponse({cookie: value}, {headers: {'Set-Cookie': ogAuthCookie(value, request)}});
}
