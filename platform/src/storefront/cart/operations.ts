import {randomUUID} from 'node:crypto';
import type {PlatformContext} from '../../context.js';
import type {CartDoc, CartLineDoc} from '../../store/carts.js';
import {productHasPlan} from '../selling-plans.js';
import {numericGid} from '../util.js';
import {lineIdFromGid} from './ids.js';

export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

/** Result of an operation: `hard` errors abort the mutation, soft ones (stock caps) keep the change. */
export interface OpResult {
  errors: CartUserError[];
  hard: boolean;
}

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Array<{key: string; value: string}> | null;
  sellingPlanId?: string | null;
}

export interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: Array<{key: string; value: string}> | null;
  sellingPlanId?: string | null;
}

const err = (field: string[] | null, message: string, code: string | null = 'INVALID'): CartUserError => ({field, message, code});

export function newCartDoc(token: string): CartDoc {
  const now = new Date().toISOString();
  return {
    token,
    createdAt: now,
    updatedAt: now,
    note: null,
    attributes: [],
    discountCodes: [],
    lines: [],
    buyerIdentity: {email: null, phone: null, countryCode: null, customerId: null},
    selectedDeliveryOption: null,
  };
}

function sameAttributes(a: CartLineDoc['attributes'], b: CartLineDoc['attributes']): boolean {
  const key = (list: CartLineDoc['attributes']) => JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
}

function cleanAttributes(list: LineInput['attributes']): CartLineDoc['attributes'] {
  return (list ?? []).map((a) => ({key: a.key, value: a.value ?? ''}));
}

function inCart(doc: CartDoc, variantId: number, except?: CartLineDoc): number {
  return doc.lines.filter((l) => l.variantId === variantId && l !== except).reduce((s, l) => s + l.quantity, 0);
}

interface ValidLine {
  variantId: number;
  sellingPlanId: number | null;
}

/** Validates merchandise and selling plan of one input line; returns the errors it finds. */
function validateMerchandise(
  ctx: PlatformContext,
  merchandiseId: string,
  sellingPlanId: string | null | undefined,
  path: string[],
): ValidLine | CartUserError {
  const variantId = numericGid(merchandiseId, 'ProductVariant');
  const variant = variantId != null ? ctx.catalog.variant(variantId) : undefined;
  if (!variant) return err([...path, 'merchandiseId'], `The merchandise with id ${merchandiseId} does not exist.`);
  const product = ctx.catalog.product(variant.productId)!;
  let planId: number | null = null;
  if (sellingPlanId) {
    const id = numericGid(sellingPlanId, 'SellingPlan');
    if (id == null || !productHasPlan(product, id)) {
      return err([...path, 'sellingPlanId'], `The selling plan with id ${sellingPlanId} is not available for this merchandise.`);
    }
    planId = id;
  } else if (product.requiresSellingPlan) {
    return err([...path, 'sellingPlanId'], 'Variant can only be purchased with a selling plan.');
  }
  return {variantId: variant.id, sellingPlanId: planId};
}

/** Caps `wanted` at what is left in stock; returns the quantity to use and a soft error when capped. */
function capToStock(ctx: PlatformContext, doc: CartDoc, variantId: number, wanted: number, path: string[], except?: CartLineDoc) {
  const variant = ctx.catalog.variant(variantId)!;
  const product = ctx.catalog.product(variant.productId)!;
  const stock = ctx.catalog.inventory(variantId);
  const room = Math.max(0, stock - inCart(doc, variantId, except));
  if (stock <= 0) return {quantity: 0, error: err([...path, 'quantity'], `The product '${product.title}' is already sold out.`)};
  if (wanted > room) {
    return {quantity: room, error: err([...path, 'quantity'], `Only ${room} items were added to your cart due to availability.`)};
  }
  return {quantity: wanted, error: null};
}

export function addLines(ctx: PlatformContext, doc: CartDoc, lines: LineInput[]): OpResult {
  const errors: CartUserError[] = [];
  const valid: Array<{v: ValidLine; input: LineInput; index: number}> = [];
  lines.forEach((input, index) => {
    const path = ['lines', String(index)];
    const quantity = input.quantity ?? 1;
    if (quantity < 1) errors.push(err([...path, 'quantity'], 'The quantity must be greater than 0.', 'LESS_THAN'));
    const v = validateMerchandise(ctx, input.merchandiseId, input.sellingPlanId, path);
    if ('message' in v) errors.push(v);
    else valid.push({v, input, index});
  });
  if (errors.length) return {errors, hard: true};
  for (const {v, input, index} of valid) {
    const attributes = cleanAttributes(input.attributes);
    const {quantity, error} = capToStock(ctx, doc, v.variantId, input.quantity ?? 1, ['lines', String(index)]);
    if (error) errors.push(error);
    if (quantity <= 0) continue;
    const existing = doc.lines.find(
      (l) => l.variantId === v.variantId && l.sellingPlanId === v.sellingPlanId && sameAttributes(l.attributes, attributes),
    );
    if (existing) existing.quantity += quantity;
    else doc.lines.push({id: randomUUID(), variantId: v.variantId, quantity, attributes, sellingPlanId: v.sellingPlanId});
  }
  return {errors, hard: false};
}

export function updateLines(ctx: PlatformContext, doc: CartDoc, updates: LineUpdateInput[]): OpResult {
  const errors: CartUserError[] = [];
  const planned: Array<{line: CartLineDoc; u: LineUpdateInput; v: ValidLine | null; index: number}> = [];
  updates.forEach((u, index) => {
    const path = ['lines', String(index)];
    const lineId = lineIdFromGid(u.id);
    const line = doc.lines.find((l) => l.id === lineId);
    if (!line) return errors.push(err([...path, 'id'], `The merchandise line with id ${u.id} does not exist.`, 'INVALID_MERCHANDISE_LINE'));
    if (u.quantity != null && u.quantity < 0)
      return errors.push(err([...path, 'quantity'], 'The quantity must be greater than or equal to 0.', 'LESS_THAN'));
    let v: ValidLine | null = null;
    if (u.merchandiseId || u.sellingPlanId !== undefined) {
      const merchandiseId = u.merchandiseId ?? `gid://shopify/ProductVariant/${line.variantId}`;
      const planId = u.sellingPlanId === undefined && !u.merchandiseId ? line.sellingPlanId : null;
      const result = validateMerchandise(
        ctx,
        merchandiseId,
        u.sellingPlanId ?? (planId != null ? `gid://shopify/SellingPlan/${planId}` : null),
        path,
      );
      if ('message' in result) return errors.push(result);
      v = result;
    }
    planned.push({line, u, v, index});
  });
  if (errors.length) return {errors, hard: true};
  for (const {line, u, v, index} of planned) {
    if (v) {
      line.variantId = v.variantId;
      line.sellingPlanId = v.sellingPlanId;
    }
    if (u.attributes) line.attributes = cleanAttributes(u.attributes);
    const wanted = u.quantity ?? line.quantity;
    if (wanted === 0) {
      doc.lines = doc.lines.filter((l) => l !== line);
      continue;
    }
    const {quantity, error} = capToStock(ctx, doc, line.variantId, wanted, ['lines', String(index)], line);
    if (error) errors.push(error);
    if (quantity <= 0) doc.lines = doc.lines.filter((l) => l !== line);
    else line.quantity = quantity;
  }
  mergeDuplicates(doc);
  return {errors, hard: false};
}

function mergeDuplicates(doc: CartDoc): void {
  const kept: CartLineDoc[] = [];
  for (const line of doc.lines) {
    const twin = kept.find(
      (k) => k.variantId === line.variantId && k.sellingPlanId === line.sellingPlanId && sameAttributes(k.attributes, line.attributes),
    );
    if (twin) twin.quantity += line.quantity;
    else kept.push(line);
  }
  doc.lines = kept;
}

export function removeLines(doc: CartDoc, lineIds: string[]): OpResult {
  const ids = lineIds.map((id) => lineIdFromGid(id));
  const errors = lineIds.flatMap((id, i) =>
    doc.lines.some((l) => l.id === ids[i])
      ? []
      : [err(['lineIds', String(i)], `The merchandise line with id ${id} does not exist.`, 'INVALID_MERCHANDISE_LINE')],
  );
  if (errors.length) return {errors, hard: true};
  doc.lines = doc.lines.filter((l) => !ids.includes(l.id));
  return {errors, hard: false};
}
