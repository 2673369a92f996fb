import type {PlatformContext} from '../context.js';
import type {CartDoc} from '../store/carts.js';
import {priceCart} from '../storefront/cart/pricing.js';
import {cartViewDeps, tokenOf} from './cart.js';
import {cartToUcp, checkoutToUcp, HANDOFF_CODE} from './cart-view.js';
import {checkoutToken} from './checkout.js';
import {IdempotencyStore} from './idempotency.js';
import type {CancelInput} from './inputs.js';
import {refuse} from './messages.js';
import {DEFAULT_UCP_VERSION, type UcpVersion} from './version.js';

const stores = new WeakMap<PlatformContext, IdempotencyStore<Record<string, unknown>>>();

/**
 * Runs a cancellation once per idempotency key (the tool's schema requires one): repeating
 * the call with the same key answers the same, reusing the key for another call is a conflict.
 */
function once(ctx: PlatformContext, tool: string, {meta, id}: CancelInput, run: (id: string) => Record<string, unknown>) {
  const key = meta['idempotency-key'];
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new IdempotencyStore()));
  const seen = store.lookup(key, `${tool}:${id}`);
  if (seen.kind === 'repeat') return seen.answer;
  if (seen.kind === 'conflict') {
    throw refuse(
      'idempotency_conflict',
      'This idempotency key was already used for another call: send a new key for a new call.',
      'unrecoverable',
      "$.meta['idempotency-key']",
    );
  }
  const answer = ctx.db.transaction(() => run(id))();
  store.remember(key, `${tool}:${id}`, answer);
  return answer;
}

/** Ends an open cart; a cancelled cart ends as a checked-out one does: no read, change or hosted checkout finds it again. */
function endCart(ctx: PlatformContext, token: string, what: 'Cart' | 'Checkout'): CartDoc {
  const doc = ctx.carts.get(token);
  if (!doc) throw refuse('not_found', `${what} not found or has expired.`, 'unrecoverable', '$.id');
  ctx.carts.complete(token);
  return doc;
}

/** cancel_cart: ends the cart (later reads answer not_found) and answers its last state. */
export function cancelCart(ctx: PlatformContext, input: CancelInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  return once(ctx, 'cancel_cart', input, (id) => {
    const doc = endCart(ctx, tokenOf(id), 'Cart');
    return cartToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version));
  });
}

/** cancel_checkout: ends the checkout's cart and answers the checkout as `canceled`. */
export function cancelCheckout(ctx: PlatformContext, input: CancelInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  return once(ctx, 'cancel_checkout', input, (id) => {
    const doc = endCart(ctx, checkoutToken(id), 'Checkout');
    const {continue_url: _url, messages, ...checkout} = checkoutToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version));
    const kept = messages.filter((m) => m.code !== HANDOFF_CODE);
    return {...checkout, status: 'canceled' as const, ...(kept.length ? {messages: kept} : {})};
  });
}
