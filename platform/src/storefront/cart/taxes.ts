import type {PlatformContext} from '../../context.js';
import type {CartDoc} from '../../store/carts.js';

/** The country the store sells from: a delivery elsewhere owes import duties. */
const STORE_COUNTRY = 'US';

export interface CartTaxes {
  /** Cents; the store charges no sales tax (its checkout shows $0.00). */
  tax: number;
  taxEstimated: boolean;
  /** Cents, or null when no duty applies (a domestic or unknown delivery). */
  duty: number | null;
  dutyEstimated: boolean;
}

/**
 * Tax and duty as Shopify's cart reports them: the tax is an estimate until
 * the cart knows where it ships, which is once its buyer is a signed-in
 * customer with a default address; a duty is reported only for a delivery
 * outside the store's country, and stays an estimate (customs set it).
 * Everything it needs is persisted: the buyer on the cart, the address with
 * the customer.
 */
export function cartTaxes(ctx: PlatformContext, doc: CartDoc): CartTaxes {
  const customer = doc.buyerIdentity.customerId != null ? ctx.customers.byId(doc.buyerIdentity.customerId) : undefined;
  const addressKnown = Boolean(customer?.default_address_id != null && ctx.customers.address(customer.default_address_id));
  const abroad = doc.buyerIdentity.countryCode != null && doc.buyerIdentity.countryCode !== STORE_COUNTRY;
  return {tax: 0, taxEstimated: !addressKnown, duty: abroad ? 0 : null, dutyEstimated: abroad};
}
