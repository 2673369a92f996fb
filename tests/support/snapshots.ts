import {cartState, catalogVariants, postCart, CookieJar} from './cart';
import {createCustomer, tokenJar, uniqueEmail} from './account';
import {storefrontApi} from './http';

/** What must not change when the shop refuses a request: the cart's lines, codes, note and attributes. */
export async function cartSnapshot(jar: CookieJar) {
  const cart = await cartState(jar);
  if (!cart) return null;
  return {
    lines: cart.lines.nodes.map((l) => [l.merchandise.id, l.quantity, l.sellingPlanAllocation?.sellingPlan.id ?? null]),
    codes: cart.discountCodes,
    note: cart.note,
    attributes: cart.attributes,
    email: (cart as any).buyerIdentity?.email ?? null,
  };
}

const CUSTOMER_STATE = `query ($t: String!) { customer(customerAccessToken: $t) {
  id firstName lastName email phone acceptsMarketing
  defaultAddress { id }
  addresses(first: 10) { nodes { id firstName lastName address1 address2 city province zip country phone } }
} }`;

/** What must not change in a customer's account. */
export async function customerSnapshot(token: string) {
  const {body} = await storefrontApi<any>(CUSTOMER_STATE, {t: token});
  return body.data.customer;
}

/** A guest with a one-line cart (the first in-stock variant). */
export async function guestWithCart() {
  const jar = new CookieJar();
  const [variant] = await catalogVariants();
  const added = await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: variant!.id, quantity: 2}]});
  if (added.status !== 200) throw new Error(`cart add failed: ${added.status}`);
  return {jar, variant: variant!};
}

/** A signed-in customer (cookie jar) with one address, plus the platform token to read the account back. */
/** The address-book form that adds Ada Owner's Boston address (what `customerWithAddress` posts). */
export const ADDRESS_FORM = {
  intent: 'create',
  firstName: 'Ada',
  lastName: 'Owner',
  address1: '1 Main St',
  city: 'Boston',
  province: 'MA',
  zip: '02110',
  country: 'United States',
  phone: '',
  company: '',
  address2: '',
};

export async function customerWithAddress(prefix = 'sec') {
  const email = uniqueEmail(prefix);
  const token = await createCustomer(email);
  const jar = await tokenJar(token);
  const added = await jar.post('/account/address-book', ADDRESS_FORM);
  if (added.status !== 302) throw new Error(`address create failed: ${added.status}`);
  return {email, token, jar};
}
