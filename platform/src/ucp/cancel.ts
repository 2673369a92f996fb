import type {PlatformContext} from '../context.js';
import {priceCart} from '../storefront/cart/pricing.js';
import {object, string, type Args} from './args.js';
import {cartViewDeps, tokenOf} from './cart.js';
import {cartToUcp} from './cart-view.js';
import {IdempotencyStore} from './idempotency.js';
import {ProtocolError, SERVER_ERROR} from './jsonrpc.js';
import {refuse} from './messages.js';

const stores = new WeakMap<PlatformContext, IdempotencyStore<Record<string, unknown>>>();

/**
 * cancel_cart: ends the cart (later reads answer not_found) and answers its last
 * state. It needs an idempotency key; repeating the call with the same key answers
 * the same, reusing the key for another cart is a conflict.
 */
export function cancelCart(ctx: PlatformContext, args: Args) {
  const meta = object(args.meta ?? {}, '$.meta')!;
  const key = meta['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '' || key.length > 255) {
    throw refuse(
      'idempotency_key_required',
      'cancel_cart needs meta["idempotency-key"]: a unique string (a UUID) per cancellation.',
      'recoverable',
      "$.meta['idempotency-key']",
    );
  }
  const id = string(args.id, '$.id', true, 200)!;
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new IdempotencyStore()));
  const seen = store.lookup(key, `cancel_cart:${id}`);
  if (seen.kind === 'repeat') return seen.answer;
  if (seen.kind === 'conflict') {
    throw new ProtocolError(409, SERVER_ERROR, 'Idempotency key reused with a different payload', {code: 'idempotency_conflict'});
  }
  const answer = ctx.db.transaction(() => {
    const token = tokenOf(id);
    const doc = ctx.carts.get(token);
    if (!doc) throw refuse('not_found', 'Cart not found or has expired.', 'unrecoverable', '$.id');
    // A cancelled cart ends as a checked-out one does: no read, change or hosted checkout finds it again.
    ctx.carts.complete(token);
    return cartToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx));
  })();
  store.remember(key, `cancel_cart:${id}`, answer);
  return answer;
}
