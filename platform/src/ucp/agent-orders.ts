import {placeOrder, type CheckoutForm, type FieldErrors} from '../checkout/place-order.js';
import type {PlatformContext} from '../context.js';
import {getMeta} from '../store/db.js';
import type {OrderRow} from '../store/orders.js';
import {CURRENCY, parseGid} from '../storefront/util.js';
import {ORDERS_SCOPE, type AgentGrant} from './agent-auth.js';
import {hostedCheckoutUrl} from './cart-view.js';
import type {GetOrderInput} from './inputs.js';
import {errorMessage, refuse, UcpRefusal} from './messages.js';
import {completedCheckoutToUcp, orderToUcp} from './order-view.js';
import {TEST_CARD_HANDLER_ID} from './profile.js';
import {DEFAULT_UCP_VERSION, type UcpVersion} from './version.js';

interface PaymentInstrument {
  handler_id: string;
  credential: {token: string};
}

const viewDeps = (ctx: PlatformContext, version: UcpVersion) => ({
  origin: ctx.origin,
  shopUrl: ctx.storefrontUrl,
  currency: CURRENCY,
  version,
});

const conflict = () =>
  refuse(
    'idempotency_conflict',
    'This idempotency key was already used for another checkout: send a new key for a new call.',
    'unrecoverable',
    "$.meta['idempotency-key']",
  );

/** A refusal the buyer can settle at the hosted checkout: the agent learns why and where. */
const buyerInput = (ctx: PlatformContext, token: string, code: string, content: string, path?: string) =>
  new UcpRefusal([errorMessage(code, content, 'requires_buyer_input', path)], hostedCheckoutUrl(ctx.origin, token));

/** The hosted checkout's field errors in UCP's terms: a declined card, stock gone, or the buyer's address. */
function refusalOf(ctx: PlatformContext, token: string, errors: FieldErrors): UcpRefusal {
  if (errors.card) return refuse('payment_declined', errors.card, 'recoverable', '$.checkout.payment_data.credential.token');
  if (errors.form) return refuse('out_of_stock', errors.form, 'recoverable', '$.line_items');
  const first = Object.values(errors)[0] ?? 'The buyer’s details are incomplete.';
  return buyerInput(ctx, token, 'invalid_buyer_details', `The buyer’s saved address cannot be used: ${first}`);
}

/** An expiry date always in the future: the test card's number is its whole credential. */
function testCardExpiry(now = new Date()) {
  return `12 / ${now.getFullYear() + 5}`;
}

/**
 * Places the order of an agent's checkout through the hosted checkout's own code path (stock,
 * discounts, subscriptions, confirmation mail, the customer's account), once per idempotency key:
 * the key's row is written in the same transaction as the order, under a primary key, so a
 * repeated or concurrent call with the key answers the first call's order. The buyer is the
 * checkout's (`checkout.buyer.email`); a customer with that e-mail gets the order in their account,
 * shipped to their default address.
 */
export function placeAgentOrder(
  ctx: PlatformContext,
  {clientId, key, token, instrument}: {clientId: string; key: string; token: string; instrument?: PaymentInstrument},
  version: UcpVersion = DEFAULT_UCP_VERSION,
) {
  return ctx.db.transaction(() => {
    const seen = ctx.db
      .prepare('SELECT checkout_token, order_id FROM agent_order WHERE client_id = ? AND idempotency_key = ?')
      .get(clientId, key) as {checkout_token: string; order_id: number} | undefined;
    if (seen) {
      if (seen.checkout_token !== token) throw conflict();
      return completedCheckoutToUcp(token, ctx.orders.byId(seen.order_id)!, viewDeps(ctx, version));
    }
    const doc = ctx.carts.get(token);
    if (!doc) {
      if (getMeta(ctx.db, `checkout_order:${token}`)) {
        throw refuse('checkout_completed', 'This checkout is already completed: get_checkout answers its order.', 'unrecoverable', '$.id');
      }
      throw refuse('not_found', 'Checkout not found or has expired.', 'unrecoverable', '$.id');
    }
    if (!instrument) {
      throw refuse(
        'payment_required',
        `Send checkout.payment_data: an instrument of the ${TEST_CARD_HANDLER_ID} handler the business profile publishes.`,
        'recoverable',
        '$.checkout.payment_data',
      );
    }
    if (instrument.handler_id !== TEST_CARD_HANDLER_ID) {
      throw refuse(
        'payment_handler_unsupported',
        `This shop takes payment only through its ${TEST_CARD_HANDLER_ID} handler.`,
        'recoverable',
        '$.checkout.payment_data.handler_id',
      );
    }
    const email = doc.buyerIdentity.email;
    if (!email) {
      throw buyerInput(
        ctx,
        token,
        'buyer_required',
        'Name the buyer (checkout.buyer.email) when creating the checkout, or the buyer finishes at continue_url.',
        '$.checkout.buyer.email',
      );
    }
    const customer = ctx.customers.byEmail(email);
    const address = customer
      ? ((customer.default_address_id != null ? ctx.customers.address(customer.default_address_id) : undefined) ??
        ctx.customers.addresses(customer.id)[0])
      : undefined;
    if (!customer || !address) {
      throw buyerInput(
        ctx,
        token,
        'shipping_address_required',
        'The shop has no saved shipping address for this buyer: the buyer finishes at continue_url.',
      );
    }
    const a = address.doc;
    const form: CheckoutForm = {
      email,
      firstName: a.firstName ?? customer.first_name ?? '',
      lastName: a.lastName ?? customer.last_name ?? '',
      address1: a.address1 ?? '',
      address2: a.address2 ?? '',
      city: a.city ?? '',
      province: a.province ?? '',
      zip: a.zip ?? '',
      phone: '',
      card: instrument.credential.token,
      expiry: testCardExpiry(),
      cvc: '123',
    };
    if (doc.buyerIdentity.customerId != null && doc.buyerIdentity.customerId !== customer.id) {
      throw buyerInput(
        ctx,
        token,
        'buyer_mismatch',
        'This cart belongs to another customer than checkout.buyer.email names: the buyer finishes at continue_url.',
        '$.checkout.buyer.email',
      );
    }
    // The order lands in the buyer's account, as a signed-in buyer's order from the hosted checkout does.
    if (doc.buyerIdentity.customerId == null) {
      doc.buyerIdentity.customerId = customer.id;
      ctx.carts.save(doc);
    }
    const result = placeOrder(ctx, token, form);
    if (result.kind === 'gone') throw refuse('not_found', 'Checkout not found or has expired.', 'unrecoverable', '$.id');
    if (result.kind === 'invalid') throw refusalOf(ctx, token, result.errors);
    ctx.db
      .prepare('INSERT INTO agent_order (client_id, idempotency_key, checkout_token, order_id) VALUES (?, ?, ?, ?)')
      .run(clientId, key, token, result.order.id);
    return completedCheckoutToUcp(token, result.order, viewDeps(ctx, version));
  })();
}

/** The one answer to every order this agent may not read: it does not say whether the order exists. */
const NOT_YOURS = () => refuse('not_found', 'Order not found.', 'unrecoverable', '$.id');

/** The order an agent client placed, or undefined for any other id (another agent's, the hosted checkout's, none). */
export function agentOrder(ctx: PlatformContext, clientId: string, id: string): {order: OrderRow; checkoutToken: string} | undefined {
  const gid = parseGid(id);
  if (gid?.type !== 'Order' || !/^\d{1,15}$/.test(gid.id)) return undefined;
  const row = ctx.db
    .prepare('SELECT checkout_token, order_id FROM agent_order WHERE client_id = ? AND order_id = ?')
    .get(clientId, Number(gid.id)) as {checkout_token: string; order_id: number} | undefined;
  const order = row && ctx.orders.byId(row.order_id);
  return order && row ? {order, checkoutToken: row.checkout_token} : undefined;
}

/** get_order: an order this agent placed, with the orders scope. */
export function getOrder(ctx: PlatformContext, {id}: GetOrderInput, version: UcpVersion = DEFAULT_UCP_VERSION, agent?: AgentGrant) {
  if (!agent?.scopes.includes(ORDERS_SCOPE)) {
    throw refuse('insufficient_scope', `Reading orders needs an access token with the ${ORDERS_SCOPE} scope.`, 'unrecoverable');
  }
  const found = agentOrder(ctx, agent.clientId, id);
  if (!found) throw NOT_YOURS();
  return orderToUcp(found.order, found.checkoutToken, viewDeps(ctx, version));
}
