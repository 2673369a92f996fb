import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHECKOUT_FORM, startPlatform, tempDir, variantGid, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const FORM = CHECKOUT_FORM;
const submit = (token: string, form: Record<string, string>) =>
  fetch(`${p.url}/checkouts/c/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(form).toString(),
  });
const stock = async (id: number) =>
  (await p.gql('query($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }', {id: variantGid(id)})).data.node
    .quantityAvailable as number;

async function customerCart(lines: unknown[], codes: string[] = []) {
  const login = await p.gql(
    `mutation { customerAccessTokenCreate(input: {email: "demo@oralcare.test", password: "password123"}) { customerAccessToken { accessToken } } }`,
  );
  const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
  const res = await p.gql(`mutation($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }`, {
    input: {lines, discountCodes: codes, buyerIdentity: {customerAccessToken: token}},
  });
  return {cart: res.data.cartCreate.cart, token, cartToken: res.data.cartCreate.cart.id.split('/').pop() as string};
}

describe('hosted checkout', () => {
  it('renders the checkout, places an order, decrements stock and completes the cart', async () => {
    const before = await stock(102001);
    const {cart, token, cartToken} = await customerCart([{merchandiseId: variantGid(102001), quantity: 3}], ['WELCOME10']);
    const page = await fetch(cart.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Total Whitening Toothpaste');
    expect(html).toContain('value="demo@oralcare.test"');
    expect(html).toContain('<label for="f-card">');
    // The header link leads back to the shop, not to the platform's index page.
    expect(html).toContain('<header><a href="http://localhost:3000">Oral Care Shop</a></header>');
    // A way back to the shop's cart, above the form.
    expect(html).toContain('<a class="back" href="http://localhost:3000/cart" data-testid="back-to-cart">← Back to cart</a>');

    const declined = await submit(cartToken, {...FORM, card: '4000 0000 0000 0002'});
    expect(declined.status).toBe(422);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('This card was declined');
    expect(declinedHtml).toContain('value="123 Main Street"');

    const placed = await submit(cartToken, FORM);
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toBe(`/checkouts/c/${cartToken}/thank-you`);
    const thanks = await (await fetch(`${p.url}/checkouts/c/${cartToken}/thank-you`)).text();
    expect(thanks).toContain('Thank you');
    expect(thanks).toMatch(/#1\d{3}/);
    expect(thanks).toContain('<header><a href="http://localhost:3000">Oral Care Shop</a></header>');

    expect(await stock(102001)).toBe(before - 3);
    expect((await p.gql('query($id: ID!) { cart(id: $id) { id } }', {id: cart.id})).data.cart).toBeNull();
    expect((await fetch(cart.checkoutUrl)).status).toBe(404);

    const orders = await p.gql(
      `query($t: String!) { customer(customerAccessToken: $t) { orders(first: 1, sortKey: PROCESSED_AT, reverse: true) { nodes {
      name financialStatus fulfillmentStatus statusUrl totalPrice { amount } subtotalPrice { amount } totalShippingPrice { amount }
      discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code } } }
      lineItems(first: 5) { nodes { title quantity originalTotalPrice { amount } discountedTotalPrice { amount } } } } } } }`,
      {t: token},
    );
    const order = orders.data.customer.orders.nodes[0];
    expect(order).toMatchObject({
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      subtotalPrice: {amount: '16.17'},
      totalShippingPrice: {amount: '5.99'},
      totalPrice: {amount: '22.16'},
    });
    expect(order.discountApplications.nodes).toEqual([{code: 'WELCOME10'}]);
    expect(order.lineItems.nodes[0]).toEqual({
      title: 'Total Whitening Toothpaste - 4.8 oz',
      quantity: 3,
      originalTotalPrice: {amount: '17.97'},
      discountedTotalPrice: {amount: '16.17'},
    });
    const status = await fetch(order.statusUrl);
    expect(status.status).toBe(200);
    expect(await status.text()).toContain(order.name);
    const mails = ((await (await fetch(`${p.url}/outbox.json?kind=order_confirmation`)).json()) as any).messages;
    expect(mails[0].subject).toBe(`Order ${order.name} confirmed`);
  });

  it('validates fields server-side and fails cleanly when stock ran out', async () => {
    const {cartToken} = await customerCart([{merchandiseId: variantGid(100102), quantity: 2}]);
    const invalid = await submit(cartToken, {...FORM, email: 'bad', zip: '1', province: ''});
    const html = await invalid.text();
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('Enter a valid ZIP code');
    expect(html).toContain('Select a state.');
    // Errors come with the script that takes a field's error away once the field is changed.
    expect(html).toContain("field.removeAttribute('aria-invalid')");
    const other = await customerCart([{merchandiseId: variantGid(100102), quantity: 2}]);
    expect((await submit(other.cartToken, FORM)).status).toBe(303);
    const late = await submit(cartToken, FORM);
    expect(late.status).toBe(422);
    expect(await late.text()).toContain('only 0 of');
    expect(await stock(100102)).toBe(0);
  });

  it('redirects /cart/c/<token> and shows a friendly page for unknown carts', async () => {
    const r = await fetch(`${p.url}/cart/c/abcdef0123456789`, {redirect: 'manual'});
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/checkouts/c/abcdef0123456789');
    const page = await fetch(`${p.url}/checkouts/c/abcdef0123456789`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Continue shopping');
  });
});

describe('outbox messages', () => {
  it('accepts contact-form messages and validates input', async () => {
    const post = (body: unknown) =>
      fetch(`${p.url}/outbox/messages`, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    const bad = await post({kind: 'spam', from: 'x'});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error).toMatch(/kind/);
    const ok = await post({kind: 'contact_form', from: 'pat@example.com', subject: 'Question', text: 'Is the pen safe for crowns?'});
    expect(ok.status).toBe(200);
    const {id} = (await ok.json()) as any;
    const page = await fetch(`${p.url}/outbox/${id}`);
    expect(await page.text()).toContain('Is the pen safe for crowns?');
    expect(await (await fetch(`${p.url}/outbox`)).text()).toContain('Question');
  });
});

describe('images', () => {
  it('serves resized webp with long-lived caching and rejects unknown files', async () => {
    const res = await fetch(`${p.url}/cdn/shop/files/hum-smart-toothbrush-teal.png?v=1&width=320`, {headers: {Accept: 'image/webp,*/*'}});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({format: 'webp', width: 320, height: 320});
    // 300 px snaps to the 320 step; the 1:2 crop box is kept.
    const crop = await fetch(`${p.url}/cdn/shop/files/dental-floss-picks.jpg?width=300&height=150&crop=center&format=jpg`);
    expect(await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).toMatchObject({format: 'jpeg', width: 320, height: 160});
    const png = await fetch(`${p.url}/cdn/shop/files/dental-floss-picks.png?width=100`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${p.url}/cdn/shop/files/nope.png`)).status).toBe(404);
    expect((await fetch(`${p.url}/cdn/shop/files/..%2Fseed%2Fcatalog.png`)).status).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps carts across restarts on the same data dir', async () => {
    const dir = tempDir();
    const first = await startPlatform(dir, true);
    const created = await first.gql(
      `mutation { cartCreate(input: {lines: [{merchandiseId: "${variantGid(102101)}", quantity: 2}]}) { cart { id } } }`,
    );
    const id = created.data.cartCreate.cart.id;
    await first.close();
    const second = await startPlatform(dir);
    const read = await second.gql('query($id: ID!) { cart(id: $id) { totalQuantity } }', {id});
    expect(read.data.cart.totalQuantity).toBe(2);
    await second.close();
  });
});
