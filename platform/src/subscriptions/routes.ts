import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from '../context.js';
import {readBody, sendJson} from '../http.js';
import {findPlan, planPrice, productPlanGroup} from '../storefront/selling-plans.js';
import {subscriptionsAuthKey, verifyOgAuth} from './auth.js';
import {addMonths, subscriptionsOf, type SubscriptionRow} from './store.js';

const BASE = '/subscriptions/api/v1/subscriptions';
const money = (cents: number) => ({amount: (cents / 100).toFixed(2), currencyCode: 'USD'});

function ogAuthOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('OG-Auth ')) return header.slice('OG-Auth '.length).trim();
  const cookie = String(req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith('og_auth='));
  return cookie ? decodeURIComponent(cookie.slice('og_auth='.length)) : undefined;
}

function view(ctx: PlatformContext, s: SubscriptionRow) {
  const variant = ctx.catalog.variant(s.variant_id);
  const product = ctx.catalog.product(s.product_id);
  const ref = findPlan(s.selling_plan_id);
  const group = product ? productPlanGroup(product) : undefined;
  return {
    id: String(s.id),
    status: s.status,
    productTitle: product?.title ?? 'Product no longer available',
    productHandle: product?.handle ?? null,
    variantTitle: variant && variant.title !== 'Default Title' ? variant.title : null,
    quantity: s.quantity,
    price: money(s.price * s.quantity),
    sellingPlan: {id: String(s.selling_plan_id), name: ref?.plan.name ?? '', months: ref?.plan.months ?? null},
    frequencyOptions: (group?.plans ?? []).map((p) => ({sellingPlanId: String(p.id), name: p.name, months: p.months})),
    nextDelivery: s.status === 'active' ? s.next_delivery : null,
    createdAt: s.created_at,
  };
}

/**
 * The subscription service's JSON API, authenticated by the `og_auth` value
 * (header `Authorization: OG-Auth <value>` or cookie `og_auth`):
 * - GET  /subscriptions/api/v1/subscriptions
 * - POST /subscriptions/api/v1/subscriptions/<id>/frequency  {sellingPlanId}
 * - POST /subscriptions/api/v1/subscriptions/<id>/skip
 * - POST /subscriptions/api/v1/subscriptions/<id>/cancel
 */
export function createSubscriptionRoutes(ctx: PlatformContext) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== BASE && !url.pathname.startsWith(`${BASE}/`)) return false;
    if (!subscriptionsAuthKey()) {
      return (sendJson(res, 503, {error: 'The subscription service is not configured (SUBSCRIPTIONS_AUTH_KEY is not set).'}), true);
    }
    const customerId = verifyOgAuth(ogAuthOf(req));
    if (customerId == null) return (sendJson(res, 401, {error: 'Sign in again to manage your subscriptions.'}), true);
    const store = subscriptionsOf(ctx.db);

    if (url.pathname === BASE && req.method === 'GET') {
      return (sendJson(res, 200, {subscriptions: store.forCustomer(customerId).map((s) => view(ctx, s))}), true);
    }
    const m = /^\/(\d+)\/(frequency|skip|cancel)$/.exec(url.pathname.slice(BASE.length));
    if (!m || req.method !== 'POST') return (sendJson(res, 404, {error: 'Not found'}), true);
    const subscription = store.byId(Number(m[1]));
    if (!subscription || subscription.customer_id !== customerId) return (sendJson(res, 404, {error: 'Subscription not found'}), true);
    if (subscription.status !== 'active') return (sendJson(res, 409, {error: 'This subscription has been cancelled.'}), true);

    let body: Record<string, unknown> = {};
    try {
      const raw = await readBody(req, 16 * 1024);
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return (sendJson(res, 400, {error: 'Invalid JSON'}), true);
    }

    const result = ctx.db.transaction((): {status: number; body: unknown} => {
      if (m[2] === 'frequency') {
        const product = ctx.catalog.product(subscription.product_id);
        const planId = Number(body.sellingPlanId);
        const plan = product ? productPlanGroup(product)?.plans.find((p) => p.id === planId) : undefined;
        const variant = ctx.catalog.variant(subscription.variant_id);
        if (!plan || !variant) return {status: 400, body: {error: 'Choose one of the delivery frequencies offered for this product.'}};
        const current = findPlan(subscription.selling_plan_id)?.plan;
        // The next delivery moves by the difference between the old and the new interval.
        const shift = current ? plan.months - current.months : 0;
        const next = shift ? addMonths(subscription.next_delivery, shift) : subscription.next_delivery;
        const today = new Date().toISOString().slice(0, 10);
        store.update(subscription.id, {
          selling_plan_id: plan.id,
          price: planPrice(variant.price, plan),
          next_delivery: next < today ? addMonths(today, plan.months) : next,
        });
      } else if (m[2] === 'skip') {
        const plan = findPlan(subscription.selling_plan_id)?.plan;
        store.update(subscription.id, {next_delivery: addMonths(subscription.next_delivery, plan?.months ?? 1)});
      } else {
        store.update(subscription.id, {status: 'cancelled'});
      }
      return {status: 200, body: {subscription: view(ctx, store.byId(subscription.id)!)}};
    })();
    sendJson(res, result.status, result.body);
    return true;
  };
}
