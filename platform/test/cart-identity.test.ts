import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_FIELDS, startPlatform, variantGid, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

/** The shop's 2023-04 document for login/logout (app/lib/cart/documents.ts), trimmed to what is checked. */
const BUYER_IDENTITY_UPDATE = `mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ${CART_FIELDS} } userErrors { code field message } }
}`;

const FORM = {
  email: 'someone@example.com',
  firstName: 'Sam',
  lastName: 'Shopper',
  address1: '1 Elm Street',
  address2: '',
  city: 'Austin',
  province: 'TX',
  zip: '73301',
  phone: '',
  card: '4242 4242 4242 4242',
  expiry: '12 / 39',
  cvc: '123',
};

async function signUp(email: string) {
  await p.gql('mutation($i: CustomerCreateInput!) { customerCreate(input: $i) { customer { id } } }', {
    i: {email, password: 'password123', firstName: 'Ida', lastName: 'Identity'},
  });
  const login = await p.gql(
    'mutation($i: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $i) { customerAccessToken { accessToken } } }',
    {
      i: {email, password: 'password123'},
    },
  );
  return login.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
}

describe('cart buyer identity (login and logout) and orders', () => {
  it('switches an existing cart to the customer on login and back to a guest on logout, keeping the lines', async () => {
    const email = `identity-${Date.now()}@example.com`;
    const token = await signUp(email);
    const created = await p.gql(
      `mutation { cartCreate(input: {lines: [{merchandiseId: "${variantGid(102001)}", quantity: 2}]}) { cart { id } } }`,
    );
    const cartId = created.data.cartCreate.cart.id;

    const login = await p.gql(BUYER_IDENTITY_UPDATE, {cartId, buyerIdentity: {customerAccessToken: token, email, phone: '+16175550123'}});
    expect(login.errors).toBeUndefined();
    expect(login.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    const cart = login.data.cartBuyerIdentityUpdate.cart;
    expect(cart.buyerIdentity.email).toBe(email);
    expect(cart.buyerIdentity.customer.email).toBe(email);
    expect(cart.totalQuantity).toBe(2);

    const logout = await p.gql(BUYER_IDENTITY_UPDATE, {cartId, buyerIdentity: {customerAccessToken: null, email: null, phone: null}});
    const guest = logout.data.cartBuyerIdentityUpdate.cart;
    expect(guest.buyerIdentity).toMatchObject({email: null, customer: null});
    expect(guest.totalQuantity).toBe(2);

    const bad = await p.gql(BUYER_IDENTITY_UPDATE, {cartId, buyerIdentity: {customerAccessToken: 'not-a-token'}});
    expect(bad.data.cartBuyerIdentityUpdate.userErrors[0]).toMatchObject({field: ['buyerIdentity', 'customerAccessToken']});
  });

  it('gives the order placed from a signed-in cart to that customer, and no longer returns the completed cart', async () => {
    const email = `orders-${Date.now()}@example.com`;
    const token = await signUp(email);
    const created = await p.gql(
      `mutation { cartCreate(input: {lines: [{merchandiseId: "${variantGid(102001)}", quantity: 1}]}) { cart { id } } }`,
    );
    const cartId = created.data.cartCreate.cart.id as string;
    await p.gql(BUYER_IDENTITY_UPDATE, {cartId, buyerIdentity: {customerAccessToken: token}});
    const cartToken = cartId.split('/').pop()!;
    const placed = await fetch(`${p.url}/checkouts/c/${cartToken}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(FORM).toString(),
    });
    expect(placed.status).toBe(303);
    const orders = await p.gql(
      'query($t: String!) { customer(customerAccessToken: $t) { orders(first: 5) { nodes { name lineItems(first: 5) { nodes { quantity } } } } } }',
      {t: token},
    );
    expect(orders.data.customer.orders.nodes).toHaveLength(1);
    expect((await p.gql('query($id: ID!) { cart(id: $id) { id } }', {id: cartId})).data.cart).toBeNull();
  });

  it('reports the tax as estimated until the cart ships to a known address, and a duty only for a delivery abroad', async () => {
    const COST = `mutation($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
      cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
        cart { createdAt cost { totalTaxAmount { amount } totalTaxAmountEstimated totalDutyAmount { amount } totalDutyAmountEstimated totalAmountEstimated } }
        userErrors { message }
      }
    }`;
    const costOf = async (cartId: string, buyerIdentity: Record<string, unknown>) =>
      (await p.gql(COST, {cartId, buyerIdentity})).data.cartBuyerIdentityUpdate.cart as {
        createdAt: string;
        cost: Record<string, unknown>;
      };
    const token = await signUp(`taxes-${Date.now()}@example.com`);
    const created = await p.gql(
      `mutation { cartCreate(input: {lines: [{merchandiseId: "${variantGid(102001)}", quantity: 1}]}) { cart { id } } }`,
    );
    const cartId = created.data.cartCreate.cart.id as string;

    const guest = await costOf(cartId, {countryCode: 'US'});
    expect(Date.parse(guest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(guest.cost).toEqual({
      totalTaxAmount: {amount: '0.00'},
      totalTaxAmountEstimated: true,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
      totalAmountEstimated: true,
    });
    // Signed in, but no address yet: still an estimate.
    expect((await costOf(cartId, {customerAccessToken: token})).cost.totalTaxAmountEstimated).toBe(true);

    await p.gql(
      'mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }',
      {t: token, a: {address1: '1 Elm Street', city: 'Austin', province: 'TX', country: 'United States', zip: '73301'}},
    );
    const known = await costOf(cartId, {customerAccessToken: token});
    expect(known.cost).toMatchObject({totalTaxAmountEstimated: false, totalDutyAmount: null, totalAmountEstimated: false});

    const abroad = await costOf(cartId, {countryCode: 'CA'});
    expect(abroad.cost).toMatchObject({totalDutyAmount: {amount: '0.00'}, totalDutyAmountEstimated: true, totalAmountEstimated: true});
  });
});
