import fc from 'fast-check';
import {beforeAll, describe, expect, it} from 'vitest';
import {EXTREME_VALUES, HOSTILE_REDIRECTS, XSS_VECTORS} from '../support/hostile-inputs';
import {getPage, shopUrl} from '../support/http';
import {rawRequest} from '../support/raw-http';
import {ACTION_ROUTES, ROUTE_URLS} from '../support/routes';
import {cartSnapshot, customerSnapshot, customerWithAddress, guestWithCart} from '../support/snapshots';
import {cartState, type CookieJar} from '../support/cart';

/**
 * Property-based fuzzing of every action, resource route and query parameter
 * (docs/security.md, "Threats, controls and tests"): whatever arrives, the shop answers with a
 * 4xx and a message or the right page, never a 5xx, and the shopper's cart
 * and account stay as they were. Runs are few (fast suite) and seeded:
 * `FUZZ_SEED=<n>` replays a failure; the seed is printed with it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const options = (runs = RUNS) => ({numRuns: runs, seed: SEED, endOnFailure: true});

const hostileText = fc.oneof(
  {weight: 3, arbitrary: fc.string({maxLength: 60})},
  {weight: 2, arbitrary: fc.string({unit: 'binary', maxLength: 40})},
  {weight: 3, arbitrary: fc.constantFrom(...EXTREME_VALUES)},
  {weight: 2, arbitrary: fc.constantFrom(...XSS_VECTORS)},
  {weight: 1, arbitrary: fc.constantFrom(...HOSTILE_REDIRECTS)},
);
/** Any JSON value, including the wrong type for a field. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  {weight: 4, arbitrary: hostileText},
  {weight: 1, arbitrary: fc.constantFrom(-1, 0, -1e9, 1e21, 1.5, Number.MAX_SAFE_INTEGER, true, null)},
  {weight: 1, arbitrary: fc.jsonValue({maxDepth: 2})},
);
const hostileQuantity = fc.oneof(
  fc.constantFrom(-1, -10, -1e9, 0.5, 1e21, '-3', 'abc', '1e3', '', null, {}, [], true, '٣'),
  fc.integer({min: -1e9, max: 0}),
  fc.string({maxLength: 8}).filter((s) => !/^\s*\d+\s*$/.test(s)),
);
const unknownVariant = fc.oneof(
  fc.nat({max: 1e9}).map((n) => `gid://shopify/ProductVariant/${n + 900_000_000}`),
  hostileText,
);

let guest: CookieJar;
let customer: Awaited<ReturnType<typeof customerWithAddress>>;
let cartBefore: Awaited<ReturnType<typeof cartSnapshot>>;
let accountBefore: unknown;

beforeAll(async () => {
  [{jar: guest}, customer] = await Promise.all([guestWithCart(), customerWithAddress('fuzz')]);
  cartBefore = await cartSnapshot(guest);
  accountBefore = await customerSnapshot(customer.token);
});

function expectSameOriginLocation(response: Response) {
  const location = response.headers.get('Location');
  if (location) expect(new URL(location, shopUrl()).origin, location).toBe(new URL(shopUrl()).origin);
}

function expectNoServerError(response: {status: number}, what: string) {
  expect(response.status, what).toBeLessThan(500);
}

const withParam = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

describe('query parameters and path segments', () => {
  const PARAMS: Array<[path: string, param: string]> = [
    ['/search', 'q'],
    ['/products', 'sort'],
    ['/products', 'audience'],
    ['/products', 'benefit'],
    ['/products/colgate-toothpaste', 'sort'],
    ['/products/colgate-toothpaste', 'audience'],
    ['/products/colgate-toothpaste', 'benefit'],
    ['/learn', 'page'],
    ['/learn', 'category'],
    ['/products/colgate-total-whitening-toothpaste', 'Size'],
    ['/products/colgate-total-whitening-toothpaste', 'Flavor'],
    ['/products/create-your-bundle', 'variant'],
    ['/account/login', 'redirect'],
    ['/password', 'redirect'],
    ['/account/activate', 'activationUrl'],
    ['/account/reset-password', 'resetUrl'],
    ['/', 'exp'],
    ['/', 'im_ref'],
    ['/', 'preview'],
    ['/whitening-product-quiz', 'step'],
  ];

  it('every page answers a hostile parameter with the page or a 4xx, never a 5xx, and leaves the cart alone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PARAMS), hostileText, async ([path, param], value) => {
        const url = withParam(path, param, value);
        const response = await getPage(url, {headers: {Cookie: guest.header()}});
        await response.arrayBuffer();
        expectNoServerError(response, url);
        expectSameOriginLocation(response);
      }),
      options(60),
    );
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
  });

  it('hostile path segments give the 404 page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/products/', '/learn/', '/account/my-orders/', '/'), hostileText, async (prefix, value) => {
        const url = `${prefix}${encodeURIComponent(value)}`;
        const jar = prefix.startsWith('/account') ? customer.jar : guest;
        const response = await getPage(url, {headers: {Cookie: jar.header()}});
        await response.arrayBuffer();
        expectNoServerError(response, url);
        expectSameOriginLocation(response);
      }),
      options(),
    );
  });

  it('?discount= takes any text without a 5xx; the cart keeps its lines', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (code) => {
        const url = withParam('/learn', 'discount', code);
        const response = await getPage(url, {headers: {Cookie: guest.header()}});
        await response.arrayBuffer();
        expectNoServerError(response, url);
        expectSameOriginLocation(response);
      }),
      options(20),
    );
    expect((await cartSnapshot(guest))?.lines).toEqual(cartBefore?.lines);
  });
});

describe('cart action', () => {
  const linesAdd = fc.record({
    action: fc.constant('LinesAdd'),
    inputs: fc.record({
      lines: fc.array(fc.record({merchandiseId: unknownVariant, quantity: fc.oneof(hostileQuantity, fc.integer({min: 1, max: 5}))}), {
        maxLength: 3,
      }),
    }),
  });
  const linesUpdate = fc.record({
    action: fc.constant('LinesUpdate'),
    inputs: fc.record({lines: fc.array(fc.record({id: hostileText, quantity: hostileQuantity}), {maxLength: 3})}),
  });
  const other = fc.record({
    action: fc.oneof(
      fc.constantFrom('LinesRemove', 'DiscountCodesUpdate', 'SellingPlanUpdate', 'BuyerIdentityUpdate', 'AttributesUpdateInput', 'Custom'),
      hostileText,
    ),
    inputs: fc.dictionary(
      fc.constantFrom('lineIds', 'lineId', 'discountCode', 'discountCodes', 'sellingPlanId', 'lines', 'buyerIdentity'),
      hostileJson,
      {maxKeys: 4},
    ),
  });
  const payload = fc.oneof(linesAdd, linesUpdate, other);

  it('answers hostile cart requests without a 5xx (adds and updates: 4xx with a message), never touching the lines', async () => {
    await fc.assert(
      fc.asyncProperty(payload, fc.option(hostileText, {nil: undefined}), async (input, quantityField) => {
        const fields: Record<string, string> = {cartFormInput: JSON.stringify(input)};
        if (quantityField !== undefined) fields.quantity = quantityField;
        const response = await getPage('/cart', {
          method: 'POST',
          headers: {Cookie: guest.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
          body: new URLSearchParams(fields),
        });
        const html = await response.text();
        const what = JSON.stringify(input).slice(0, 300);
        expect(response.status, what).toBeLessThan(500);
        // Adds of unknown variants and updates of unknown lines are refused; other requests may be
        // harmless no-ops (removing codes from a cart that has none), but never change the lines.
        if (input.action === 'LinesAdd' || input.action === 'LinesUpdate') expect(response.status, what).toBeGreaterThanOrEqual(400);
        expect(html.length).toBeGreaterThan(0);
      }),
      options(40),
    );
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
  });

  it('a negative, fractional or non-numeric quantity for a real line is a 400 with a message', async () => {
    const state = await cartSnapshot(guest);
    const id = (await cartState(guest))!.lines.nodes[0]!.id;
    for (const quantity of [-1, -1e9, 1.5, 'abc', '']) {
      const response = await getPage('/cart', {
        method: 'POST',
        headers: {Cookie: guest.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesUpdate', inputs: {lines: [{id, quantity}]}})}),
      });
      expect(response.status, String(quantity)).toBe(400);
      expect(await response.text()).toContain('Please choose a quantity from 1 to 10.');
    }
    expect(await cartSnapshot(guest)).toEqual(state);
  });

  it('takes any form encoding or body without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
        fc.oneof(
          hostileText,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (type, body) => {
          const response = await getPage('/cart', {
            method: 'POST',
            headers: {Cookie: guest.header(), ...(type ? {'Content-Type': type} : {})},
            body,
          });
          await response.arrayBuffer();
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      options(20),
    );
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
  });
});

describe('resource routes', () => {
  const RESOURCE_POSTS: Array<[path: string, fields: string[]]> = [
    ['/api/search', ['query', 'types', 'first']],
    ['/api/search/predictive', ['query', 'types', 'first']],
    ['/api/chat/messages', ['name', 'email', 'message', 'page']],
    ['/api/email-sign-up', ['email']],
    ['/api/attribution', ['clickId', 'clear']],
    ['/api/og-cookie', ['customerAccessToken']],
    ['/api/analytics/config', ['integration', 'id']],
    ['/api/consent', ['decision', 'returnTo']],
    ['/api/csp-report', ['csp-report']],
  ];

  it('answer hostile JSON and form bodies with 2xx/3xx or a 4xx carrying an error message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RESOURCE_POSTS),
        fc.boolean(),
        fc.dictionary(fc.string({maxLength: 10}), hostileJson, {maxKeys: 2}),
        fc.array(hostileJson, {minLength: 4, maxLength: 4}),
        async ([path, fields], asJson, extra, values) => {
          const body: Record<string, unknown> = {...extra};
          fields.forEach((name, i) => (body[name] = values[i]));
          const response = await getPage(path, {
            method: 'POST',
            headers: {Cookie: guest.header(), 'Content-Type': asJson ? 'application/json' : 'application/x-www-form-urlencoded'},
            body: asJson
              ? JSON.stringify(body)
              : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
          });
          const text = await response.text();
          expectNoServerError(response, `${path} ${JSON.stringify(body).slice(0, 200)}`);
          expectSameOriginLocation(response);
          if (response.status >= 400) expect(JSON.parse(text), path).toEqual({error: expect.any(String)});
        },
      ),
      options(60),
    );
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
  });

  it('answer a raw non-JSON body with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...RESOURCE_POSTS), hostileText, async ([path], body) => {
        const response = await getPage(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body});
        await response.arrayBuffer();
        expectNoServerError(response, `${path} ${body.slice(0, 100)}`);
      }),
      options(20),
    );
  });
});

describe('forms', () => {
  const GUEST_FORMS: Array<[path: string, fields: string[]]> = [
    ['/account/login', ['email', 'password', 'redirect']],
    ['/account/create-account', ['firstName', 'lastName', 'email', 'password', 'passwordConfirm', 'phone', 'acceptsMarketing']],
    ['/account/create-account/student', ['firstName', 'lastName', 'email', 'password', 'passwordConfirm', 'school']],
    ['/account/reset-password', ['email', 'resetUrl', 'password', 'passwordConfirm']],
    ['/account/activate', ['activationUrl', 'password', 'passwordConfirm']],
    ['/contact-us-email', ['name', 'email', 'topic', 'orderNumber', 'message']],
    ['/password', ['password', 'redirect']],
  ];
  const ACCOUNT_FORMS: Array<[path: string, fields: string[]]> = [
    ['/account/address-book', ['intent', 'addressId', 'firstName', 'lastName', 'address1', 'city', 'province', 'zip', 'country', 'phone']],
    ['/account/contact-information/profile', ['firstName', 'lastName', 'phone']],
    ['/account/contact-information/password', ['currentPassword', 'password', 'passwordConfirm']],
    ['/account/manage-subscriptions', ['intent', 'subscriptionId', 'sellingPlanId']],
  ];
  const formBody = (fields: string[], values: string[]) => new URLSearchParams(fields.map((f, i) => [f, values[i] ?? '']));

  it('guest forms answer hostile fields with the page (messages at the fields) or a redirect, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GUEST_FORMS),
        fc.array(hostileText, {minLength: 8, maxLength: 8}),
        async ([path, fields], values) => {
          // The local server counts every client in one bucket (docs/security.md); a rotated
          // CF-Connecting-IP changes nothing, and these few logins stay under the per-client limit.
          const response = await getPage(path, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250)}`,
            },
            body: formBody(fields, values),
          });
          await response.arrayBuffer();
          expectNoServerError(response, path);
          expectSameOriginLocation(response);
        },
      ),
      options(40),
    );
  });

  it("account forms refuse hostile fields and leave the customer's account as it was", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACCOUNT_FORMS),
        fc.array(hostileText, {minLength: 10, maxLength: 10}),
        async ([path, fields], values) => {
          const body = formBody(fields, values);
          // Never a valid e-mail or country: a hostile request must not be a legitimate edit by chance.
          if (path.endsWith('/profile')) body.set('email', 'not-an-email');
          if (path.endsWith('/address-book')) body.set('country', `Nowhere ${values[0]}`);
          const response = await getPage(path, {
            method: 'POST',
            headers: {Cookie: customer.jar.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
            body,
          });
          await response.arrayBuffer();
          expect(response.status, `${path} ${body.toString().slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      options(30),
    );
    expect(await customerSnapshot(customer.token)).toEqual(accountBefore);
  });
});

describe('every route', () => {
  it.each([
    {framing: 'with a Content-Length', chunked: false},
    {framing: 'chunked (no Content-Length)', chunked: true},
  ])('refuses a 1 MB body sent $framing with 413 on every action route, changing nothing', async ({chunked}) => {
    const huge = 'a='.concat('x'.repeat(1024 * 1024));
    for (const route of ACTION_ROUTES) {
      for (const jar of [guest, customer.jar]) {
        const response = await rawRequest(ROUTE_URLS[route]!, {
          method: 'POST',
          headers: {Origin: new URL(shopUrl()).origin, Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
          body: huge,
          chunked,
        });
        expect(response.status, route).toBe(413);
        expect(JSON.parse(response.body)).toEqual({error: expect.stringContaining('too large')});
      }
    }
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
    expect(await customerSnapshot(customer.token)).toEqual(accountBefore);
  });

  it('stores no 900 KB line attribute sent chunked to the cart; a small chunked add still works', async () => {
    const {jar, variant} = await guestWithCart();
    const linesOf = async () => (await cartState(jar))!.lines.nodes.map((line) => [line.merchandise.id, line.quantity, line.attributes]);
    const before = await linesOf();
    const add = (value: string) =>
      rawRequest('/cart', {
        method: 'POST',
        headers: {Origin: new URL(shopUrl()).origin, Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({
          cartFormInput: JSON.stringify({
            action: 'LinesAdd',
            inputs: {lines: [{merchandiseId: variant.id, quantity: 1, attributes: [{key: 'note', value}]}]},
          }),
        }).toString(),
        chunked: true,
      });
    const huge = await add('x'.repeat(900 * 1024));
    expect(huge.status).toBe(413);
    expect(await linesOf()).toEqual(before);
    const small = await add('gift wrap');
    expect(small.status).toBeLessThan(400);
    expect(JSON.stringify(await linesOf())).toContain('gift wrap');
  });

  it('answers PUT, PATCH and DELETE from the shop itself with 405, never a 5xx', async () => {
    for (const url of new Set(Object.values(ROUTE_URLS))) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const response = await rawRequest(url, {
          method,
          headers: {Origin: new URL(shopUrl()).origin, Cookie: guest.header(), 'Content-Type': 'application/x-www-form-urlencoded'},
          body: 'x=1',
        });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD, POST');
      }
    }
    expect(await cartSnapshot(guest)).toEqual(cartBefore);
  });
});
