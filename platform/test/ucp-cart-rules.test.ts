import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ucpSdk} from '../src/ucp/ucp-sdk.test-support.js';
import {CART_FIELDS, CHECKOUT_FORM, startPlatform, variantGid, type TestPlatform} from './helpers.js';
import {AGENT_META, callTool, rpc} from './ucp-helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const line = (variant: number | string, quantity: number) => ({
  item: {id: typeof variant === 'number' ? variantGid(variant) : variant},
  quantity,
});
const variantOf = (handle: string) => p.server.context.catalog.productByHandle(handle)!.variants[0]!.id;
const setStock = (variant: number, inventory: number) =>
  p.server.context.db.prepare('UPDATE variant SET inventory = ? WHERE id = ?').run(inventory, variant);
const cartCount = () => (p.server.context.db.prepare('SELECT COUNT(*) AS n FROM cart').get() as {n: number}).n;
const storefrontCart = async (id: string) => (await p.gql(`query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id})).data.cart;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('the shop’s cart rules hold for agents', () => {
  it('reduces a variant to 10 in total across lines, with a warning', async () => {
    const {structuredContent: cart} = await callTool(p, 'create_cart', {cart: {line_items: [line(102001, 7), line(102001, 6)]}});
    expect(cart.line_items.map((l: any) => l.quantity)).toEqual([10]);
    expect(cart.messages).toEqual([
      expect.objectContaining({type: 'warning', code: 'max_quantity_exceeded', path: '$.cart.line_items[0].quantity'}),
    ]);
    expect((await storefrontCart(cart.id)).totalQuantity).toBe(10);
  });

  it('refuses a cart of sold-out items without making one, and trims to what is in stock', async () => {
    setStock(101002, 0);
    setStock(101003, 3);
    try {
      const carts = cartCount();
      const refused = await callTool(p, 'create_cart', {cart: {line_items: [line(101002, 1)]}});
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toEqual({
        ucp: {version: '2026-04-08', status: 'error'},
        messages: [expect.objectContaining({type: 'error', code: 'out_of_stock', severity: 'unrecoverable'})],
      });
      expect(cartCount()).toBe(carts);

      const {structuredContent: cart} = await callTool(p, 'create_cart', {
        cart: {line_items: [line(101002, 1), line(101003, 5), line(102001, 1)]},
      });
      expect(cart.line_items.map((l: any) => [l.item.id, l.quantity])).toEqual([
        [variantGid(101003), 3],
        [variantGid(102001), 1],
      ]);
      expect(cart.messages.map((m: any) => [m.type, m.code, m.path])).toEqual([
        ['warning', 'out_of_stock', '$.cart.line_items[0].quantity'],
        ['warning', 'insufficient_stock', '$.cart.line_items[1].quantity'],
      ]);
      const search = await callTool(p, 'lookup_catalog', {catalog: {ids: [variantGid(101002)]}});
      expect(search.structuredContent.products[0].variants[0].availability).toEqual({available: false, status: 'out_of_stock'});
    } finally {
      setStock(101002, 50);
      setStock(101003, 50);
    }
  });

  it('applies a valid code, and names expired and unknown ones as the Storefront API does', async () => {
    const {structuredContent: cart} = await callTool(p, 'create_cart', {
      cart: {line_items: [line(102001, 2)], discounts: {codes: ['WELCOME10', 'EXPIRED15', 'BOGUS']}},
    });
    expect(cart.discounts.applied).toEqual([expect.objectContaining({code: 'WELCOME10', amount: expect.any(Number)})]);
    expect(cart.messages.map((m: any) => m.code)).toEqual(['discount_code_expired', 'discount_code_invalid']);
    const sf = await storefrontCart(cart.id);
    expect(sf.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: true},
      {code: 'EXPIRED15', applicable: false},
      {code: 'BOGUS', applicable: false},
    ]);
    const updated = await callTool(p, 'update_cart', {id: cart.id, cart: {line_items: [line(102001, 2)], discounts: {codes: []}}});
    expect(updated.structuredContent.discounts).toEqual({codes: [], applied: []});
    expect(updated.structuredContent).not.toHaveProperty('messages');
  });

  it('sells no free gift to agents and asks for a plan where one is required', async () => {
    const gift = await callTool(p, 'create_cart', {cart: {line_items: [line(variantOf('free-gift-travel-toothpaste'), 1)]}});
    expect(gift.structuredContent.messages[0]).toMatchObject({type: 'error', code: 'item_unavailable'});
    const search = await callTool(p, 'search_catalog', {catalog: {query: 'free gift', pagination: {limit: 50}}});
    expect(search.structuredContent.products.some((x: any) => x.tags.includes('free_gift'))).toBe(false);
    const plan = await callTool(p, 'create_cart', {cart: {line_items: [line(variantOf('hum-brush-head-subscription'), 1)]}});
    expect(plan.structuredContent.messages[0]).toMatchObject({type: 'error', code: 'subscription_required'});
  });

  it('get_cart shows what the Storefront API shows for the same cart', async () => {
    const {structuredContent: made} = await callTool(p, 'create_cart', {
      cart: {line_items: [line(102001, 3), line(101001, 1)], discounts: {codes: ['SMILE20']}},
    });
    const cart = (await callTool(p, 'get_cart', {id: made.id})).structuredContent;
    const sf = await storefrontCart(made.id);
    expect(cart.id).toBe(sf.id);
    expect(cart.line_items.map((l: any) => [l.id, l.item.id, l.quantity, l.item.price, l.totals.at(-1).amount])).toEqual(
      sf.lines.nodes.map((n: any) => [
        n.id,
        n.merchandise.id,
        n.quantity,
        cents(n.cost.amountPerQuantity.amount),
        cents(n.cost.totalAmount.amount),
      ]),
    );
    const total = (type: string) => cart.totals.find((t: any) => t.type === type)?.amount;
    expect(total('subtotal')).toBe(cents(sf.cost.subtotalAmount.amount));
    expect(total('total')).toBe(cents(sf.cost.totalAmount.amount));
    expect(total('discount')).toBe(cents(sf.cost.subtotalAmount.amount) - cents(sf.cost.totalAmount.amount));
    expect(cart.continue_url).toBe(sf.checkoutUrl);
  });

  it('challenges an anonymous agent’s complete_checkout; the buyer pays at continue_url and the checkout completes', async () => {
    const {structuredContent: cart} = await callTool(p, 'create_cart', {cart: {line_items: [line(102001, 1)]}});
    const checkout = (await callTool(p, 'create_checkout', {checkout: {cart_id: cart.id}})).structuredContent;
    // Without a token: the challenge to get one, and the escalation for an agent that will not.
    const refused = await rpc(p, 'tools/call', {
      name: 'complete_checkout',
      arguments: {id: checkout.id, checkout: {payment: {instruments: []}}},
    });
    expect(refused.status).toBe(401);
    expect(refused.body.error.data.messages).toEqual([expect.objectContaining({type: 'error', code: 'insufficient_scope'})]);
    expect(refused.body.error.data.continue_url).toBe(checkout.continue_url);

    const paid = await fetch(checkout.continue_url, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(CHECKOUT_FORM).toString(),
    });
    expect(paid.status).toBe(303);
    const done = (await callTool(p, 'get_checkout', {id: checkout.id})).structuredContent;
    expect(done).toMatchObject({status: 'completed', order: {id: expect.stringMatching(/^gid:\/\/shopify\/Order\/\d+$/)}});
    expect(done.line_items.map((l: any) => [l.item.id, l.quantity])).toEqual([[variantGid(102001), 1]]);
    expect(done.totals.at(-1)).toEqual(checkout.totals.at(-1));
    const {ucp: _ucp, ...rest} = done;
    expect(ucpSdk.CheckoutResponseSchema.omit({ucp: true}).safeParse(rest).error).toBeUndefined();
    expect((await callTool(p, 'get_cart', {id: cart.id})).structuredContent.messages[0].code).toBe('not_found');
  });

  it('cancels a cart once per idempotency key and needs one', async () => {
    const {structuredContent: cart} = await callTool(p, 'create_cart', {cart: {line_items: [line(102001, 1)]}});
    const missing = await callTool(p, 'cancel_cart', {id: cart.id});
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toMatch(/cancel_cart: .*idempotency-key/);
    const meta = {...AGENT_META, 'idempotency-key': '6b1d6a4e-3f1c-4c55-9d0e-1f2a3b4c5d6e'};
    const first = await rpc(p, 'tools/call', {name: 'cancel_cart', arguments: {meta, id: cart.id}});
    const again = await rpc(p, 'tools/call', {name: 'cancel_cart', arguments: {meta, id: cart.id}});
    expect(first.body.result.structuredContent.id).toBe(cart.id);
    expect(again.body).toEqual(first.body);
    expect((await callTool(p, 'get_cart', {id: cart.id})).structuredContent.messages[0].code).toBe('not_found');
    expect(await storefrontCart(cart.id)).toBeNull();
    const conflict = await rpc(p, 'tools/call', {name: 'cancel_cart', arguments: {meta, id: 'gid://shopify/Cart/abcdefgh1234'}});
    expect(conflict.body.result.isError).toBe(true);
    expect(conflict.body.result.structuredContent.messages[0]).toMatchObject({type: 'error', code: 'idempotency_conflict'});
  });

  it('updates a checkout’s lines and cancels it once', async () => {
    const checkout = (await callTool(p, 'create_checkout', {checkout: {line_items: [line(102001, 1)]}})).structuredContent;
    expect(checkout.status).toBe('requires_escalation');
    const updated = (
      await callTool(p, 'update_checkout', {id: checkout.id, checkout: {line_items: [line(102001, 4)], discounts: {codes: ['SMILE20']}}})
    ).structuredContent;
    expect(updated.line_items.map((l: any) => l.quantity)).toEqual([4]);
    expect(updated.discounts.applied).toEqual([expect.objectContaining({code: 'SMILE20'})]);
    const cartId = checkout.id.replace('/Checkout/', '/Cart/');
    expect((await storefrontCart(cartId)).totalQuantity).toBe(4);

    const meta = {...AGENT_META, 'idempotency-key': '0f6f3c1e-8d7a-4f43-9a53-7c2d1e0b9a88'};
    const first = await rpc(p, 'tools/call', {name: 'cancel_checkout', arguments: {meta, id: checkout.id}});
    expect(first.body.result.structuredContent).toMatchObject({id: checkout.id, status: 'canceled'});
    expect(first.body.result.structuredContent).not.toHaveProperty('continue_url');
    expect((await rpc(p, 'tools/call', {name: 'cancel_checkout', arguments: {meta, id: checkout.id}})).body).toEqual(first.body);
    expect((await callTool(p, 'get_checkout', {id: checkout.id})).structuredContent.messages[0].code).toBe('not_found');
    expect(await storefrontCart(cartId)).toBeNull();
  });

  it('answers questions from the shop’s pages with a link to the page it quotes', async () => {
    const {structuredContent: answer} = await callTool(p, 'ask_business', {ask: {query: 'Can I return an opened toothpaste?'}});
    expect(answer.answer.plain).toContain('30 days');
    expect(answer.links[0]).toEqual({type: 'faq', url: 'http://localhost:3000/returns-and-warranty', title: 'Returns & Warranty'});
    const none = (await callTool(p, 'ask_business', {ask: {query: 'What is the capital of France?'}})).structuredContent;
    expect(none.messages[0]).toMatchObject({type: 'info', code: 'no_answer'});
  });
});
