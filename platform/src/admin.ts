import type {IncomingMessage, ServerResponse} from 'node:http';
import type {PlatformContext} from './context.js';
import {readBody, sendJson} from './http.js';
import {sendActivationMail} from './outbox/mails.js';
import {isValidEmail} from './storefront/validation.js';

/**
 * Demo-only helper: `POST /admin/customers/invite {email, firstName?, lastName?}` creates a disabled
 * customer (like a merchant invite in Shopify admin) and sends the account activation e-mail.
 */
export function createAdminRoutes(ctx: PlatformContext) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== '/admin/customers/invite' || req.method !== 'POST') return false;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req, 16 * 1024)) as Record<string, unknown>;
    } catch {
      return (sendJson(res, 400, {error: 'Invalid JSON'}), true);
    }
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!isValidEmail(email)) return (sendJson(res, 400, {error: 'email must be a valid e-mail address'}), true);
    const result = ctx.db.transaction(() => {
      let customer = ctx.customers.byEmail(email);
      if (customer?.state === 'enabled') return {error: 'Customer is already enabled'};
      customer ??= ctx.customers.create({
        email,
        state: 'disabled',
        firstName: typeof body.firstName === 'string' ? body.firstName : null,
        lastName: typeof body.lastName === 'string' ? body.lastName : null,
      });
      const token = ctx.customers.createAccountToken(customer.id, 'activation');
      const outboxId = sendActivationMail(ctx, customer, token);
      return {
        customerId: `gid://shopify/Customer/${customer.id}`,
        activationUrl: `${ctx.origin}/account/activate/${customer.id}/${token}`,
        outboxId,
      };
    })();
    sendJson(res, 'error' in result ? 409 : 200, result);
    return true;
  };
}
