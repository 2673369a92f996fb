import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CART_FIELDS, startPlatform, variantGid, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const CREATE = `mutation($input: CartInput) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { field message code } } }`;
const ADD = `mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { ${CART_FIELDS} } userErrors { field message code } } }`;
const UPDATE = `mutation($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { cart { ${CART_FIELDS} } userErrors { field message code } } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { cartLinesRemove(cartId: $id, lineIds: $ids) { cart { ${CART_FIELDS} } userErrors { field message code } } }`;
const CODES = `mutation($id: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { cart { ${CART_FIELDS} } userErrors { field message } } }`;

const line = (id: number, quantity = 1, extra: Record<string, unknown> = {}) => ({merchandiseId: variantGid(id), quantity, ...extra});
const create = async (lines: unknown[] = [], extra: Record<string, unknown> = {}) =>
  (await p.gql(CREATE, {input: {lines, ...extra}})).data.cartCreate;

describe('carts', () => {
  it('creates a cart, merges identical lines and keeps different attributes apart', async () => {
    const {cart, userErrors} = await create([line(102001, 2)]);
    expect(userErrors).toEqual([]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[a-f0-9]{32}$/);
    expect(cart.checkoutUrl).toBe(`${p.url}/checkouts/c/${cart.id.split('/').pop()}`);
    const added = (await p.gql(ADD, {id: cart.id, lines: [line(102001, 3), line(102001, 1, {attributes: [{key: 'gift', value: 'yes'}]})]}))
      .data.cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.lines.nodes.map((l: any) => l.quantity)).toEqual([5, 1]);
    expect(added.cart.lines.nodes[0].id).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=[a-f0-9]{32}$/);
    expect(added.cart.totalQuantity).toBe(6);
    expect(added.cart.cost).toMatchObject({
      subtotalAmount: {amount: '35.94', currencyCode: 'USD'},
      totalAmount: {amount: '35.94'},
      totalTaxAmount: {amount: '0.00'},
      totalAmountEstimated: true,
    });
    const read = await p.gql(`query($id: ID!) { cart(id: $id) { totalQuantity } }`, {id: cart.id});
    expect(read.data.cart.totalQuantity).toBe(6);
  });

  it('caps quantities at available stock and rejects sold-out variants', async () => {
    const {cart, userErrors} = await create([line(100102, 5)]);
    expect(userErrors).toEqual([
      {field: ['input', 'lines', '0', 'quantity'], message: 'Only 2 items were added to your cart due to availability.', code: 'INVALID'},
    ]);
    expect(cart.lines.nodes[0].quantity).toBe(2);
    const again = (await p.gql(ADD, {id: cart.id, lines: [line(100102, 1), line(100502, 1)]})).data.cartLinesAdd;
    expect(again.userErrors.map((e: any) => e.message)).toEqual([
      'Only 0 items were added to your cart due to availability.',
      "The product 'Optic White Advanced Teeth Whitening Toothpaste' is already sold out.",
    ]);
    expect(again.cart.lines.nodes).toHaveLength(1);
  });

  it('rejects unknown merchandise and unknown carts', async () => {
    const {cart} = await create([line(102001, 1)]);
    const res = (await p.gql(ADD, {id: cart.id, lines: [line(999999, 1)]})).data.cartLinesAdd;
    expect(res.userErrors).toEqual([
      {
        field: ['lines', '0', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/999999 does not exist.',
        code: 'INVALID',
      },
    ]);
    expect(res.cart.totalQuantity).toBe(1);
    const missing = 'gid://shopify/Cart/0123456789abcdef0123456789abcdef';
    expect((await p.gql('query($id: ID!) { cart(id: $id) { id } }', {id: missing})).data.cart).toBeNull();
    const m = (await p.gql(ADD, {id: missing, lines: [line(102001)]})).data.cartLinesAdd;
    expect(m.cart).toBeNull();
    expect(m.userErrors[0].field).toEqual(['cartId']);
  });

  it('prices subscription lines with the selling plan and enforces plan rules', async () => {
    const {cart, userErrors} = await create([line(102001, 2, {sellingPlanId: 'gid://shopify/SellingPlan/9001'}), line(102001, 1)]);
    expect(userErrors).toEqual([]);
    const [sub, once] = cart.lines.nodes;
    expect(sub.cost).toEqual({
      amountPerQuantity: {amount: '5.09'},
      compareAtAmountPerQuantity: {amount: '5.99'},
      subtotalAmount: {amount: '10.18'},
      totalAmount: {amount: '10.18'},
    });
    expect(sub.sellingPlanAllocation.sellingPlan).toEqual({id: 'gid://shopify/SellingPlan/9001', name: 'Deliver every 1 month'});
    expect(once.sellingPlanAllocation).toBeNull();
    const needsPlan = await create([line(101901, 1)]);
    expect(needsPlan.cart).toBeNull();
    expect(needsPlan.userErrors[0]).toMatchObject({
      field: ['input', 'lines', '0', 'sellingPlanId'],
      message: 'Variant can only be purchased with a selling plan.',
    });
    const wrongPlan = await create([line(102001, 1, {sellingPlanId: 'gid://shopify/SellingPlan/9011'})]);
    expect(wrongPlan.userErrors[0].field).toEqual(['input', 'lines', '0', 'sellingPlanId']);
    const ok = await create([line(101901, 1, {sellingPlanId: 'gid://shopify/SellingPlan/9012'})]);
    expect(ok.cart.lines.nodes[0].cost.amountPerQuantity.amount).toBe('11.04');
  });

  it('updates and removes lines; quantity 0 removes', async () => {
    const {cart} = await create([line(102001, 1), line(101201, 1)]);
    const [a, b] = cart.lines.nodes;
    const upd = (
      await p.gql(UPDATE, {
        id: cart.id,
        lines: [
          {id: a.id, quantity: 4},
          {id: b.id, quantity: 0},
        ],
      })
    ).data.cartLinesUpdate;
    expect(upd.userErrors).toEqual([]);
    expect(upd.cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity])).toEqual([[variantGid(102001), 4]]);
    const toPlan = (await p.gql(UPDATE, {id: cart.id, lines: [{id: a.id, sellingPlanId: 'gid://shopify/SellingPlan/9003'}]})).data
      .cartLinesUpdate;
    expect(toPlan.cart.lines.nodes[0].cost.amountPerQuantity.amount).toBe('5.39');
    const bad = (await p.gql(UPDATE, {id: cart.id, lines: [{id: 'gid://shopify/CartLine/nope', quantity: 1}]})).data.cartLinesUpdate;
    expect(bad.userErrors[0].code).toBe('INVALID_MERCHANDISE_LINE');
    const rem = (await p.gql(REMOVE, {id: cart.id, ids: [a.id]})).data.cartLinesRemove;
    expect(rem.userErrors).toEqual([]);
    expect(rem.cart.totalQuantity).toBe(0);
  });

  it('applies each kind of discount code', async () => {
    const {cart} = await create([line(102001, 2)]); // 11.98
    let r = (await p.gql(CODES, {id: cart.id, codes: ['SAVE5', 'EXPIRED15', 'BOGUS']})).data.cartDiscountCodesUpdate.cart;
    expect(r.discountCodes).toEqual([
      {code: 'SAVE5', applicable: false},
      {code: 'EXPIRED15', applicable: false},
      {code: 'BOGUS', applicable: false},
    ]);
    expect(r.cost.totalAmount.amount).toBe('11.98');
    await p.gql(ADD, {id: cart.id, lines: [line(101201, 2)]}); // + 9.98 → 21.96
    r = (await p.gql(CODES, {id: cart.id, codes: ['SAVE5']})).data.cartDiscountCodesUpdate.cart;
    expect(r.discountCodes).toEqual([{code: 'SAVE5', applicable: true}]);
    expect(r.cost).toMatchObject({subtotalAmount: {amount: '21.96'}, totalAmount: {amount: '16.96'}});
    const shares = r.lines.nodes.map((l: any) => Number(l.discountAllocations[0].discountedAmount.amount));
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(5);
    expect(shares[0]).toBeCloseTo(2.73, 2);
    r = (await p.gql(CODES, {id: cart.id, codes: ['WELCOME10']})).data.cartDiscountCodesUpdate.cart;
    expect(r.cost.totalAmount.amount).toBe('19.76');
    expect(r.discountAllocations).toEqual([{code: 'WELCOME10', discountedAmount: {amount: '2.20'}}]);
    r = (await p.gql(CODES, {id: cart.id, codes: ['smile20']})).data.cartDiscountCodesUpdate.cart;
    expect(r.cost.totalAmount.amount).toBe('17.56');
    r = (await p.gql(CODES, {id: cart.id, codes: ['FREESHIP']})).data.cartDiscountCodesUpdate.cart;
    expect(r.discountCodes).toEqual([{code: 'FREESHIP', applicable: true}]);
    expect(r.discountAllocations).toEqual([{code: 'FREESHIP', discountedAmount: {amount: '0.00'}}]);
    expect(r.cost.totalAmount.amount).toBe('21.96');
    r = (await p.gql(CODES, {id: cart.id, codes: []})).data.cartDiscountCodesUpdate.cart;
    expect(r.discountCodes).toEqual([]);
  });

  it('updates attributes, note and buyer identity', async () => {
    const {cart} = await create([], {buyerIdentity: {email: 'guest@example.com', countryCode: 'US'}});
    expect(cart.buyerIdentity).toEqual({email: 'guest@example.com', countryCode: 'US', customer: null});
    const attrs = await p.gql(
      `mutation($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{key: "im_ref", value: "abc"}]) { cart { attributes { key value } } userErrors { message } } }`,
      {id: cart.id},
    );
    expect(attrs.data.cartAttributesUpdate.cart.attributes).toEqual([{key: 'im_ref', value: 'abc'}]);
    const note = await p.gql(`mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "Leave at door") { cart { note } } }`, {id: cart.id});
    expect(note.data.cartNoteUpdate.cart.note).toBe('Leave at door');
    const login = await p.gql(
      `mutation { customerAccessTokenCreate(input: {email: "demo@oralcare.test", password: "password123"}) { customerAccessToken { accessToken } } }`,
    );
    const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const bi = await p.gql(
      `mutation($id: ID!, $t: String) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {customerAccessToken: $t}) { cart { buyerIdentity { email customer { email } } } userErrors { field message } } }`,
      {id: cart.id, t: token},
    );
    expect(bi.data.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({
      email: 'demo@oralcare.test',
      customer: {email: 'demo@oralcare.test'},
    });
    const badBi = await p.gql(
      `mutation($id: ID!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: {email: "not-an-email"}) { userErrors { field message } } }`,
      {id: cart.id},
    );
    expect(badBi.data.cartBuyerIdentityUpdate.userErrors).toEqual([{field: ['buyerIdentity', 'email'], message: 'Email is invalid'}]);
  });

  it('lands all of 50 concurrent cartLinesAdd requests on one cart', async () => {
    const {cart} = await create();
    const products = await p.gql(
      '{ products(first: 100) { nodes { requiresSellingPlan variants(first: 10) { nodes { id quantityAvailable } } } } }',
    );
    const ids: string[] = products.data.products.nodes
      .filter((x: any) => !x.requiresSellingPlan)
      .flatMap((x: any) => x.variants.nodes)
      .filter((v: any) => v.quantityAvailable >= 3)
      .map((v: any) => v.id)
      .slice(0, 50);
    expect(ids).toHaveLength(50);
    const results = await Promise.all(ids.map((id, i) => p.gql(ADD, {id: cart.id, lines: [{merchandiseId: id, quantity: (i % 3) + 1}]})));
    for (const r of results) expect(r.data.cartLinesAdd.userErrors).toEqual([]);
    const read = await p.gql(
      `query($id: ID!) { cart(id: $id) { totalQuantity lines(first: 100) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`,
      {id: cart.id},
    );
    const lines = read.data.cart.lines.nodes;
    expect(lines).toHaveLength(50);
    const byId = new Map(lines.map((l: any) => [l.merchandise.id, l.quantity]));
    ids.forEach((id, i) => expect(byId.get(id)).toBe((i % 3) + 1));
    expect(read.data.cart.totalQuantity).toBe(ids.reduce((s, _id, i) => s + (i % 3) + 1, 0));
  });
});
