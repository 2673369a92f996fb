import type {CartQueryDataReturn} from '@shopify/hydrogen';
import type {CartLineInput, CartLineUpdateInput, CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {isUnavailableError} from '~/infra/outage';
import {mergeAttributes} from './attributes';
import {bundleAttributes} from './bundle-attribute';
import {INVALID_DISCOUNT_MESSAGE, acceptedCodes, normalizeCodes, rejectedCodes} from './discounts';
import {cartErrorMessage, type CartOperation} from './errors';
import {createFreeGifts} from './free-gifts.server';
import {MAX_QUANTITY_PER_VARIANT, limitAdds, limitUpdates, overLimitCorrections} from './limits';
import {alternateReplacement, type AlternateTarget} from './subscription-alternate';

type Cart = CartApiQueryFragment;

/** Told when a line no longer offers the switch it was sent (the cart changed in another tab, the store's link went). */
export const ALTERNATE_UNAVAILABLE_MESSAGE = 'This purchase option is no longer available for this item. Your cart is unchanged.';
type Line = Cart['lines']['nodes'][number];

/** What the cart action answers: the cart plus what the shopper should be told. */
export interface CartChangeResult {
  cart: Cart | null;
  /** Shown in the cart; the change (or part of it) did not go through. */
  error?: string;
  /** The max-quantity alert flag: a quantity was reduced to the per-variant cap. */
  maxQuantity?: boolean;
  /** A gift the shop just added (banner name), for the cart's notice. */
  giftAdded?: string;
  /** Codes taken off the cart because they do not apply. */
  rejectedCodes?: string[];
}

const asCart = (result: CartQueryDataReturn | null | undefined) => (result?.cart ?? null) as Cart | null;
const errorsOf = (result: CartQueryDataReturn) => [
  ...(result.userErrors ?? []),
  ...((result.errors as Array<{message?: string}> | undefined) ?? []),
];

/**
 * Every cart change of the shop goes through here, so the cart
 * rules hold whichever form or page made it: quantities capped per
 * variant, invalid codes taken off, free gifts reconciled, bundle data kept
 * in the cart attributes. Cookies to set are collected in `headers`.
 */
export function createCartService(context: AppLoadContext, request: Request, now = new Date()) {
  const {cart: handler} = context;
  const headers = new Headers();
  const gifts = createFreeGifts(context, request, now);

  async function current(): Promise<Cart | null> {
    return handler.getCartId() ? ((await handler.get()) as Cart | null) : null;
  }

  /** Keeps the `_bundles` cart attribute in step with the bundle lines (bundle-attribute.ts). */
  async function syncBundleAttribute(cart: Cart | null): Promise<Cart | null> {
    const next = cart && bundleAttributes(cart.attributes, cart.lines.nodes);
    if (!cart || !next) return cart;
    return asCart(await handler.updateAttributes(next, {cartId: cart.id})) ?? cart;
  }

  /**
   * The per-variant cap under concurrency: the room check before a write reads a
   * cart other requests may be changing at the same moment (another tab, a
   * double click, parallel fetchers), and the shop runs on isolates that share
   * no memory, so no lock in this process could serialise them. The cart the
   * write returns includes every change that landed before it; when a variant
   * went over the cap there, its lines are set back to it (absolute
   * quantities, so concurrent corrections agree). The last write always sees
   * all earlier ones, so the cart ends within the rule. `corrected` raises
   * the max-quantity alert.
   */
  async function recheckLimit(
    result: CartQueryDataReturn,
    variantIds: string[],
  ): Promise<{result: CartQueryDataReturn; corrected: boolean}> {
    const cart = asCart(result);
    if (!cart || errorsOf(result).length) return {result, corrected: false};
    const fixes = overLimitCorrections(cart.lines.nodes, variantIds);
    if (!fixes.length) return {result, corrected: false};
    const fixed = await handler.updateLines(fixes, {cartId: cart.id});
    return {result: asCart(fixed) && !errorsOf(fixed).length ? fixed : result, corrected: true};
  }

  /** Runs the after-change rules and turns a platform result into the action's answer. */
  async function finish(operation: CartOperation, result: CartQueryDataReturn, extra: Partial<CartChangeResult> = {}) {
    const errors = errorsOf(result);
    let cart = asCart(result);
    const out: CartChangeResult = {cart, ...extra};
    if (errors.length) out.error = cartErrorMessage(operation, errors);
    else if (!cart) out.error = cartErrorMessage(operation, []);
    if (cart) {
      try {
        const gifted = await gifts.apply(cart, await gifts.loadRules());
        cart = await syncBundleAttribute(gifted.cart);
        out.cart = cart;
        if (gifted.added) out.giftAdded = gifted.added;
      } catch (error) {
        // The change itself went through; after-change rules that cannot reach
        // the platform now run again on the next change.
        if (!isUnavailableError(error)) throw error;
      }
    }
    if (out.cart?.id) handler.setCartId(out.cart.id).forEach((value, key) => headers.append(key, value));
    return out;
  }

  /**
   * Replaces a line by another in two calls (2023-04 cannot change a line's
   * plan in place): remove, then add. If the add fails the old line is put
   * back as it was, so the shopper never loses it.
   */
  async function replaceLine(before: Cart, line: Line, next: CartLineInput) {
    const removed = await handler.removeLines([line.id], {cartId: before.id});
    if (errorsOf(removed).length) return finish('update', removed);
    const added = await handler.addLines([next], {cartId: before.id});
    if (!errorsOf(added).length && added.cart) return finish('update', added);
    const oldPlan = line.sellingPlanAllocation?.sellingPlan.id;
    const restored = await handler.addLines(
      [
        {
          merchandiseId: line.merchandise.id,
          quantity: line.quantity,
          attributes: line.attributes.map(({key, value}) => ({key, value: value ?? ''})),
          ...(oldPlan ? {sellingPlanId: oldPlan} : {}),
        },
      ],
      {cartId: before.id},
    );
    return finish('update', restored.cart ? restored : added, {error: cartErrorMessage('update', errorsOf(added))});
  }

  return {
    headers,

    async addLines(requested: CartLineInput[]): Promise<CartChangeResult> {
      const before = await current();
      const {lines, limited} = limitAdds(
        requested.map((l) => ({...l, quantity: l.quantity ?? 1})),
        before?.lines.nodes ?? [],
      );
      if (!lines.length) {
        return {cart: before, maxQuantity: true, error: `You can add up to ${MAX_QUANTITY_PER_VARIANT} of this item.`};
      }
      let result = before ? await handler.addLines(lines, {cartId: before.id}) : await handler.create({lines});
      // A stored cart the platform no longer knows: start a fresh one with these lines.
      if (!result.cart && handler.getCartId() && !before) result = await handler.create({lines});
      const checked = await recheckLimit(
        result,
        lines.map((l) => l.merchandiseId),
      );
      return finish(before ? 'add' : 'create', checked.result, limited || checked.corrected ? {maxQuantity: true} : {});
    },

    async updateLines(requested: CartLineUpdateInput[]): Promise<CartChangeResult> {
      const before = await current();
      if (!before) return {cart: null, error: 'Your cart has expired. Please add the item again.'};
      const {lines, limited} = limitUpdates(requested, before.lines.nodes);
      const grown = lines.flatMap((u) => u.merchandiseId ?? before.lines.nodes.find((l) => l.id === u.id)?.merchandise.id ?? []);
      const checked = await recheckLimit(await handler.updateLines(lines, {cartId: before.id}), grown);
      return finish('update', checked.result, limited || checked.corrected ? {maxQuantity: true} : {});
    },

    async removeLines(lineIds: string[]): Promise<CartChangeResult> {
      const before = await current();
      // A cart that no longer exists has nothing to remove: no change, and nothing to tell the shopper.
      if (!before) return {cart: null};
      const rules = await gifts.loadRules();
      const result = await handler.removeLines(lineIds, {cartId: before.id});
      if (!errorsOf(result).length) {
        for (const cookie of gifts.declineRemoved(lineIds, before.lines.nodes, rules)) headers.append('Set-Cookie', cookie);
      }
      return finish('remove', result);
    },

    /**
     * Sets the cart's codes: the ones kept plus a newly typed one. A typed code
     * that comes back missing or not applicable is taken off again with
     * "Invalid discount code". Codes from `?discount=`
     * are stored as they are, since no code applies to an empty cart yet.
     */
    async updateDiscountCodes(kept: unknown[], typed?: string, {keepPending = false} = {}): Promise<CartChangeResult> {
      const fresh = normalizeCodes(typed !== undefined ? [typed] : []);
      if (typed !== undefined && !fresh.length) return {cart: await current(), error: INVALID_DISCOUNT_MESSAGE};
      const before = await current();
      // Codes to keep must already be on the cart: a forged list cannot slip other codes in.
      const onCart = (before?.discountCodes ?? []).map((c) => c.code.toUpperCase());
      const codes = normalizeCodes([...kept.filter((c) => typeof c === 'string' && onCart.includes(c.trim().toUpperCase())), ...fresh]);
      const result = await handler.updateDiscountCodes(codes, before ? {cartId: before.id} : undefined);
      if (errorsOf(result).length || !result.cart || keepPending) return finish('discounts', result);
      const rejected = rejectedCodes(fresh, (result.cart as Cart).discountCodes);
      if (!rejected.length) return finish('discounts', result);
      const cleaned = await handler.updateDiscountCodes(acceptedCodes((result.cart as Cart).discountCodes, rejected), {
        cartId: result.cart.id,
      });
      return finish('discounts', cleaned, {error: INVALID_DISCOUNT_MESSAGE, rejectedCodes: rejected});
    },

    /** Sets cart attributes by key, keeping the others (the shop's own `_bundles` included). */
    async updateAttributes(attributes: Array<{key: string; value: string}>): Promise<CartChangeResult> {
      const before = await current();
      const next = mergeAttributes(before?.attributes ?? [], attributes);
      return finish('attributes', await handler.updateAttributes(next, before ? {cartId: before.id} : undefined));
    },

    /** The buyer's contact and country; the customer token is only ever the signed-in customer's own. */
    async updateBuyerIdentity(identity: {email?: string; phone?: string; countryCode?: CountryCode}): Promise<CartChangeResult> {
      const before = await current();
      const result = await handler.updateBuyerIdentity(identity, before ? {cartId: before.id} : undefined);
      return finish('buyerIdentity', result);
    },

    async updateNote(note: string): Promise<CartChangeResult> {
      const before = await current();
      const result = await handler.updateNote(note.slice(0, 1000), before ? {cartId: before.id} : undefined);
      return finish('note', result);
    },

    /**
     * A plan change removes the line and adds it again with the
     * plan and the same quantity. If the add fails the old line is put back,
     * so the shopper never loses it.
     */
    async changeSellingPlan(lineId: string, sellingPlanId: string | null): Promise<CartChangeResult> {
      const before = await current();
      const line = before?.lines.nodes.find((l) => l.id === lineId) as Line | undefined;
      if (!before || !line) return {cart: before, error: cartErrorMessage('update', [])};
      if ((line.sellingPlanAllocation?.sellingPlan.id ?? null) === sellingPlanId) return {cart: before};
      return replaceLine(before, line, {
        merchandiseId: line.merchandise.id,
        quantity: line.quantity,
        attributes: line.attributes.map(({key, value}) => ({key, value: value ?? ''})),
        ...(sellingPlanId ? {sellingPlanId} : {}),
      });
    },

    /**
     * A one-time line becomes its product's subscription alternate (another
     * product's variant) under the alternate's plan, or such a line goes back
     * to the variant it replaced: the same remove-then-add as a plan change,
     * quantity and attributes kept. What the line switches to comes from the
     * cart, never from the form; a switch that would break the per-variant cap
     * is refused.
     */
    async switchSubscriptionAlternate(lineId: string, to: AlternateTarget): Promise<CartChangeResult> {
      const before = await current();
      const line = before?.lines.nodes.find((l) => l.id === lineId) as Line | undefined;
      const replacement = line && alternateReplacement(line, to);
      if (!before || !line || !replacement) return {cart: before, error: ALTERNATE_UNAVAILABLE_MESSAGE};
      // The switch keeps the quantity: when the alternate's other lines leave too little room, the line stays as it is.
      const others = before.lines.nodes.filter((l) => l.id !== line.id);
      if (limitAdds([replacement], others).limited) {
        return {cart: before, maxQuantity: true, error: `You can add up to ${MAX_QUANTITY_PER_VARIANT} of this item.`};
      }
      return replaceLine(before, line, replacement);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
