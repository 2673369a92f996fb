import {createHmac} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {verifyOgAuth} from '../src/subscriptions/auth.js';
import {addMonths} from '../src/subscriptions/store.js';
import {startPlatform, variantGid, type TestPlatform} from './helpers.js';

// The shop and the platform share this key through SUBSCRIPTIONS_AUTH_KEY; there is no built-in one.
const KEY = 'platform-test-subscriptions-auth-key-0123456789';
process.env.SUBSCRIPTIONS_AUTH_KEY = KEY;

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const ogAuth = (customerId: number | string, ts = Math.floor(Date.now() / 1000), key = KEY) =>
  `${customerId}|${ts}|${createHmac('sha256', key).update(`${customerId}|${ts}`).digest('hex')}`;
const FORM = {
  email: '',
  firstName: 'Sub',
  lastName: 'Scriber',
  address1: '1 Main St',
  address2: '',
  city: 'Boston',
  province: 'MA',
  zip: '02110',
  phone: '',
  card: '4242 4242 4242 4242',
  expiry: '12 / 39',
  cvc: '123',
};

async function newCustomer(email: string) {
  await p.gql(`mutation($i: CustomerCreateInput!) { customerCreate(input: $i) { customer { id } } }`, {i: {email, password: 'secret-123'}});
  const login = await p.gql(
    `mutation($i: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $i) { customerAccessToken { accessToken } } }`,
    {
      i: {email, password: 'secret-123'},
    },
  );
  const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
  const me = await p.gql(`query($t: String!) { customer(customerAccessToken: $t) { id } }`, {t: token});
  return {token, id: Number(String(me.data.customer.id).split('/').pop())};
}

async function checkout(token: string, email: string, lines: unknown[]) {
  const res = await p.gql(`mutation($input: CartInput) { cartCreate(input: $input) { cart { id } } }`, {
    input: {lines, buyerIdentity: {customerAccessToken: token}},
  });
  const cartToken = String(res.data.cartCreate.cart.id).split('/').pop()!.split('?')[0]!;
  const placed = await fetch(`${p.url}/checkouts/c/${cartToken}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({...FORM, email}).toString(),
  });
  expect(placed.status).toBe(303);
}

const api = (auth: string | null, path = '', init: RequestInit = {}) =>
  fetch(`${p.url}/subscriptions/api/v1/subscriptions${path}`, {
    ...init,
    headers: {'Content-Type': 'application/json', ...(auth ? {Authorization: `OG-Auth ${auth}`} : {})},
  });

describe('subscriptions from checkout', () => {
  it('creates one subscription per selling-plan line, none for one-time lines', async () => {
    const email = 'subscriber-1@example.com';
    const {token, id} = await newCustomer(email);
    await checkout(token, email, [
      {merchandiseId: variantGid(102001), quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/9001'},
      {merchandiseId: variantGid(102001), quantity: 1},
    ]);
    const res = await api(ogAuth(id));
    expect(res.status).toBe(200);
    const {subscriptions} = (await res.json()) as any;
    expect(subscriptions).toHaveLength(1);
    const [s] = subscriptions;
    expect(s).toMatchObject({
      status: 'active',
      productTitle: 'Total Whitening Toothpaste',
      quantity: 2,
      sellingPlan: {id: '9001', months: 1},
    });
    expect(s.frequencyOptions.map((o: any) => o.sellingPlanId)).toEqual(['9001', '9002', '9003']);
    expect(s.nextDelivery).toBe(addMonths(new Date().toISOString(), 1));
  });

  it('changes the frequency, skips a delivery and cancels; other customers get 404', async () => {
    const email = 'subscriber-2@example.com';
    const {token, id} = await newCustomer(email);
    await checkout(token, email, [{merchandiseId: variantGid(102001), quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9001'}]);
    const auth = ogAuth(id);
    const [s] = ((await (await api(auth)).json()) as any).subscriptions;

    const other = await newCustomer('subscriber-3@example.com');
    expect((await api(ogAuth(other.id), `/${s.id}/cancel`, {method: 'POST'})).status).toBe(404);

    const bad = await api(auth, `/${s.id}/frequency`, {method: 'POST', body: JSON.stringify({sellingPlanId: '9011'})});
    expect(bad.status).toBe(400);
    const changed = (await (
      await api(auth, `/${s.id}/frequency`, {method: 'POST', body: JSON.stringify({sellingPlanId: '9002'})})
    ).json()) as any;
    expect(changed.subscription.sellingPlan).toMatchObject({id: '9002', months: 2});
    expect(changed.subscription.nextDelivery).toBe(addMonths(s.nextDelivery, 1));
    expect(Number(changed.subscription.price.amount)).toBeGreaterThan(Number(s.price.amount));

    const skipped = (await (await api(auth, `/${s.id}/skip`, {method: 'POST'})).json()) as any;
    expect(skipped.subscription.nextDelivery).toBe(addMonths(changed.subscription.nextDelivery, 2));
    const cancelled = (await (await api(auth, `/${s.id}/cancel`, {method: 'POST'})).json()) as any;
    expect(cancelled.subscription).toMatchObject({status: 'cancelled', nextDelivery: null});
    expect((await api(auth, `/${s.id}/skip`, {method: 'POST'})).status).toBe(409);
  });

  it('refuses a missing, forged or expired og_auth', async () => {
    expect((await api(null)).status).toBe(401);
    expect((await api('1|123|abc')).status).toBe(401);
    expect((await api(ogAuth(1, Math.floor(Date.now() / 1000) - 7201))).status).toBe(401);
    expect(verifyOgAuth(ogAuth(5))).toBe(5);
  });

  it('has no built-in key: the former default signs nothing, and with no key set the API answers 503', async () => {
    expect((await api(ogAuth(1, undefined, 'local-subscriptions-auth-key'))).status).toBe(401);
    delete process.env.SUBSCRIPTIONS_AUTH_KEY;
    try {
      expect(verifyOgAuth(ogAuth(5, undefined, 'local-subscriptions-auth-key'))).toBeNull();
      const response = await api(ogAuth(1));
      expect(response.status).toBe(503);
      expect(((await response.json()) as {error: string}).error).toMatch(/not configured/);
    } finally {
      process.env.SUBSCRIPTIONS_AUTH_KEY = KEY;
    }
  });

  it('adds months clamped to the end of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });
});

describe('customer tags (admin)', () => {
  it('adds tags with the private token only', async () => {
    const {id, token} = await newCustomer('tagged@example.com');
    const call = (headers: Record<string, string>, body: unknown) =>
      fetch(`${p.url}/admin/api/customers/tags`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', ...headers},
        body: JSON.stringify(body),
      });
    expect((await call({}, {customerId: `gid://shopify/Customer/${id}`, tags: ['edu']})).status).toBe(401);
    const auth = {'Shopify-Storefront-Private-Token': 'local-private-storefront-token'};
    expect((await call(auth, {customerId: 'nope', tags: ['edu']})).status).toBe(400);
    expect((await call(auth, {customerId: `gid://shopify/Customer/${id}`, tags: ['<b>']})).status).toBe(400);
    expect((await call(auth, {customerId: 'gid://shopify/Customer/999999', tags: ['edu']})).status).toBe(404);
    expect((await call(auth, {customerId: `gid://shopify/Customer/${id}`, tags: ['edu']})).status).toBe(200);
    const me = await p.gql(`query($t: String!) { customer(customerAccessToken: $t) { tags } }`, {t: token});
    expect(me.data.customer.tags).toEqual(['edu']);
  });
});
