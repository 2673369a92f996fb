import type {PlatformContext} from '../../context.js';
import type {CartDoc} from '../../store/carts.js';
import {STANDARD_SHIPPING_CENTS} from '../../../seed/discounts.js';
import {priceCart, type PricedCart, type PricedLine} from '../cart/pricing.js';
import {sellingPlanAllocationView} from '../selling-plans.js';
import {cartTaxes} from '../cart/taxes.js';
import {connection, gid, money, type ConnectionArgs} from '../util.js';
import {customerView} from './customer.js';
import {variantView} from './product.js';

export function cartGid(token: string): string {
  return gid('Cart', token);
}

export function cartLineGid(lineId: string, token: string): string {
  return gid('CartLine', lineId, `cart=${token}`);
}

const attributeLookup = (attributes: Array<{key: string; value: string}>) => (args: {key: string}) =>
  attributes.find((a) => a.key === args.key) ?? null;

function lineView(ctx: PlatformContext, doc: CartDoc, l: PricedLine) {
  const cost = {
    amountPerQuantity: money(l.unitPrice),
    compareAtAmountPerQuantity: l.compareAtUnit != null ? money(l.compareAtUnit) : null,
    subtotalAmount: money(l.subtotal),
    totalAmount: money(l.total),
  };
  return {
    __typename: 'CartLine',
    id: cartLineGid(l.line.id, doc.token),
    quantity: l.line.quantity,
    merchandise: () => variantView(ctx, l.variant, l.product),
    attributes: l.line.attributes,
    attribute: attributeLookup(l.line.attributes),
    cost,
    estimatedCost: {
      amount: money(l.total),
      compareAtAmount: l.compareAtUnit != null ? money(l.compareAtUnit * l.line.quantity) : null,
      subtotalAmount: cost.subtotalAmount,
      totalAmount: cost.totalAmount,
    },
    discountAllocations: l.allocations.map((a) =>
      a.automatic
        ? {__typename: 'CartAutomaticDiscountAllocation', title: a.code, discountedAmount: money(a.amount)}
        : {__typename: 'CartCodeDiscountAllocation', code: a.code, discountedAmount: money(a.amount)},
    ),
    sellingPlanAllocation: l.plan ? sellingPlanAllocationView(l.variant.price, l.variant.compareAt, l.plan.plan) : null,
  };
}

function cartAllocations(priced: PricedCart) {
  const totals = new Map<string, number>();
  const automatic = new Map<string, number>();
  for (const l of priced.lines) {
    for (const a of l.allocations) {
      const into = a.automatic ? automatic : totals;
      into.set(a.code, (into.get(a.code) ?? 0) + a.amount);
    }
  }
  if (priced.freeShippingCode) totals.set(priced.freeShippingCode, totals.get(priced.freeShippingCode) ?? 0);
  return [
    ...[...automatic].map(([title, amount]) => ({
      __typename: 'CartAutomaticDiscountAllocation',
      title,
      discountedAmount: money(amount),
    })),
    ...[...totals].map(([code, amount]) => ({
      __typename: 'CartCodeDiscountAllocation',
      code,
      discountedAmount: money(amount),
    })),
  ];
}

function deliveryGroups(ctx: PlatformContext, doc: CartDoc, priced: PricedCart, lines: (args: ConnectionArgs) => unknown) {
  if (priced.lines.length === 0) return [];
  const options = [
    {handle: 'standard', title: 'Standard shipping', code: 'STANDARD', description: '3–5 business days', cents: priced.shipping},
    {handle: 'express', title: 'Express shipping', code: 'EXPRESS', description: '1–2 business days', cents: STANDARD_SHIPPING_CENTS + 900},
  ].map((o) => ({
    handle: o.handle,
    title: o.title,
    code: o.code,
    description: o.description,
    deliveryMethodType: 'SHIPPING',
    estimatedCost: money(o.cents),
  }));
  const selected = options.find((o) => o.handle === doc.selectedDeliveryOption) ?? null;
  return [
    {
      id: gid('CartDeliveryGroup', doc.token),
      deliveryAddress: {
        id: gid('MailingAddress', 0),
        countryCodeV2: doc.buyerIdentity.countryCode ?? 'US',
        country: 'United States',
        formatted: () => [],
      },
      deliveryOptions: options,
      selectedDeliveryOption: selected,
      cartLines: lines,
    },
  ];
}

export function cartView(ctx: PlatformContext, doc: CartDoc): Record<string, unknown> {
  const priced = priceCart(doc, ctx.catalog);
  const lines = (args: ConnectionArgs) =>
    connection(
      priced.lines,
      args,
      (l) => l.line.id,
      (l) => lineView(ctx, doc, l),
    );
  const taxes = cartTaxes(ctx, doc);
  const customer = doc.buyerIdentity.customerId != null ? ctx.customers.byId(doc.buyerIdentity.customerId) : undefined;
  const self: Record<string, unknown> = {
    __typename: 'Cart',
    id: cartGid(doc.token),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    checkoutUrl: `${ctx.origin}/checkouts/c/${doc.token}`,
    note: doc.note,
    attributes: doc.attributes,
    attribute: attributeLookup(doc.attributes),
    totalQuantity: priced.totalQuantity,
    buyerIdentity: {
      countryCode: doc.buyerIdentity.countryCode,
      email: doc.buyerIdentity.email,
      phone: doc.buyerIdentity.phone,
      customer: customer ? customerView(ctx, customer, null) : null,
      deliveryAddressPreferences: [],
      walletPreferences: [],
    },
    lines,
    cost: {
      subtotalAmount: money(priced.subtotal),
      subtotalAmountEstimated: true,
      totalAmount: money(priced.total),
      // The total includes the tax, so it is as much an estimate as the tax is.
      totalAmountEstimated: taxes.taxEstimated || taxes.dutyEstimated,
      totalTaxAmount: money(taxes.tax),
      totalTaxAmountEstimated: taxes.taxEstimated,
      totalDutyAmount: taxes.duty === null ? null : money(taxes.duty),
      totalDutyAmountEstimated: taxes.dutyEstimated,
      checkoutChargeAmount: money(priced.checkoutCharge),
    },
    estimatedCost: {
      subtotalAmount: money(priced.subtotal),
      totalAmount: money(priced.total),
      totalTaxAmount: money(taxes.tax),
      totalDutyAmount: taxes.duty === null ? null : money(taxes.duty),
      checkoutChargeAmount: money(priced.checkoutCharge),
    },
    discountCodes: priced.codes.map((c) => ({code: c.code, applicable: c.applicable})),
    discountAllocations: cartAllocations(priced),
    deliveryGroups: (args: ConnectionArgs) =>
      connection(
        deliveryGroups(ctx, doc, priced, lines),
        args,
        (g) => g.id,
        (g) => g,
      ),
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
  return self;
}
