import * as v from 'valibot';
import {CartForm} from '@shopify/hydrogen';
import type {CartLineInput, CartLineUpdateInput, CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {MAX_QUANTITY_PER_VARIANT, parseQuantity} from './limits';
import {SELLING_PLAN_ACTION, SUBSCRIPTION_ALTERNATE_ACTION} from './actions';
import {ALTERNATE_TARGETS} from './subscription-alternate';

/** What the shopper reads when a cart request's shape is wrong (a tampered or truncated form). */
export const UNREADABLE_CART_REQUEST = 'The cart request could not be read. Please try again.';
export const QUANTITY_MESSAGE = `Please choose a quantity from 1 to ${MAX_QUANTITY_PER_VARIANT}.`;
export const UNKNOWN_CART_ACTION = 'Unknown cart action';

const text = v.string();
const filledText = v.pipe(v.string(), v.nonEmpty());
/** A string field that is ignored, not refused, when it is something else. */
const optionalText = v.fallback(v.optional(v.string()), undefined);
const record = v.record(v.string(), v.unknown());
/** A list field whose items that are not objects are dropped, as a form posted by hand may hold them. */
const objectsOnly = v.pipe(
  v.fallback(v.array(v.unknown()), []),
  v.transform((items) => items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)),
);

/**
 * A whole number of at least `min`. No upper cap here: the cart service reduces
 * a quantity to the variant's room and raises the max-quantity alert, which it
 * could not do if the request were capped first.
 */
const quantity = (min: number) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({dataset, addIssue, NEVER}) => {
      const n = parseQuantity(dataset.value, {min, max: Infinity});
      if (n === null) {
        addIssue({message: QUANTITY_MESSAGE});
        return NEVER;
      }
      return n;
    }),
  );

/** Line attributes: entries without a text key are dropped, values become text. */
const lineAttributes = v.pipe(
  objectsOnly,
  v.transform((items) =>
    items.filter((a) => typeof a.key === 'string' && a.key).map((a) => ({key: String(a.key), value: String(a.value ?? '')})),
  ),
);

/**
 * Lines to add. The form's own quantity and purchase-option fields (sent also
 * without JavaScript) win over each line's. Every line must name its variant
 * before any quantity is judged, so a malformed form reads as unreadable.
 */
const linesAdd = v.pipe(
  v.looseObject({
    lines: v.pipe(v.array(v.looseObject({merchandiseId: filledText})), v.minLength(1)),
    quantity: v.optional(v.unknown()),
    sellingPlanId: optionalText,
  }),
  // Unknown on purpose: the next step is a schema that judges every value again.
  v.transform((inputs): unknown =>
    inputs.lines.map((line) => ({
      merchandiseId: line.merchandiseId,
      quantity: inputs.quantity ?? line.quantity ?? 1,
      attributes: line.attributes,
      sellingPlanId: inputs.sellingPlanId ?? (typeof line.sellingPlanId === 'string' ? line.sellingPlanId : undefined),
    })),
  ),
  v.array(v.object({merchandiseId: text, quantity: quantity(1), attributes: lineAttributes, sellingPlanId: optionalText})),
  v.transform((lines): CartLineInput[] =>
    lines.map(({merchandiseId, quantity, attributes, sellingPlanId}) => ({
      merchandiseId,
      quantity,
      ...(attributes.length ? {attributes} : {}),
      ...(sellingPlanId ? {sellingPlanId} : {}),
    })),
  ),
);

/** A line update's purchase option: a plan id, or null to buy once; anything else is ignored. */
const updatedPlan = v.fallback(v.optional(v.nullable(v.string())), undefined);

/**
 * Line updates: the quantity (0 removes a line), and what else the line input can change: the
 * variant, the attributes, the purchase option (null: one-time).
 */
const linesUpdate = v.pipe(
  v.looseObject({lines: v.pipe(v.array(v.looseObject({id: filledText})), v.minLength(1))}),
  v.transform((inputs): unknown =>
    inputs.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      merchandiseId: line.merchandiseId,
      attributes: line.attributes,
      sellingPlanId: line.sellingPlanId,
    })),
  ),
  v.array(
    v.object({
      id: text,
      quantity: quantity(0),
      merchandiseId: optionalText,
      attributes: v.optional(lineAttributes),
      sellingPlanId: updatedPlan,
    }),
  ),
  v.transform((lines): CartLineUpdateInput[] =>
    lines.map(({id, quantity, merchandiseId, attributes, sellingPlanId}) => ({
      id,
      quantity,
      ...(merchandiseId ? {merchandiseId} : {}),
      ...(attributes ? {attributes} : {}),
      ...(sellingPlanId !== undefined ? {sellingPlanId} : {}),
    })),
  ),
);

const lineIds = v.pipe(
  v.looseObject({lineIds: v.fallback(v.array(v.unknown()), [])}),
  v.transform((inputs) => inputs.lineIds.filter((id): id is string => typeof id === 'string')),
  v.minLength(1),
);

const discountCodes = v.pipe(
  v.looseObject({discountCodes: v.fallback(v.array(v.unknown()), []), discountCode: optionalText}),
  v.transform((inputs) => ({kept: inputs.discountCodes, typed: inputs.discountCode})),
);

/**
 * Cart attributes a shopper may set: 1 to 10, none of them the shop's own
 * hidden ones (a key with a leading `_`, such as `_bundles`); keys are cut to
 * 100 characters and values to 1,000.
 */
const attributes = v.pipe(
  v.looseObject({attributes: objectsOnly}),
  v.transform((inputs): unknown => inputs.attributes),
  v.array(
    v.looseObject({
      key: v.pipe(
        filledText,
        v.check((key) => !key.startsWith('_')),
      ),
    }),
  ),
  v.minLength(1),
  v.maxLength(10),
  v.transform((items) => items.map((a) => ({key: a.key.slice(0, 100), value: String(a.value ?? '').slice(0, 1000)}))),
);

/** The buyer's e-mail, phone and country: at least one. Never an access token (the shop adds the customer's own). */
const buyerIdentity = v.pipe(
  v.looseObject({buyerIdentity: v.fallback(record, {})}),
  v.transform((inputs): unknown => inputs.buyerIdentity),
  v.looseObject({
    email: v.pipe(
      optionalText,
      v.transform((s) => s?.trim()),
    ),
    phone: v.pipe(
      optionalText,
      v.transform((s) => s?.trim()),
    ),
    countryCode: v.pipe(
      optionalText,
      v.transform((s) => s?.trim().toUpperCase()),
      v.check((code) => code === undefined || /^[A-Z]{2}$/.test(code)),
    ),
  }),
  v.check((identity) => [identity.email, identity.phone, identity.countryCode].some((part) => part !== undefined)),
  v.transform(({email, phone, countryCode}) => ({
    ...(email !== undefined ? {email} : {}),
    ...(phone !== undefined ? {phone} : {}),
    ...(countryCode !== undefined ? {countryCode: countryCode as CountryCode} : {}),
  })),
);

const note = v.pipe(
  v.looseObject({note: optionalText}),
  v.transform((inputs) => inputs.note ?? ''),
);

/** A line switched between one-time purchase and a selling plan; no plan means one-time. */
const sellingPlan = v.pipe(
  v.looseObject({lineId: filledText, sellingPlanId: optionalText}),
  v.transform((inputs) => ({lineId: inputs.lineId, sellingPlanId: inputs.sellingPlanId || null})),
);

/** A line switched to its product's subscription alternate or back; the cart says to what, never the form. */
const subscriptionAlternate = v.pipe(
  v.looseObject({lineId: filledText, to: v.picklist(ALTERNATE_TARGETS, UNREADABLE_CART_REQUEST)}),
  v.transform((inputs) => ({lineId: inputs.lineId, to: inputs.to})),
);

const SCHEMAS = {
  [CartForm.ACTIONS.LinesAdd]: linesAdd,
  [CartForm.ACTIONS.LinesUpdate]: linesUpdate,
  [CartForm.ACTIONS.LinesRemove]: lineIds,
  [CartForm.ACTIONS.DiscountCodesUpdate]: discountCodes,
  [CartForm.ACTIONS.AttributesUpdateInput]: attributes,
  [CartForm.ACTIONS.BuyerIdentityUpdate]: buyerIdentity,
  [CartForm.ACTIONS.NoteUpdate]: note,
  [SELLING_PLAN_ACTION]: sellingPlan,
  [SUBSCRIPTION_ALTERNATE_ACTION]: subscriptionAlternate,
} as const;

type Schemas = typeof SCHEMAS;
/** One readable cart change: the action and its input, typed for the cart service. */
export type CartChange = {[A in keyof Schemas]: {action: A; input: v.InferOutput<Schemas[A]>}}[keyof Schemas];

/**
 * Reads a CartForm submission's inputs for its action. A refusal carries the
 * message the shopper sees; the cart is not touched.
 */
export function parseCartChange(
  action: string | undefined,
  inputs: unknown,
): {ok: true; change: CartChange} | {ok: false; message: string} {
  if (!action || !Object.hasOwn(SCHEMAS, action)) return {ok: false, message: UNKNOWN_CART_ACTION};
  const name = action as keyof Schemas;
  const result = v.safeParse(SCHEMAS[name], inputs ?? {}, {message: UNREADABLE_CART_REQUEST, abortEarly: true});
  if (!result.success) return {ok: false, message: result.issues[0].message};
  return {ok: true, change: {action: name, input: result.output} as CartChange};
}
