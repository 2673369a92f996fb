import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHECKOUT_FORM, startPlatform, variantGid, type TestPlatform} from './helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const FORM = {...CHECKOUT_FORM, email: 'guest@example.com'};

function expectHardened(response: Response, what: string) {
  expect(response.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
}

describe('hosted checkout headers', () => {
  it('every checkout answer refuses framing and sniffing: page, error page, thank-you, order status, cart link, unknown checkout', async () => {
    const created = await p.gql(`mutation($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } } }`, {
      input: {lines: [{merchandiseId: variantGid(102001), quantity: 1}]},
    });
    const {checkoutUrl} = created.data.cartCreate.cart as {checkoutUrl: string};
    const token = new URL(checkoutUrl).pathname.split('/').filter(Boolean).pop()!;

    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expectHardened(page, 'checkout page');
    const invalid = await fetch(checkoutUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({...FORM, card: '1'}),
    });
    expect(invalid.status).toBe(422);
    expectHardened(invalid, 'checkout errors');
    const placed = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams(FORM),
    });
    expect(placed.status).toBe(303);
    expectHardened(placed, 'placed redirect');
    const thanks = await fetch(new URL(placed.headers.get('location')!, p.url));
    expect(thanks.status).toBe(200);
    expectHardened(thanks, 'thank-you page');
    const status = /href="([^"]*\/orders\/\d+\/status\?key=[^"]+)"/.exec(await thanks.text())?.[1];
    expect(status).toBeTruthy();
    expectHardened(await fetch(status!.replace(/&amp;/g, '&')), 'order status');
    expectHardened(await fetch(`${p.url}/cart/c/${token}`, {redirect: 'manual'}), 'cart link');
    expectHardened(await fetch(`${p.url}/checkouts/c/unknown-token-123`), 'unknown checkout');
  });
});
