import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startPlatform, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const CREATE = `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email firstName acceptsMarketing tags } customerUserErrors { code field message } userErrors { field message } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { customerAccessTokenCreate(input: {email: $email, password: $password}) { customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } } }`;
const ADDRESS_FIELDS = 'id firstName lastName address1 city province provinceCode zip country countryCodeV2 phone';

const login = async (email: string, password: string) => (await p.gql(LOGIN, {email, password})).data.customerAccessTokenCreate;
const outbox = async (kind: string, to: string) =>
  ((await (await fetch(`${p.url}/outbox.json?kind=${kind}&to=${encodeURIComponent(to)}`)).json()) as {messages: any[]}).messages;

describe('customers', () => {
  it('creates customers and reports TAKEN / TOO_SHORT / INVALID like Shopify', async () => {
    const ok = (
      await p.gql(CREATE, {
        input: {email: 'new@example.com', password: 'secret1', firstName: 'Nia', acceptsMarketing: true, phone: '(555) 123-4567'},
      })
    ).data.customerCreate;
    expect(ok.customerUserErrors).toEqual([]);
    expect(ok.customer).toMatchObject({email: 'new@example.com', firstName: 'Nia', acceptsMarketing: true, tags: []});
    expect((await login('new@example.com', 'secret1')).customerAccessToken.accessToken).toMatch(/^[a-f0-9]{32}$/);
    const taken = (await p.gql(CREATE, {input: {email: 'NEW@example.com', password: 'secret1'}})).data.customerCreate;
    expect(taken.customer).toBeNull();
    expect(taken.customerUserErrors).toEqual([{code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'}]);
    expect(taken.userErrors).toEqual([{field: ['input', 'email'], message: 'Email has already been taken'}]);
    const short = (await p.gql(CREATE, {input: {email: 'x@example.com', password: '123'}})).data.customerCreate;
    expect(short.customerUserErrors).toEqual([
      {code: 'TOO_SHORT', field: ['input', 'password'], message: 'Password is too short (minimum is 5 characters)'},
    ]);
    const invalid = (await p.gql(CREATE, {input: {email: 'not-an-email', password: 'secret1', phone: '12'}})).data.customerCreate;
    expect(invalid.customerUserErrors).toEqual([
      {code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid'},
      {code: 'INVALID', field: ['input', 'phone'], message: 'Phone is invalid'},
    ]);
  });

  it('logs in, rejects bad credentials, renews and deletes tokens', async () => {
    const bad = await login('demo@oralcare.test', 'wrong');
    expect(bad).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer'}],
    });
    expect((await login('nobody@example.com', 'password123')).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    const {customerAccessToken} = await login('demo@oralcare.test', 'password123');
    expect(Date.parse(customerAccessToken.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const renew = await p.gql(
      `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { message } } }`,
      {t: customerAccessToken.accessToken},
    );
    expect(renew.data.customerAccessTokenRenew.customerAccessToken.accessToken).toBe(customerAccessToken.accessToken);
    const del = await p.gql(
      `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { message } } }`,
      {t: customerAccessToken.accessToken},
    );
    expect(del.data.customerAccessTokenDelete.deletedAccessToken).toBe(customerAccessToken.accessToken);
    const gone = await p.gql(`query($t: String!) { customer(customerAccessToken: $t) { id } }`, {t: customerAccessToken.accessToken});
    expect(gone.data.customer).toBeNull();
  });

  it('returns the demo customer with addresses and orders newest first', async () => {
    const {customerAccessToken} = await login('demo@oralcare.test', 'password123');
    const res = await p.gql(
      `query($t: String!) { customer(customerAccessToken: $t) {
      id firstName lastName displayName email phone tags numberOfOrders
      defaultAddress { ${ADDRESS_FIELDS} }
      addresses(first: 5) { nodes { id } }
      orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { name orderNumber financialStatus fulfillmentStatus canceledAt statusUrl
        totalPrice { amount } subtotalPrice { amount } totalShippingPrice { amount }
        discountApplications(first: 5) { nodes { targetType value { ... on PricingPercentageValue { percentage } } ... on DiscountCodeApplication { code } } }
        lineItems(first: 50) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount } variant { id } } } } }
    } }`,
      {t: customerAccessToken.accessToken},
    );
    expect(res.errors).toBeUndefined();
    const c = res.data.customer;
    expect(c).toMatchObject({displayName: 'Dana Demo', numberOfOrders: '5', tags: ['vip']});
    expect(c.defaultAddress).toMatchObject({city: 'Brooklyn', provinceCode: 'NY', countryCodeV2: 'US'});
    expect(c.defaultAddress.id).toContain(`model_name=CustomerAddress&customer_access_token=${customerAccessToken.accessToken}`);
    expect(c.addresses.nodes).toHaveLength(2);
    const orders = c.orders.nodes;
    expect(orders.map((o: any) => o.name)).toEqual(['#1005', '#1004', '#1003', '#1002', '#1001']);
    expect(new Set(orders.map((o: any) => o.financialStatus)).size).toBeGreaterThanOrEqual(4);
    expect(orders.find((o: any) => o.canceledAt)).toBeTruthy();
    const discounted = orders.find((o: any) => o.discountApplications.nodes.length);
    expect(discounted.discountApplications.nodes[0]).toMatchObject({targetType: 'LINE_ITEM', code: expect.any(String)});
    const student = await login('student@oralcare.test', 'password123');
    const s = await p.gql(`query($t: String!) { customer(customerAccessToken: $t) { tags } }`, {
      t: student.customerAccessToken.accessToken,
    });
    expect(s.data.customer.tags).toEqual(['edu']);
  });

  it('updates the customer; a password change renews the token', async () => {
    await p.gql(CREATE, {input: {email: 'upd@example.com', password: 'secret1'}});
    const {customerAccessToken} = await login('upd@example.com', 'secret1');
    const UPDATE = `mutation($c: CustomerUpdateInput!, $t: String!) { customerUpdate(customer: $c, customerAccessToken: $t) { customer { firstName phone } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
    const plain = (await p.gql(UPDATE, {c: {firstName: 'Uma', phone: '+15555550199'}, t: customerAccessToken.accessToken})).data
      .customerUpdate;
    expect(plain).toEqual({customer: {firstName: 'Uma', phone: '+15555550199'}, customerAccessToken: null, customerUserErrors: []});
    const taken = (await p.gql(UPDATE, {c: {email: 'demo@oralcare.test'}, t: customerAccessToken.accessToken})).data.customerUpdate;
    expect(taken.customerUserErrors[0]).toMatchObject({code: 'TAKEN', field: ['customer', 'email']});
    const pw = (await p.gql(UPDATE, {c: {password: 'newsecret'}, t: customerAccessToken.accessToken})).data.customerUpdate;
    const renewed = pw.customerAccessToken.accessToken;
    expect(renewed).toMatch(/^[a-f0-9]{32}$/);
    expect(renewed).not.toBe(customerAccessToken.accessToken);
    expect(
      (await p.gql(`query($t: String!) { customer(customerAccessToken: $t) { id } }`, {t: customerAccessToken.accessToken})).data.customer,
    ).toBeNull();
    expect((await login('upd@example.com', 'newsecret')).customerAccessToken).not.toBeNull();
    const badToken = (await p.gql(UPDATE, {c: {firstName: 'X'}, t: 'nope'})).data.customerUpdate;
    expect(badToken.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('creates, updates, defaults and deletes addresses', async () => {
    await p.gql(CREATE, {input: {email: 'addr@example.com', password: 'secret1'}});
    const t = (await login('addr@example.com', 'secret1')).customerAccessToken.accessToken;
    const ADD = `mutation($a: MailingAddressInput!, $t: String!) { customerAddressCreate(address: $a, customerAccessToken: $t) { customerAddress { ${ADDRESS_FIELDS} } customerUserErrors { code field message } } }`;
    const a1 = (
      await p.gql(ADD, {
        t,
        a: {firstName: 'A', lastName: 'One', address1: '1 First St', city: 'Austin', province: 'TX', country: 'US', zip: '73301'},
      })
    ).data.customerAddressCreate;
    expect(a1.customerUserErrors).toEqual([]);
    expect(a1.customerAddress).toMatchObject({province: 'Texas', provinceCode: 'TX', country: 'United States'});
    const a2 = (await p.gql(ADD, {t, a: {lastName: 'Two', address1: '2 Second St', city: 'Denver', province: 'Colorado', zip: '80202'}}))
      .data.customerAddressCreate;
    const badZip = (await p.gql(ADD, {t, a: {lastName: 'Bad', address1: 'x', city: 'y', province: 'Narnia', zip: 'abc'}})).data
      .customerAddressCreate;
    expect(badZip.customerUserErrors.map((e: any) => e.field)).toEqual([
      ['address', 'province'],
      ['address', 'zip'],
    ]);
    const upd = await p.gql(
      `mutation($id: ID!, $t: String!) { customerAddressUpdate(id: $id, customerAccessToken: $t, address: {city: "Boulder"}) { customerAddress { city address1 } customerUserErrors { message } } }`,
      {id: a2.customerAddress.id, t},
    );
    expect(upd.data.customerAddressUpdate.customerAddress).toEqual({city: 'Boulder', address1: '2 Second St'});
    const def = await p.gql(
      `mutation($id: ID!, $t: String!) { customerDefaultAddressUpdate(addressId: $id, customerAccessToken: $t) { customer { defaultAddress { city } } customerUserErrors { message } } }`,
      {id: a2.customerAddress.id, t},
    );
    expect(def.data.customerDefaultAddressUpdate.customer.defaultAddress.city).toBe('Boulder');
    const del = await p.gql(
      `mutation($id: ID!, $t: String!) { customerAddressDelete(id: $id, customerAccessToken: $t) { deletedCustomerAddressId customerUserErrors { message } } }`,
      {id: a2.customerAddress.id, t},
    );
    expect(del.data.customerAddressDelete.deletedCustomerAddressId).toBe(a2.customerAddress.id);
    const after = await p.gql(
      `query($t: String!) { customer(customerAccessToken: $t) { defaultAddress { city } addresses(first: 5) { nodes { city } } } }`,
      {t},
    );
    expect(after.data.customer).toEqual({defaultAddress: {city: 'Austin'}, addresses: {nodes: [{city: 'Austin'}]}});
    const foreign = await p.gql(
      `mutation($id: ID!, $t: String!) { customerAddressDelete(id: $id, customerAccessToken: $t) { customerUserErrors { code } } }`,
      {id: 'gid://shopify/MailingAddress/1', t},
    );
    expect(foreign.data.customerAddressDelete.customerUserErrors[0].code).toBe('NOT_FOUND');
  });

  it('recovers passwords through the outbox and resets by URL', async () => {
    const silent = await p.gql(`mutation { customerRecover(email: "ghost@example.com") { customerUserErrors { code } } }`);
    expect(silent.data.customerRecover.customerUserErrors).toEqual([]);
    expect(await outbox('password_reset', 'ghost@example.com')).toEqual([]);
    await p.gql(CREATE, {input: {email: 'reset@example.com', password: 'secret1'}});
    await p.gql(`mutation { customerRecover(email: "reset@example.com") { customerUserErrors { code } } }`);
    const [mail] = await outbox('password_reset', 'reset@example.com');
    const link = new URL(/http\S+reset-password\S+/.exec(mail.text)![0]);
    expect(link.origin).toBe('http://localhost:3000');
    const resetUrl = link.searchParams.get('resetUrl')!;
    expect(resetUrl).toMatch(new RegExp(`^${p.url}/account/reset/\\d+/[a-f0-9]{32}$`));
    const RESET = `mutation($u: URL!, $pw: String!) { customerResetByUrl(resetUrl: $u, password: $pw) { customer { email } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
    const done = (await p.gql(RESET, {u: resetUrl, pw: 'brandnew1'})).data.customerResetByUrl;
    expect(done.customer.email).toBe('reset@example.com');
    expect(done.customerAccessToken.accessToken).toMatch(/^[a-f0-9]{32}$/);
    const reused = (await p.gql(RESET, {u: resetUrl, pw: 'brandnew2'})).data.customerResetByUrl;
    expect(reused.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    expect((await login('reset@example.com', 'brandnew1')).customerAccessToken).not.toBeNull();
  });

  it('activates an invited (disabled) customer by URL', async () => {
    const invite = (await (
      await fetch(`${p.url}/admin/customers/invite`, {method: 'POST', body: JSON.stringify({email: 'invited@oralcare.test'})})
    ).json()) as any;
    expect(invite.activationUrl).toMatch(/\/account\/activate\/\d+\/[a-f0-9]{32}$/);
    const [mail] = await outbox('account_activation', 'invited@oralcare.test');
    expect(mail.text).toContain(`http://localhost:3000/account/activate?activationUrl=${encodeURIComponent(invite.activationUrl)}`);
    expect((await login('invited@oralcare.test', 'whatever1')).customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    const ACT = `mutation($u: URL!, $pw: String!) { customerActivateByUrl(activationUrl: $u, password: $pw) { customer { email firstName } customerAccessToken { accessToken } customerUserErrors { code field message } } }`;
    const short = (await p.gql(ACT, {u: invite.activationUrl, pw: '1'})).data.customerActivateByUrl;
    expect(short.customerUserErrors[0].code).toBe('TOO_SHORT');
    const ok = (await p.gql(ACT, {u: invite.activationUrl, pw: 'welcome1'})).data.customerActivateByUrl;
    expect(ok.customer).toEqual({email: 'invited@oralcare.test', firstName: 'Ivy'});
    expect((await login('invited@oralcare.test', 'welcome1')).customerAccessToken).not.toBeNull();
  });
});
