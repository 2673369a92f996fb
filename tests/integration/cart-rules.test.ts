import {beforeAll, describe, expect, it} from 'vitest';
import {CookieJar, cartState, catalogVariants, postCart, type CatalogVariant} from '../support/cart';
import {getPage, storefrontApi} from '../support/http';

let catalog: CatalogVariant[];
const variant = (handle: string, index = 0) => {
  const found = catalog.filter((v) => v.handle === handle)[index];
  if (!found) throw new Error(`no in-stock variant ${index} of ${handle}`);
  return found;
};
const add = (jar: CookieJar, merchandiseId: string, quantity = 1, extra: Record<string, unknown> = {}) =>
  postCart(jar, 'LinesAdd', {lines: [{merchandiseId, quantity, ...extra}]});
const ownLines = (cart: Awaited<ReturnType<typeof cartState>>) =>
  cart!.lines.nodes.filter((l) => !l.merchandise.product.handle.includes('free-gift'));
const giftLines = (cart: Awaited<ReturnType<typeof cartState>>) =>
  cart!.lines.nodes.filter((l) => l.merchandise.product.handle.includes('free-gift'));

beforeAll(async () => {
  catalog = await catalogVariants();
});

describe('cart through the storefront (HTTP, no JavaScript)', () => {
  it('lands 20 parallel adds of different variants on one cart as 20 lines', async () => {
    const jar = new CookieJar();
    const created = await storefrontApi<any>('mutation { cartCreate(input: {}) { cart { id } } }');
    jar.cookies.set('ss.cartId', created.body.data.cartCreate.cart.id.split('/').pop());
    const variants = catalog.filter((v) => !v.handle.includes('free-gift')).slice(0, 20);
    expect(variants).toHaveLength(20);
    const responses = await Promise.all(variants.map((v) => add(jar, v.id)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cart = await cartState(jar);
    expect(
      ownLines(cart)
        .map((l) => l.merchandise.id)
        .sort(),
    ).toEqual(variants.map((v) => v.id).sort());
    expect(ownLines(cart).every((l) => l.quantity === 1)).toBe(true);
  });

  it('caps a variant at 10 across lines and shows the max-quantity alert', async () => {
    const jar = new CookieJar();
    const paste = variant('cavity-protection-toothpaste');
    expect((await add(jar, paste.id, 8)).status).toBe(200);
    const second = await add(jar, paste.id, 5);
    expect(second.status).toBe(200);
    expect(second.html).toContain('data-testid="max-quantity-alert"');
    expect(ownLines(await cartState(jar))[0].quantity).toBe(10);

    const third = await add(jar, paste.id, 1);
    expect(third.status).toBe(400);
    expect(third.html).toContain('data-testid="max-quantity-alert"');
    const line = ownLines(await cartState(jar))[0];
    expect(line.quantity).toBe(10);

    const update = await postCart(jar, 'LinesUpdate', {lines: [{id: line.id, quantity: 4}]});
    expect(update.status).toBe(200);
    expect(ownLines(await cartState(jar))[0].quantity).toBe(4);
  });

  it('adding 12 in one request gives 10 with the max-quantity alert; so does updating a line to 12', async () => {
    const jar = new CookieJar();
    const paste = variant('cavity-protection-toothpaste');
    const added = await add(jar, paste.id, 12);
    expect(added.status).toBe(200);
    expect(added.html).toContain('data-testid="max-quantity-alert"');
    const line = ownLines(await cartState(jar))[0];
    expect(line.quantity).toBe(10);

    await postCart(jar, 'LinesUpdate', {lines: [{id: line.id, quantity: 3}]});
    const updated = await postCart(jar, 'LinesUpdate', {lines: [{id: line.id, quantity: 12}]});
    expect(updated.status).toBe(200);
    expect(updated.html).toContain('data-testid="max-quantity-alert"');
    expect(ownLines(await cartState(jar))[0].quantity).toBe(10);
  });

  it('holds 10 per variant under 20 concurrent adds of one variant to one cart', async () => {
    const jar = new CookieJar();
    const created = await storefrontApi<any>('mutation { cartCreate(input: {}) { cart { id } } }');
    jar.cookies.set('ss.cartId', created.body.data.cartCreate.cart.id.split('/').pop());
    const paste = variant('cavity-protection-toothpaste');
    const responses = await Promise.all(Array.from({length: 20}, () => add(jar, paste.id, 1)));
    for (const r of responses) expect([200, 400]).toContain(r.status);
    // Every request turned away or corrected tells the shopper why.
    const alerted = responses.filter((r) => r.html.includes('data-testid="max-quantity-alert"')).length;
    expect(alerted).toBeGreaterThanOrEqual(10);
    const lines = ownLines(await cartState(jar)).filter((l) => l.merchandise.id === paste.id);
    expect(lines.reduce((n, l) => n + l.quantity, 0)).toBe(10);
  });

  describe('free shipping: the cart and the hosted checkout agree on the subtotal', () => {
    /** The free-shipping message the cart page (server-rendered through the real cart query) shows. */
    const cartPage = async (jar: CookieJar) => {
      const res = await getPage('/cart', {headers: {Cookie: jar.header()}});
      expect(res.status).toBe(200);
      const html = (await res.text()).replace(/&#x27;|&apos;/g, "'").replace(/<!-- -->/g, '');
      return /data-testid="free-shipping">(?:<p>)?([^<]*)/.exec(html)?.[1];
    };
    const checkoutShipping = async (jar: CookieJar) => {
      const html = await (await fetch((await cartState(jar))!.checkoutUrl)).text();
      return /<td>Shipping[^<]*<\/td><td class="num">([^<]+)<\/td>/.exec(html)?.[1];
    };

    it('FREESHIP (100 % shipping discount) unlocks free shipping in the cart as at checkout', async () => {
      const jar = new CookieJar();
      const paste = variant('cavity-protection-toothpaste');
      expect(paste.price).toBe(3.49);
      expect((await add(jar, paste.id, 1)).status).toBe(200);
      expect(await cartPage(jar)).toBe("You're $21.51 away from free shipping!");
      expect(await checkoutShipping(jar)).toBe('$5.99');

      expect((await postCart(jar, 'DiscountCodesUpdate', {discountCodes: []}, {discountCode: 'FREESHIP'})).status).toBe(200);
      expect(await cartPage(jar)).toBe("You've unlocked free shipping!");
      expect(await checkoutShipping(jar)).toBe('Free');
    });

    it('reads the subtotal before discount codes: 3 x $8.99 ($26.97) with WELCOME10 ships free in the cart as at checkout', async () => {
      const jar = new CookieJar();
      const rinse = variant('enamel-repair-mouthwash');
      expect(rinse.price).toBe(8.99);
      expect((await add(jar, rinse.id, 3)).status).toBe(200);
      expect((await postCart(jar, 'DiscountCodesUpdate', {discountCodes: []}, {discountCode: 'WELCOME10'})).status).toBe(200);
      const cart = await cartState(jar);
      expect(cart!.cost).toEqual({subtotalAmount: {amount: '26.97'}, totalAmount: {amount: '24.27'}});
      // The old rule compared the total after the code: "You're $0.73 away from free shipping!".
      expect(await cartPage(jar)).toBe("You've unlocked free shipping!");
      expect(await checkoutShipping(jar)).toBe('Free');
    });

    it('just under the threshold (2 x $12.49 = $24.98) a code changes nothing: $0.02 away and $5.99 at checkout', async () => {
      const jar = new CookieJar();
      const twoPack = catalog.find((v) => v.handle === 'optic-white-advanced-toothpaste' && v.price === 12.49);
      expect(twoPack).toBeDefined();
      expect((await add(jar, twoPack!.id, 2)).status).toBe(200);
      expect(await cartPage(jar)).toBe("You're $0.02 away from free shipping!");
      expect(await checkoutShipping(jar)).toBe('$5.99');

      expect((await postCart(jar, 'DiscountCodesUpdate', {discountCodes: []}, {discountCode: 'SMILE20'})).status).toBe(200);
      const cart = await cartState(jar);
      expect(cart!.cost).toEqual({subtotalAmount: {amount: '24.98'}, totalAmount: {amount: '19.98'}});
      expect(await cartPage(jar)).toBe("You're $0.02 away from free shipping!");
      expect(await checkoutShipping(jar)).toBe('$5.99');

      // One more unit crosses the threshold in both places, code still applied.
      const line = ownLines(cart)[0];
      expect((await postCart(jar, 'LinesUpdate', {lines: [{id: line.id, quantity: 3}]})).status).toBe(200);
      expect(await cartPage(jar)).toBe("You've unlocked free shipping!");
      expect(await checkoutShipping(jar)).toBe('Free');
    });
  });

  it('applies a valid code, rejects an invalid or expired one and removes applied codes', async () => {
    const jar = new CookieJar();
    await add(jar, variant('total-whitening-toothpaste').id, 2);
    expect((await postCart(jar, 'DiscountCodesUpdate', {discountCodes: []}, {discountCode: ' welcome10 '})).status).toBe(200);
    expect((await cartState(jar))!.discountCodes).toEqual([{code: 'welcome10', applicable: true}]);

    for (const code of ['NOT-A-CODE', 'EXPIRED15']) {
      const rejected = await postCart(jar, 'DiscountCodesUpdate', {discountCodes: ['welcome10']}, {discountCode: code});
      expect(rejected.status).toBe(400);
      expect(rejected.html).toContain('Invalid discount code');
      expect((await cartState(jar))!.discountCodes).toEqual([{code: 'welcome10', applicable: true}]);
    }

    expect((await postCart(jar, 'DiscountCodesUpdate', {discountCodes: []})).status).toBe(200);
    const cart = await cartState(jar);
    expect(cart!.discountCodes).toEqual([]);
    expect(cart!.cost.totalAmount.amount).toBe(cart!.cost.subtotalAmount.amount);
  });

  it('puts ?discount=CODE from any page into the cart and drops the parameter', async () => {
    const jar = new CookieJar();
    const response = jar.store(await getPage('/products/total-sensitive-toothpaste?discount=SMILE20&Flavor=Clean+Mint'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products/total-sensitive-toothpaste?Flavor=Clean+Mint');
    expect(jar.cartGid).toBeTruthy();
    expect((await cartState(jar))!.discountCodes.map((c) => c.code)).toEqual(['SMILE20']);
    const page = await getPage('/products/total-sensitive-toothpaste?Flavor=Clean+Mint', {headers: {Cookie: jar.header()}});
    expect(page.status).toBe(200);
  });

  it('replaces a stored cart id the platform no longer knows with a fresh cart', async () => {
    const jar = new CookieJar();
    jar.cookies.set('ss.cartId', 'stale0000000000000000');
    const response = jar.store(await getPage('/learn', {headers: {Cookie: jar.header()}}));
    expect(response.status).toBe(302);
    expect(jar.cookies.get('ss.cartId')).not.toBe('stale0000000000000000');
    expect(await cartState(jar)).not.toBeNull();
    // An add with a stale id never loses the line either.
    const stale = new CookieJar();
    stale.cookies.set('ss.cartId', 'stale1111111111111111');
    expect((await add(stale, variant('dental-floss-picks').id)).status).toBe(200);
    expect(ownLines(await cartState(stale))).toHaveLength(1);
  });

  it('adds the spend-50 gift, removes it below 50, and never re-adds a declined gift', async () => {
    const jar = new CookieJar();
    const sixPack = variant('cavity-protection-toothpaste', 2);
    expect(sixPack.price).toBeCloseTo(17.99);
    const added = await add(jar, sixPack.id, 3);
    expect(added.html).toContain('A free gift has been added to your cart.');
    let cart = await cartState(jar);
    expect(giftLines(cart)).toHaveLength(1);
    expect(giftLines(cart)[0]).toMatchObject({quantity: 1, merchandise: {product: {handle: 'free-gift-travel-toothpaste'}}});
    expect(giftLines(cart)[0].cost.totalAmount.amount).toMatch(/^0(\.0+)?$/);

    const own = ownLines(cart)[0];
    await postCart(jar, 'LinesUpdate', {lines: [{id: own.id, quantity: 2}]});
    expect(giftLines(await cartState(jar))).toHaveLength(0);
    await postCart(jar, 'LinesUpdate', {lines: [{id: own.id, quantity: 3}]});
    cart = await cartState(jar);
    expect(giftLines(cart)).toHaveLength(1);

    const removed = await postCart(jar, 'LinesRemove', {lineIds: [giftLines(cart)[0].id]});
    expect(removed.response.headers.getSetCookie().join()).toContain('declined_free_gift_spend_50=1');
    expect(jar.cookies.get('declined_free_gift_spend_50')).toBe('1');
    await postCart(jar, 'LinesUpdate', {lines: [{id: own.id, quantity: 4}]});
    expect(giftLines(await cartState(jar))).toHaveLength(0);
  });

  it('adds the gift that comes with a product and drops it with the product', async () => {
    const jar = new CookieJar();
    await add(jar, variant('hum-smart-toothbrush').id);
    let cart = await cartState(jar);
    expect(giftLines(cart).map((l) => l.merchandise.product.handle)).toContain('free-gift-mini-whitening-pen');
    await postCart(jar, 'LinesRemove', {lineIds: ownLines(cart).map((l) => l.id)});
    cart = await cartState(jar);
    expect(cart!.lines.nodes).toHaveLength(0);
    // Removing the product is not declining the gift.
    expect(jar.cookies.has('declined_free_gift_hum_pen')).toBe(false);
  });

  it('switches a line to a subscription and back with the same quantity', async () => {
    const jar = new CookieJar();
    const paste = variant('total-whitening-toothpaste');
    expect(paste.plans.length).toBeGreaterThan(0);
    await add(jar, paste.id, 3);
    const line = ownLines(await cartState(jar))[0];
    expect((await postCart(jar, 'CustomSellingPlanUpdate', {lineId: line.id}, {sellingPlanId: paste.plans[0]})).status).toBe(200);
    let lines = ownLines(await cartState(jar));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({quantity: 3, sellingPlanAllocation: {sellingPlan: {id: paste.plans[0]}}});
    expect((await postCart(jar, 'CustomSellingPlanUpdate', {lineId: lines[0].id}, {sellingPlanId: ''})).status).toBe(200);
    lines = ownLines(await cartState(jar));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({quantity: 3, sellingPlanAllocation: null});

    const bad = await postCart(jar, 'CustomSellingPlanUpdate', {lineId: lines[0].id}, {sellingPlanId: 'gid://shopify/SellingPlan/1'});
    expect(bad.status).toBe(400);
    const after = ownLines(await cartState(jar));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({quantity: 3, merchandise: {id: paste.id}});
  });

  it('shows a subscription line with its price per delivery and its saving, not only the plan name', async () => {
    const jar = new CookieJar();
    const paste = variant('total-whitening-toothpaste');
    expect(paste.price).toBe(5.99);
    // The first plan of the paste group: every month, 15 % off ($5.09 a tube).
    expect((await add(jar, paste.id, 2, {sellingPlanId: paste.plans[0]})).status).toBe(200);
    const res = await getPage('/cart', {headers: {Cookie: jar.header()}});
    const html = await res.text();
    const block = /data-testid="subscription-price">([\s\S]*?)<\/p>/.exec(html)?.[1];
    const text = block
      ?.replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe('$10.18 per delivery Save $1.80 (15%)');
    expect(html).toContain('Deliver every 1 month');
  });

  it('keeps other cart attributes when it writes bundle data, and saves the note', async () => {
    const jar = new CookieJar();
    await add(jar, variant('dental-floss-picks').id);
    await storefrontApi(
      'mutation($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{key: "im_ref", value: "click-1"}]) { cart { id } } }',
      {id: jar.cartGid},
    );
    const bundle = [
      {key: '_bundle_id', value: 'b-42'},
      {key: '_bundle_name', value: 'My Smile Bundle'},
    ];
    await postCart(jar, 'LinesAdd', {
      lines: [
        {merchandiseId: variant('expanding-dental-floss').id, quantity: 1, attributes: bundle},
        {merchandiseId: variant('total-sensitive-toothpaste').id, quantity: 1, attributes: bundle},
      ],
    });
    expect((await postCart(jar, 'NoteUpdate', {}, {note: 'Please gift wrap'})).status).toBe(200);
    const cart = await cartState(jar);
    expect(cart!.note).toBe('Please gift wrap');
    expect(cart!.attributes).toEqual(
      expect.arrayContaining([
        {key: 'im_ref', value: 'click-1'},
        {key: '_bundles', value: 'b-42:My Smile Bundle'},
      ]),
    );
    const page = await getPage('/cart', {headers: {Cookie: jar.header()}});
    const html = await page.text();
    expect(html).toContain('data-testid="cart-bundle"');
    expect(html).toContain('My Smile Bundle');
  });

  it('keeps the previous quantity and shows the platform message when an update fails', async () => {
    const jar = new CookieJar();
    const {body} = await storefrontApi<any>(
      '{ product(handle: "total-sensitive-toothpaste") { variants(first: 5) { nodes { id quantityAvailable } } } }',
    );
    const scarce = body.data.product.variants.nodes.find((v: {quantityAvailable: number}) => v.quantityAvailable === 1);
    expect(scarce).toBeTruthy();
    await add(jar, scarce.id);
    const line = ownLines(await cartState(jar))[0];
    const update = await postCart(jar, 'LinesUpdate', {lines: [{id: line.id, quantity: 3}]});
    expect(update.status).toBe(400);
    expect(update.html).toMatch(/data-testid="cart-error"[^>]*>[^<]*\w/);
    expect(update.html).not.toContain('GraphQL Error:');
    expect(ownLines(await cartState(jar))[0].quantity).toBe(1);
  });

  it('suggests top picks: two defaults when empty, the fixed pairing, else in-stock recommendations', async () => {
    const picks = async (jar: CookieJar) => {
      const html = await (await getPage('/cart', {headers: {Cookie: jar.header()}})).text();
      return [...html.matchAll(/data-testid="top-pick" data-handle="([^"]+)"/g)].map((m) => m[1]);
    };
    const jar = new CookieJar();
    expect(await picks(jar)).toEqual(['total-whitening-toothpaste', 'hum-smart-toothbrush']);
    await add(jar, variant('hum-smart-battery-toothbrush').id);
    expect(await picks(jar)).toEqual(['hum-replacement-brush-heads']);
    await add(jar, variant('hum-replacement-brush-heads').id);
    const recommended = await picks(jar);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(3);
    expect(recommended).not.toContain('hum-smart-battery-toothbrush');
    expect(recommended).not.toContain('hum-replacement-brush-heads');
  });

  it('answers 400 with a message for inputs it cannot use', async () => {
    const jar = new CookieJar();
    expect((await postCart(jar, 'LinesAdd', {lines: [{quantity: 1}]})).status).toBe(400);
    expect((await postCart(jar, 'LinesRemove', {lineIds: 'x'})).status).toBe(400);
    const unknown = await add(jar, 'gid://shopify/ProductVariant/999999999');
    expect(unknown.status).toBe(400);
    expect(unknown.html).not.toContain('GraphQL Error:');
  });
});
