import type {PlatformContext} from '../context.js';
import {sendOrderConfirmation} from '../outbox/mails.js';
import {setMeta} from '../store/db.js';
import type {OrderDiscountApplication, OrderDoc, OrderRow} from '../store/orders.js';
import {amountDueToday, priceCart} from '../storefront/cart/pricing.js';
import {BUNDLE_BUILDER_DISCOUNT} from '../../seed/discounts.js';
import {isValidEmail, normalizePhone} from '../storefront/validation.js';
import {createSubscriptionsForOrder} from '../subscriptions/from-order.js';
import {provinceCode, provinceName} from './states.js';

export interface CheckoutForm {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  phone: string;
  card: string;
  expiry: string;
  cvc: string;
}

export type FieldErrors = Partial<Record<keyof CheckoutForm | 'form', string>>;

export const TEST_CARD = '4242424242424242';

export function validateForm(f: CheckoutForm, now = new Date()): FieldErrors {
  const e: FieldErrors = {};
  if (!f.email.trim()) e.email = 'Enter an email address.';
  else if (!isValidEmail(f.email)) e.email = 'Enter a valid email address, like name@example.com.';
  if (!f.lastName.trim()) e.lastName = 'Enter a last name.';
  if (!f.address1.trim()) e.address1 = 'Enter an address.';
  if (!f.city.trim()) e.city = 'Enter a city.';
  if (!provinceCode(f.province)) e.province = 'Select a state.';
  if (!/^\d{5}(-\d{4})?$/.test(f.zip.trim())) e.zip = 'Enter a valid ZIP code, like 12345.';
  if (f.phone.trim() && !normalizePhone(f.phone)) e.phone = 'Enter a valid phone number.';
  const card = f.card.replace(/[\s-]/g, '');
  if (!card) e.card = 'Enter a card number.';
  else if (card !== TEST_CARD) e.card = 'This card was declined. Use the test card 4242 4242 4242 4242.';
  const exp = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(f.expiry.trim());
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) e.expiry = 'Enter an expiry date as MM / YY.';
  else {
    const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
    if (new Date(year, Number(exp[1]), 1) <= now) e.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(f.cvc.trim())) e.cvc = 'Enter the 3 or 4 digit security code.';
  return e;
}

export type PlaceOrderResult = {kind: 'gone'} | {kind: 'invalid'; errors: FieldErrors} | {kind: 'placed'; order: OrderRow};

class StockError extends Error {}

/** Validates, decrements stock, creates the order and completes the cart — all in one transaction. */
export function placeOrder(ctx: PlatformContext, token: string, form: CheckoutForm): PlaceOrderResult {
  const errors = validateForm(form);
  try {
    return ctx.db.transaction((): PlaceOrderResult => {
      const cart = ctx.carts.get(token);
      if (!cart || cart.lines.length === 0) return {kind: 'gone'};
      if (Object.keys(errors).length) return {kind: 'invalid', errors};
      const priced = priceCart(cart, ctx.catalog);
      for (const l of priced.lines) {
        if (!ctx.catalog.decrement(l.variant.id, l.line.quantity)) {
          const left = ctx.catalog.inventory(l.variant.id);
          throw new StockError(
            `Sorry, only ${left} of “${l.product.title}” ${left === 1 ? 'is' : 'are'} left. Update your cart and try again.`,
          );
        }
      }
      const applications: OrderDiscountApplication[] = [];
      const appIndex = new Map<string, number>();
      for (const c of priced.codes) {
        if (!c.applicable || !c.discount) continue;
        appIndex.set(c.code, applications.length);
        applications.push({
          code: c.discount.code,
          title: c.discount.title,
          kind: c.discount.kind,
          value: c.discount.value,
          targetType: c.discount.kind === 'free_shipping' ? 'SHIPPING_LINE' : 'LINE_ITEM',
          allocationMethod: 'ACROSS',
        });
      }
      if (priced.lines.some((l) => l.allocations.some((a) => a.automatic))) {
        appIndex.set(BUNDLE_BUILDER_DISCOUNT.title, applications.length);
        applications.push({
          code: null,
          title: BUNDLE_BUILDER_DISCOUNT.title,
          kind: 'percentage',
          value: BUNDLE_BUILDER_DISCOUNT.percentage,
          targetType: 'LINE_ITEM',
          allocationMethod: 'EACH',
        });
      }
      const address = {
        firstName: form.firstName.trim() || null,
        lastName: form.lastName.trim(),
        address1: form.address1.trim(),
        address2: form.address2.trim() || null,
        city: form.city.trim(),
        province: provinceName(form.province),
        country: 'United States',
        zip: form.zip.trim(),
        phone: form.phone.trim() ? normalizePhone(form.phone) : null,
      };
      const shippingDiscount = priced.baseShipping - priced.shipping;
      const doc: OrderDoc = {
        email: form.email.trim(),
        phone: address.phone,
        lines: priced.lines.map((l) => ({
          title: l.variant.title === 'Default Title' ? l.product.title : `${l.product.title} - ${l.variant.title}`,
          variantId: l.variant.id,
          quantity: l.line.quantity,
          originalTotal: l.subtotal,
          discountedTotal: l.total,
          allocations: l.allocations.map((a) => ({application: appIndex.get(a.code) ?? 0, amount: a.amount})),
          attributes: l.line.attributes,
          sellingPlanName: l.plan?.plan.name ?? null,
        })),
        discountApplications: applications,
        subtotal: priced.total,
        shipping: priced.baseShipping,
        shippingDiscount,
        tax: 0,
        total: priced.total + priced.shipping,
        // A deposit plan's balance is charged later: the order is partly paid until then.
        charged: amountDueToday(priced),
        financialStatus: priced.deferred > 0 ? 'PARTIALLY_PAID' : 'PAID',
        fulfillmentStatus: 'UNFULFILLED',
        canceledAt: null,
        cancelReason: null,
        shippingAddress: address,
        billingAddress: address,
      };
      const order = ctx.orders.create(cart.buyerIdentity.customerId, doc);
      createSubscriptionsForOrder(ctx, order, priced.lines);
      ctx.carts.complete(token);
      setMeta(ctx.db, `checkout_order:${token}`, String(order.id));
      sendOrderConfirmation(ctx, order, doc.email!);
      return {kind: 'placed', order};
    })();
  } catch (e) {
    if (e instanceof StockError) return {kind: 'invalid', errors: {form: e.message}};
    throw e;
  }
}
