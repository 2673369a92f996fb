import type {AppLoadContext} from '@shopify/remix-oxygen';
import {readRequestCookie, setCookie} from '~/infra/cookies.server';
import {OG_AUTH_COOKIE} from '~/infra/shop-cookies';
import {createResilientFetch} from '~/infra/resilient-fetch';
import {CUSTOMER_ID_QUERY} from '~/clients/storefront/account-documents';
import {customerNumericId, signOgAuth, verifyOgAuth} from './og-auth';
import {accountCustomerId} from './customer-account-data.server';

export interface SubscriptionView {
  id: string;
  status: 'active' | 'cancelled';
  productTitle: string;
  productHandle: string | null;
  variantTitle: string | null;
  quantity: number;
  price: {amount: string; currencyCode: 'USD'};
  sellingPlan: {id: string; name: string; months: number | null};
  frequencyOptions: Array<{sellingPlanId: string; name: string; months: number}>;
  nextDelivery: string | null;
}

/** The key shared with the subscription service; there is no built-in fallback (docs/security.md). */
function authKey(context: AppLoadContext): string {
  const key = context.config.subscriptions.authKey;
  if (!key) throw new SubscriptionServiceError('The subscription service is not configured.', 503);
  return key;
}

function serviceBase(context: AppLoadContext): string | null {
  const origin = context.config.subscriptions.origin;
  return origin ? `${origin}/subscriptions/api/v1/subscriptions` : null;
}

/** The `og_auth` Set-Cookie header: 7200 s, Secure, holding the customer id. */
export function ogAuthCookie(value: string, request: Request): string {
  return setCookie('ogAuth', value, request);
}

/**
 * The customer's numeric id for a token, or null when the token has no customer. The signed-in
 * customer's token of new customer accounts is asked through the Customer Account API: the id
 * is the same customer's either way, so `og_auth` works with both back-ends.
 */
export async function customerIdForToken(context: AppLoadContext, customerAccessToken: string): Promise<string | null> {
  const ca = context.customerAccount;
  if (ca && (await ca.getAccessToken()) === customerAccessToken) return accountCustomerId(ca);
  const {customer} = await context.storefront.query(CUSTOMER_ID_QUERY, {
    variables: {customerAccessToken},
    cache: context.storefront.CacheNone(),
  });
  return customer ? customerNumericId(customer.id) : null;
}

/** A fresh signed `og_auth` value for a customer. */
export function createOgAuth(context: AppLoadContext, customerId: string): Promise<string> {
  return signOgAuth(customerId, authKey(context));
}

/**
 * The request's `og_auth` when it is still valid for this customer;
 * otherwise a new one, queued as a cookie on the response.
 */
export async function ensureOgAuth(context: AppLoadContext, request: Request, customerId: string): Promise<string> {
  const current = readRequestCookie(request, OG_AUTH_COOKIE) || null;
  if (current && (await verifyOgAuth(current, authKey(context))) === customerId) return current;
  const value = await createOgAuth(context, customerId);
  context.account.queueCookie(ogAuthCookie(value, request));
  return value;
}

export class SubscriptionServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(context: AppLoadContext, ogAuth: string, path: string, init: RequestInit = {}): Promise<T> {
  const base = serviceBase(context);
  if (!base) throw new SubscriptionServiceError('The subscription service is not configured.', 503);
  let response: Response;
  try {
    // Timeout on every call; a read (the list) is tried once more after a transient failure.
    response = await createResilientFetch(fetch, {expectJson: 'when-declared'})(`${base}${path}`, {
      ...init,
      headers: {Authorization: `OG-Auth ${ogAuth}`, 'Content-Type': 'application/json', Accept: 'application/json'},
    });
  } catch {
    throw new SubscriptionServiceError('We could not reach the subscription service. Please try again in a moment.', 503);
  }
  const body = (await response.json().catch(() => ({}))) as T & {error?: string};
  if (!response.ok) {
    throw new SubscriptionServiceError(body.error || 'Your subscription could not be updated. Please try again.', response.status);
  }
  return body;
}

export async function listSubscriptions(context: AppLoadContext, ogAuth: string): Promise<SubscriptionView[]> {
  const body = await call<{subscriptions: SubscriptionView[]}>(context, ogAuth, '');
  return body.subscriptions;
}

export type SubscriptionChange = {kind: 'frequency'; sellingPlanId: string} | {kind: 'skip'} | {kind: 'cancel'};

export async function changeSubscription(context: AppLoadContext, ogAuth: string, id: string, change: SubscriptionChange) {
  if (!/^\d+$/.test(id)) throw new SubscriptionServiceError('Subscription not found', 404);
  const body = change.kind === 'frequency' ? {sellingPlanId: change.sellingPlanId} : {};
  return call<{subscription: SubscriptionView}>(context, ogAuth, `/${id}/${change.kind}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}
