import {describe, expect, it} from 'vitest';
import {getPage, post} from '../support/http';
import {CookieJar, postCart} from '../support/cart';

/** Posts a body as it is (unreadable ones included) to /cart. */
const postCartBody = (body: string, contentType: string) => post('/cart', body, {headers: {'Content-Type': contentType}});

describe('cart action input', () => {
  it('answers 400 with a message for an unreadable cart form, never 500', async () => {
    const form = new URLSearchParams({cartFormInput: '{not json'});
    const response = await postCartBody(form.toString(), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The cart request could not be read');
  });

  it('answers 400 for a body that is not a form', async () => {
    const response = await postCartBody(JSON.stringify({lines: []}), 'application/json');
    expect(response.status).toBe(400);
  });

  it('answers 400 for an unknown cart action', async () => {
    const form = new URLSearchParams({cartFormInput: JSON.stringify({action: 'Explode', inputs: {}})});
    const response = await postCartBody(form.toString(), 'application/x-www-form-urlencoded');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown cart action');
  });

  it('adds a line without JavaScript and sets the ss.cartId cookie', async () => {
    // A product cheap enough that 10 stay under the free-gift threshold (a gift line would add to the count).
    const variants = await (await getPage('/products/dental-floss-picks')).text();
    const variantId = /"merchandiseId":"(gid:\/\/shopify\/ProductVariant\/\d+)"/.exec(variants.replace(/&quot;/g, '"'))?.[1];
    expect(variantId).toBeTruthy();
    const {response, html} = await postCart(
      new CookieJar(),
      'LinesAdd',
      {lines: [{merchandiseId: variantId, quantity: 1}]},
      {quantity: '25'},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/ss\.cartId=[A-Za-z0-9_-]+; Max-Age=\d+; Path=\/; SameSite=Lax/);
    // The requested 25 is capped at the maximum of 10 per variant.
    expect(html).toMatch(/totalQuantity[\\"]*,10\b/);
  });

  it('buy it now: adds the line and answers 303 to the cart’s checkout; a redirectTo cannot send it elsewhere', async () => {
    const page = await (await getPage('/products/dental-floss-picks')).text();
    const variantId = /"merchandiseId":"(gid:\/\/shopify\/ProductVariant\/\d+)"/.exec(page.replace(/&quot;/g, '"'))?.[1];
    expect(variantId).toBeTruthy();
    const {response} = await postCart(
      new CookieJar(),
      'LinesAdd',
      {lines: [{merchandiseId: variantId, quantity: 1}]},
      {buyNow: '1', redirectTo: 'https://evil.example/'},
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toMatch(/^\/checkouts\//);
    expect(location.hostname).not.toBe('evil.example');
    expect(response.headers.get('set-cookie')).toMatch(/ss\.cartId=/);
  });
});

describe('cart action answer', () => {
  it('carries the changed cart and its top picks, so the drawer reads the cart no second time', async () => {
    const page = await (await getPage('/products/dental-floss-picks')).text();
    const variantId = /"merchandiseId":"(gid:\/\/shopify\/ProductVariant\/\d+)"/.exec(page.replace(/&quot;/g, '"'))?.[1];
    const form = new URLSearchParams({
      cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variantId, quantity: 1}]}}),
    });
    // A fetcher's submission: the single-fetch data request of the cart route's action.
    const response = await getPage('/cart.data', {
      method: 'POST',
      body: form,
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('"cart"');
    expect(body).toContain('"topPicks"');
  });
});

describe('removing from a cart that no longer exists', () => {
  const remove = (path: string) =>
    getPage(path, {
      method: 'POST',
      body: new URLSearchParams({
        cartFormInput: JSON.stringify({action: 'LinesRemove', inputs: {lineIds: ['gid://shopify/CartLine/1?cart=gone']}}),
      }),
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'ss.cartId=c1-no-such-cart-0000'},
    });

  it('answers with nothing to remove and no error (it answered 400 "Error removing line item from cart")', async () => {
    // The drawer's fetcher path: only the action answers.
    const response = await remove('/cart.data');
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).not.toContain('Error removing line item from cart');
    expect(body).not.toContain('"error"');
    // Without JavaScript the page then starts a fresh cart for the stale cookie, with no error to show.
    const page = await remove('/cart');
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/cart');
    expect(page.headers.getSetCookie().join('\n')).toMatch(/ss\.cartId=(?!c1-no-such-cart)/);
  });
});
