import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from './context.js';
import {readBody, sendJson} from './http.js';

const TAG = /^[a-z0-9][a-z0-9 _:-]{0,39}$/i;

/**
 * `POST /admin/api/customers/tags {customerId, tags}` adds tags to a customer
 * (like the Admin API's tagsAdd), for the shop's server only: it needs the
 * private storefront token in `Shopify-Storefront-Private-Token`.
 */
export function createCustomerTagRoutes(ctx: PlatformContext) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== '/admin/api/customers/tags') return false;
    if (req.method !== 'POST') return (sendJson(res, 405, {error: 'Use POST'}, {Allow: 'POST'}), true);
    if (req.headers['shopify-storefront-private-token'] !== ctx.privateToken)
      return (sendJson(res, 401, {error: 'Invalid private token'}), true);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req, 16 * 1024)) as Record<string, unknown>;
    } catch {
      return (sendJson(res, 400, {error: 'Invalid JSON'}), true);
    }
    const id = /^gid:\/\/shopify\/Customer\/(\d+)$/.exec(String(body.customerId ?? ''))?.[1];
    const tags = Array.isArray(body.tags) ? body.tags.filter((t): t is string => typeof t === 'string' && TAG.test(t)) : [];
    if (!id || !tags.length || tags.length !== (body.tags as unknown[]).length) {
      return (sendJson(res, 400, {error: 'customerId must be a Customer gid and tags a list of simple tags'}), true);
    }
    const result = ctx.db.transaction(() => {
      const customer = ctx.customers.byId(Number(id));
      if (!customer) return null;
      const next = [...new Set([...(JSON.parse(customer.tags) as string[]), ...tags])];
      ctx.db
        .prepare('UPDATE customer SET tags = ?, updated_at = ? WHERE id = ?')
        .run(JSON.stringify(next), new Date().toISOString(), customer.id);
      return next;
    })();
    if (!result) return (sendJson(res, 404, {error: 'Customer not found'}), true);
    sendJson(res, 200, {customerId: body.customerId, tags: result});
    return true;
  };
}
