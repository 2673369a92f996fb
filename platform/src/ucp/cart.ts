import type {PlatformContext} from '../context.js';
import {CART_TTL_MS, type CartDoc} from '../store/carts.js';
import {randomToken} from '../store/passwords.js';
import {cartTokenFromGid} from '../storefront/cart/ids.js';
import {addLines, newCartDoc, type CartUserError} from '../storefront/cart/operations.js';
import {priceCart} from '../storefront/cart/pricing.js';
import {cleanCodes} from '../storefront/resolvers/cart-mutations.js';
import {CURRENCY, numericGid, parseGid} from '../storefront/util.js';
import {imageUrl} from '../storefront/views/common.js';
import {cartToUcp, type CartViewDeps} from './cart-view.js';
import {offeredToAgents} from './catalog-view.js';
import type {CartPayload, CreateCartInput, IdInput, UpdateCartInput} from './inputs.js';
import {errorMessage, refuse, UcpRefusal, warningMessage, type UcpMessage} from './messages.js';
import {capPerVariant, type WantedLine} from './limits.js';
import {DEFAULT_UCP_VERSION, type UcpVersion} from './version.js';

export function cartViewDeps(ctx: PlatformContext, version: UcpVersion = DEFAULT_UCP_VERSION): CartViewDeps {
  return {
    origin: ctx.origin,
    shopUrl: ctx.storefrontUrl,
    currency: CURRENCY,
    imageUrl: (name) => imageUrl(ctx, name),
    ttlMs: CART_TTL_MS,
    version,
  };
}

export interface CartInput {
  lines: WantedLine[];
  codes: string[] | undefined;
}

/** The agent's `line_items` (and `discounts.codes`) as variant lines; refuses ids agents may not buy. */
export function readCartInput(ctx: PlatformContext, cart: CartPayload, root: string): CartInput {
  const lines = cart.line_items.map(({item, quantity}, index): WantedLine => ({
    variantId: variantFor(ctx, item.id, `${root}.line_items[${index}].item.id`),
    quantity,
    index,
    ...(item.selling_plan_id ? {sellingPlanId: item.selling_plan_id} : {}),
  }));
  return {lines, codes: cart.discounts?.codes};
}

/** The variant a line item names: a variant id, or a product id when the product has only one variant. */
function variantFor(ctx: PlatformContext, id: string, path: string): number {
  const gid = parseGid(id);
  let variant = gid?.type === 'ProductVariant' ? ctx.catalog.variant(numericGid(id, 'ProductVariant') ?? -1) : undefined;
  if (gid?.type === 'Product') {
    const product = ctx.catalog.product(numericGid(id, 'Product') ?? -1);
    if (product && product.variants.length > 1 && offeredToAgents(product)) {
      throw refuse(
        'variant_required',
        `${product.title} comes in several variants: name one of their ids (get_product lists them).`,
        'recoverable',
        path,
      );
    }
    variant = product?.variants[0];
  }
  const product = variant && ctx.catalog.product(variant.productId);
  if (!variant || !product) throw refuse('not_found', `No product variant has the id ${id}.`, 'recoverable', path);
  if (!offeredToAgents(product)) {
    throw refuse(
      'item_unavailable',
      `${product.title} is not for sale: the shop adds free gifts to qualifying carts itself.`,
      'recoverable',
      path,
    );
  }
  return variant.id;
}

/** The agent's names of the Storefront API's line fields. */
const FIELD_PATHS: Record<string, string> = {merchandiseId: 'item.id', sellingPlanId: 'item.selling_plan_id'};

/** The platform's own cart errors as UCP messages, pointing at the agent's line. */
function fromCartErrors(errors: CartUserError[], lines: WantedLine[], root: string, type: 'error' | 'warning'): UcpMessage[] {
  return errors.map((e) => {
    const i = e.field?.[0] === 'lines' ? Number(e.field[1]) : NaN;
    const line = Number.isInteger(i) ? lines[i] : undefined;
    const path = line ? `${root}.line_items[${line.index}]${e.field?.[2] ? `.${FIELD_PATHS[e.field[2]] ?? e.field[2]}` : ''}` : undefined;
    const code = /sold out/i.test(e.message)
      ? 'out_of_stock'
      : /due to availability/i.test(e.message)
        ? 'insufficient_stock'
        : /only be purchased with a selling plan/i.test(e.message)
          ? 'subscription_required'
          : 'invalid_input';
    return type === 'error' ? errorMessage(code, e.message, 'recoverable', path) : warningMessage(code, e.message, path);
  });
}

/**
 * Replaces a cart's lines (and codes, when given) using the Storefront API's own
 * cart rules: stock caps, selling plans, discount code handling. Returns the
 * warnings to show; throws a refusal, changing nothing, when no line can be had.
 */
export function fillCart(ctx: PlatformContext, doc: CartDoc, input: CartInput, root: string): UcpMessage[] {
  const capped = capPerVariant(input.lines, root);
  if (input.codes !== undefined) doc.discountCodes = cleanCodes(input.codes);
  doc.lines = [];
  const op = addLines(
    ctx,
    doc,
    capped.lines.map((l) => ({
      merchandiseId: `gid://shopify/ProductVariant/${l.variantId}`,
      quantity: l.quantity,
      ...(l.sellingPlanId ? {sellingPlanId: l.sellingPlanId} : {}),
    })),
  );
  if (op.hard) throw new UcpRefusal(fromCartErrors(op.errors, capped.lines, root, 'error'));
  const warnings = fromCartErrors(op.errors, capped.lines, root, 'warning');
  if (capped.lines.length > 0 && doc.lines.length === 0) {
    throw new UcpRefusal(warnings.map((w) => ({...w, type: 'error' as const, severity: 'unrecoverable' as const})));
  }
  return [...capped.messages, ...warnings];
}

export function tokenOf(id: string): string {
  const token = cartTokenFromGid(id);
  if (!token) throw refuse('not_found', 'Cart not found or has expired.', 'unrecoverable', '$.id');
  return token;
}

function activeCart(ctx: PlatformContext, id: string): CartDoc {
  const doc = ctx.carts.get(tokenOf(id));
  if (!doc) throw refuse('not_found', 'Cart not found or has expired.', 'unrecoverable', '$.id');
  return doc;
}

export function createCart(ctx: PlatformContext, {cart}: CreateCartInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const input = readCartInput(ctx, cart, '$.cart');
  const {doc, messages} = ctx.db.transaction(() => {
    const doc = newCartDoc(randomToken(16));
    const messages = fillCart(ctx, doc, input, '$.cart');
    ctx.carts.save(doc);
    return {doc, messages};
  })();
  return cartToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version), messages);
}

export function getCart(ctx: PlatformContext, {id}: IdInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const doc = activeCart(ctx, id);
  return cartToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version));
}

export function updateCart(ctx: PlatformContext, {id, cart}: UpdateCartInput, version: UcpVersion = DEFAULT_UCP_VERSION) {
  const input = readCartInput(ctx, cart, '$.cart');
  const {doc, messages} = ctx.db.transaction(() => {
    const doc = activeCart(ctx, id);
    const messages = fillCart(ctx, doc, input, '$.cart');
    doc.updatedAt = new Date().toISOString();
    ctx.carts.save(doc);
    return {doc, messages};
  })();
  return cartToUcp(doc, priceCart(doc, ctx.catalog), cartViewDeps(ctx, version), messages);
}
