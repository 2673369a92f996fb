import type {PlatformContext} from '../context.js';
import type {CartDoc} from '../store/carts.js';
import {getMeta} from '../store/db.js';
import {randomToken} from '../store/passwords.js';
import {newCartDoc} from '../storefront/cart/operations.js';
import {priceCart} from '../storefront/cart/pricing.js';
import {CURRENCY, parseGid} from '../storefront/util.js';
import {cartViewDeps, fillCart, readCartInput, tokenOf} from './cart.js';
import {checkoutToUcp, hostedCheckoutUrl} from './cart-view.js';
import {PURCHASE_SCOPE, type AgentGrant} from './agent-auth.js';
import {placeAgentOrder} from './agent-orders.js';
import type {CompleteCheckoutInput, CreateCheckoutInput, IdInput, UpdateCheckoutInput} from './inputs.js';
import {errorResponse, refuse, UcpRefusal, errorMessage} from './messages.js';
import {completedCheckoutToUcp} from './order-view.js';
import {DEFAULT_UCP_VERSION, type UcpVersion} from './version.js';

/**
 * create_checkout: from a cart (`checkout.cart_id`, the cart's contents win) or from
 * line items (a new platform cart, so the hosted checkout can take it over).
 */
export function createCheckout(ctx: PlatformContext, {checkout}: CreateCheckoutInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const email = checkout.buyer?.email.trim();
  if (checkout.cart_id !== undefined) {
    const token = tokenOf(checkout.cart_id);
    const doc = ctx.carts.get(token);
    if (!doc) throw refuse('not_found', 'Cart not found or has expired.', 'unrecoverable', '$.checkout.cart_id');
    if (doc.lines.length === 0)
      throw refuse('cart_empty', 'The cart is empty: add line items before checking out.', 'recoverable', '$.checkout.cart_id');
    if (email) {
      doc.buyerIdentity.email = email;
      ctx.carts.save(doc);
    }
    return checkoutToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version));
  }
  const input = readCartInput(ctx, {line_items: checkout.line_items ?? [], discounts: checkout.discounts}, '$.checkout');
  if (input.lines.length === 0)
    throw refuse('cart_empty', 'A checkout needs at least one line item.', 'recoverable', '$.checkout.line_items');
  const {doc, messages} = ctx.db.transaction(() => {
    const doc = newCartDoc(randomToken(16));
    if (email) doc.buyerIdentity.email = email;
    const messages = fillCart(ctx, doc, input, '$.checkout');
    ctx.carts.save(doc);
    return {doc, messages};
  })();
  return checkoutToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version), messages);
}

export function checkoutToken(id: string): string {
  const gid = parseGid(id);
  if (gid?.type !== 'Checkout' || !/^[A-Za-z0-9_-]{8,64}$/.test(gid.id)) {
    throw refuse('not_found', 'Checkout not found or has expired.', 'unrecoverable', '$.id');
  }
  return gid.id;
}

/** update_checkout: replaces the checkout's line items (and codes, when given), as update_cart does for its cart. */
export function updateCheckout(ctx: PlatformContext, {id, checkout}: UpdateCheckoutInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const token = checkoutToken(id);
  const input = readCartInput(ctx, checkout, '$.checkout');
  if (input.lines.length === 0)
    throw refuse('cart_empty', 'A checkout needs at least one line item.', 'recoverable', '$.checkout.line_items');
  const {doc, messages} = ctx.db.transaction(() => {
    const doc = ctx.carts.get(token);
    if (!doc) throw refuse('not_found', 'Checkout not found or has expired.', 'unrecoverable', '$.id');
    const messages = fillCart(ctx, doc, input, '$.checkout');
    doc.updatedAt = new Date().toISOString();
    ctx.carts.save(doc);
    return {doc, messages};
  })();
  return checkoutToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version), messages);
}

export function getCheckout(ctx: PlatformContext, {id}: IdInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const token = checkoutToken(id);
  const doc: CartDoc | undefined = ctx.carts.get(token);
  if (doc) return checkoutToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version));
  // Finished in the hosted checkout: the order placed for it is the checkout's outcome.
  const orderId = getMeta(ctx.db, `checkout_order:${token}`);
  const order = orderId ? ctx.orders.byId(Number(orderId)) : undefined;
  if (!order) throw refuse('not_found', 'Checkout not found or has expired.', 'unrecoverable', '$.id');
  return completedCheckoutToUcp(token, order, {origin: ctx.origin, shopUrl: ctx.storefrontUrl, currency: CURRENCY, version});
}

/** Why an agent without the purchase scope cannot complete: the buyer finishes and pays at continue_url. */
function escalation(ctx: PlatformContext, token: string): UcpRefusal {
  const doc = ctx.carts.get(token);
  return new UcpRefusal(
    [
      errorMessage(
        'insufficient_scope',
        'Completing a purchase needs an access token with the purchase scope, which this agent does not have. The buyer finishes and pays at continue_url.',
        'requires_buyer_input',
      ),
    ],
    doc ? hostedCheckoutUrl(ctx.origin, token) : undefined,
  );
}

/** The escalation as a UCP error response, for the answer to a call that came without a token; undefined for no checkout id. */
export function checkoutEscalation(ctx: PlatformContext, id: unknown, version: UcpVersion = DEFAULT_UCP_VERSION) {
  if (typeof id !== 'string') return undefined;
  try {
    const refusal = escalation(ctx, checkoutToken(id));
    return errorResponse(refusal.messages, refusal.continueUrl, version);
  } catch {
    return undefined;
  }
}

/**
 * complete_checkout: with the purchase scope, places the order with the instrument the agent sends
 * (once per idempotency key); without it, the buyer finishes at continue_url, as on a Shopify store.
 */
export function completeCheckout(
  ctx: PlatformContext,
  {id, meta, checkout}: CompleteCheckoutInput,
  version: UcpVersion = DEFAULT_UCP_VERSION,
  agent?: AgentGrant,
) {
  const token = checkoutToken(id);
  if (!agent?.scopes.includes(PURCHASE_SCOPE)) throw escalation(ctx, token);
  const key = meta?.['idempotency-key']?.trim();
  if (!key) {
    throw refuse(
      'idempotency_key_required',
      'Completing a checkout needs meta["idempotency-key"] (a UUID), so a retried call cannot place a second order.',
      'recoverable',
      "$.meta['idempotency-key']",
    );
  }
  return placeAgentOrder(ctx, {clientId: agent.clientId, key, token, instrument: checkout?.payment_data}, version);
}
