import type {PlatformContext} from '../../context.js';
import type {CartDoc} from '../../store/carts.js';
import {randomToken} from '../../store/passwords.js';
import {cartTokenFromGid} from '../cart/ids.js';
import {
  addLines,
  newCartDoc,
  removeLines,
  updateLines,
  type CartUserError,
  type LineInput,
  type LineUpdateInput,
  type OpResult,
} from '../cart/operations.js';
import {isValidEmail, normalizePhone} from '../validation.js';
import {cartView} from '../views/cart.js';
import {customerForAccountToken} from '../../customer-accounts/store.js';

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

interface CartInput {
  lines?: LineInput[] | null;
  attributes?: Array<{key: string; value: string}> | null;
  note?: string | null;
  discountCodes?: string[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

const ok: OpResult = {errors: [], hard: false};
const hardError = (field: string[], message: string, code = 'INVALID'): OpResult => ({errors: [{field, message, code}], hard: true});

function applyBuyerIdentity(ctx: PlatformContext, doc: CartDoc, input: BuyerIdentityInput, path: string[]): OpResult {
  const next = {...doc.buyerIdentity};
  if (input.customerAccessToken !== undefined) {
    if (input.customerAccessToken) {
      // As on Shopify, a cart also takes a Customer Account API access token for its buyer.
      const customer = ctx.customers.customerForToken(input.customerAccessToken) ?? customerForAccountToken(ctx, input.customerAccessToken);
      if (!customer) return hardError([...path, 'customerAccessToken'], 'Customer is invalid');
      next.customerId = customer.id;
      next.email = customer.email;
      if (customer.phone) next.phone = customer.phone;
    } else next.customerId = null;
  }
  if (input.email !== undefined) {
    if (input.email && !isValidEmail(input.email)) return hardError([...path, 'email'], 'Email is invalid');
    next.email = input.email?.trim() || null;
  }
  if (input.phone !== undefined) {
    const phone = input.phone ? normalizePhone(input.phone) : null;
    if (input.phone && !phone) return hardError([...path, 'phone'], 'Phone is invalid');
    next.phone = phone;
  }
  if (input.countryCode !== undefined) next.countryCode = input.countryCode ?? null;
  doc.buyerIdentity = next;
  return ok;
}

/** Trimmed, non-empty codes without repeats (case-insensitive), in the order given. */
export function cleanCodes(codes: string[] | null | undefined): string[] {
  const seen = new Set<string>();
  return (codes ?? []).map((c) => c.trim()).filter((c) => c && !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
}

function notFound(): CartUserError[] {
  return [{field: ['cartId'], message: `The specified cart does not exist.`, code: 'INVALID'}];
}

export function cartMutations(ctx: PlatformContext) {
  /** Runs one read-modify-write of a cart inside a single SQLite transaction. */
  const mutate = (cartId: string, change: (doc: CartDoc) => OpResult) => {
    const result = ctx.db.transaction(() => {
      const token = cartTokenFromGid(cartId);
      const doc = token ? ctx.carts.get(token) : undefined;
      if (!doc) return {doc: undefined, errors: notFound()};
      const op = change(doc);
      if (op.hard) return {doc: ctx.carts.get(doc.token), errors: op.errors};
      doc.updatedAt = new Date().toISOString();
      ctx.carts.save(doc);
      return {doc, errors: op.errors};
    })();
    return {cart: result.doc ? cartView(ctx, result.doc) : null, userErrors: result.errors};
  };

  return {
    cartCreate: (args: {input?: CartInput | null}) => {
      const input = args.input ?? {};
      const result = ctx.db.transaction(() => {
        const doc = newCartDoc(randomToken(16));
        const steps: Array<() => OpResult> = [
          () => (input.buyerIdentity ? applyBuyerIdentity(ctx, doc, input.buyerIdentity, ['input', 'buyerIdentity']) : ok),
          () => {
            doc.attributes = (input.attributes ?? []).map((a) => ({key: a.key, value: a.value ?? ''}));
            doc.note = input.note ?? null;
            doc.discountCodes = cleanCodes(input.discountCodes);
            return ok;
          },
          () => {
            const op = addLines(ctx, doc, input.lines ?? []);
            op.errors.forEach((e) => e.field && e.field.unshift('input'));
            return op;
          },
        ];
        const errors: CartUserError[] = [];
        for (const step of steps) {
          const op = step();
          errors.push(...op.errors);
          if (op.hard) return {doc: undefined, errors};
        }
        ctx.carts.save(doc);
        return {doc, errors};
      })();
      return {cart: result.doc ? cartView(ctx, result.doc) : null, userErrors: result.errors};
    },
    cartLinesAdd: (args: {cartId: string; lines: LineInput[]}) => mutate(args.cartId, (doc) => addLines(ctx, doc, args.lines)),
    cartLinesUpdate: (args: {cartId: string; lines: LineUpdateInput[]}) => mutate(args.cartId, (doc) => updateLines(ctx, doc, args.lines)),
    cartLinesRemove: (args: {cartId: string; lineIds: string[]}) => mutate(args.cartId, (doc) => removeLines(doc, args.lineIds)),
    cartAttributesUpdate: (args: {cartId: string; attributes: Array<{key: string; value: string}>}) =>
      mutate(args.cartId, (doc) => {
        doc.attributes = args.attributes.map((a) => ({key: a.key, value: a.value ?? ''}));
        return ok;
      }),
    cartNoteUpdate: (args: {cartId: string; note?: string | null}) =>
      mutate(args.cartId, (doc) => {
        doc.note = args.note ?? null;
        return ok;
      }),
    cartBuyerIdentityUpdate: (args: {cartId: string; buyerIdentity: BuyerIdentityInput}) =>
      mutate(args.cartId, (doc) => applyBuyerIdentity(ctx, doc, args.buyerIdentity, ['buyerIdentity'])),
    cartDiscountCodesUpdate: (args: {cartId: string; discountCodes?: string[] | null}) =>
      mutate(args.cartId, (doc) => {
        doc.discountCodes = cleanCodes(args.discountCodes);
        return ok;
      }),
    cartSelectedDeliveryOptionsUpdate: (args: {
      cartId: string;
      selectedDeliveryOptions: Array<{deliveryGroupId: string; deliveryOptionHandle: string}>;
    }) =>
      mutate(args.cartId, (doc) => {
        for (const [i, option] of args.selectedDeliveryOptions.entries()) {
          if (option.deliveryGroupId !== `gid://shopify/CartDeliveryGroup/${doc.token}`) {
            return hardError(
              ['selectedDeliveryOptions', String(i), 'deliveryGroupId'],
              'The delivery group does not exist.',
              'INVALID_DELIVERY_GROUP',
            );
          }
          if (!['standard', 'express'].includes(option.deliveryOptionHandle)) {
            return hardError(
              ['selectedDeliveryOptions', String(i), 'deliveryOptionHandle'],
              'The delivery option is not valid.',
              'INVALID_DELIVERY_OPTION',
            );
          }
          doc.selectedDeliveryOption = option.deliveryOptionHandle;
        }
        return ok;
      }),
    cartMetafieldsSet: () => ({
      metafields: [],
      userErrors: [
        {
          field: ['metafields'],
          message: 'Cart metafields are not supported by the local platform.',
          code: 'INVALID_TYPE',
          elementIndex: null,
        },
      ],
    }),
    cartMetafieldDelete: () => ({
      deletedId: null,
      userErrors: [
        {field: ['input'], message: 'Cart metafields are not supported by the local platform.', code: 'METAFIELD_DOES_NOT_EXIST'},
      ],
    }),
    cartSubmitForCompletion: () => ({
      result: null,
      userErrors: [{field: ['cartId'], message: 'Complete the purchase in the hosted checkout (checkoutUrl).', code: 'INVALID'}],
    }),
    cartPaymentUpdate: (args: {cartId: string}) =>
      mutate(args.cartId, () => hardError(['payment'], 'Use the hosted checkout to pay.', 'PAYMENT_METHOD_NOT_SUPPORTED')),
  };
}
