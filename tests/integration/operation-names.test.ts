import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {getPage, platformUrl, post} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type FaultProxy, type ProxiedCall} from '../support/fault-proxy';
import {CookieJar, uniqueEmail} from '../support/account';
import {cartState, catalogVariants, postCart} from '../support/cart';

/**
 * The Storefront API operations the shop sends, under the names a store's per-operation
 * monitoring expects, each with `operationName` in the request body: the built shop behind a
 * proxy that records every body, through one journey that sends each of them.
 */
const OPERATIONS = [
  'AllProductsQuery',
  'FetchCart',
  'GetAccountQuery',
  'getCustomerId',
  'getProductByHandle',
  'ProductSearchQuery',
  'ActivateCustomerByUrl',
  'CreateCustomer',
  'CreateCustomerAccessToken',
  'DeleteCustomerAccessToken',
  'ResetCustomerPassword',
  'UpdateCustomer',
  'AddAddress',
  'UpdateAddress',
  'DeleteAddress',
  'UpdateCustomerDefaultAddress',
  'CreateCart',
  'AddCartLineItems',
  'RemoveCartLineItems',
  'UpdateCartLineItems',
  'UpdateCartAttributes',
  'UpdateCartNote',
  'UpdateCartBuyerIdentity',
  'UpdateCartDiscountCodes',
] as const;

const TOOTHPASTE = 'gid://shopify/ProductVariant/102001';
const MONTHLY = 'gid://shopify/SellingPlan/9001';

let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;

beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
  shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url));
});
afterAll(async () => {
  await shop?.close();
  await proxy?.close();
});

const graphqlCalls = (since: number) => proxy.calls.slice(since).filter((c) => c.target === 'graphql');
const sent = (calls: ProxiedCall[], name: string) => calls.filter((c) => c.operation === name);

describe('operation names', () => {
  it('every operation of a shopper’s journey goes out under its name, with operationName in the body', async () => {
    const mark = proxy.mark();
    const base = shop.url;
    const ok = (status: number, what: string) => expect(status, what).toBeLessThan(400);

    // Catalog and search.
    ok((await getPage('/products', {}, base)).status, '/products');
    ok((await getPage('/products/total-whitening-toothpaste', {}, base)).status, 'product page');
    ok(
      (await post('/api/search', JSON.stringify({query: 'whitening'}), {headers: {'Content-Type': 'application/json'}, base})).status,
      'search',
    );

    // Registration signs the customer in; a cart created now carries their e-mail and phone.
    const email = uniqueEmail('operations');
    const jar = new CookieJar();
    const registered = await jar.post(
      '/account/create-account',
      {email, firstName: 'Opal', lastName: 'Names', password: 'secret-123', phone: '(415) 555-0188'},
      base,
    );
    expect(registered.status).toBe(302);
    ok((await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: TOOTHPASTE, quantity: 1}]}, {}, base)).status, 'create cart');
    const other = (await catalogVariants()).find((v) => v.handle !== 'total-whitening-toothpaste')!;
    ok((await postCart(jar, 'LinesAdd', {lines: [{merchandiseId: other.id, quantity: 1}]}, {}, base)).status, 'add line');
    const lines = (await cartState(jar))!.lines.nodes;
    const first = lines.find((l) => l.merchandise.id === TOOTHPASTE)!.id;
    const second = lines.find((l) => l.merchandise.id === other.id)!.id;
    ok(
      (
        await postCart(
          jar,
          'LinesUpdate',
          {
            lines: [
              {id: first, quantity: 2, merchandiseId: TOOTHPASTE, attributes: [{key: 'engraving', value: 'Opal'}], sellingPlanId: MONTHLY},
            ],
          },
          {},
          base,
        )
      ).status,
      'update line',
    );
    ok((await postCart(jar, 'LinesRemove', {lineIds: [second]}, {}, base)).status, 'remove line');
    ok((await postCart(jar, 'NoteUpdate', {note: 'Leave at the door'}, {}, base)).status, 'note');
    ok(
      (await postCart(jar, 'AttributesUpdateInput', {attributes: [{key: 'gift_message', value: 'Smile!'}]}, {}, base)).status,
      'attributes',
    );
    ok((await postCart(jar, 'BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'US'}}, {}, base)).status, 'buyer identity');
    ok((await postCart(jar, 'DiscountCodesUpdate', {discountCodes: ['WELCOME10']}, {}, base)).status, 'discount codes');

    // The account: home, subscription cookie, profile, address book, sign-out and back in.
    ok((await jar.get('/account', base)).status, 'account');
    ok((await jar.post('/api/og-cookie', {}, base)).status, 'og-cookie');
    ok(
      (await jar.post('/account/contact-information/profile', {firstName: 'Opal', lastName: 'Renamed', email, phone: '415-555-0188'}, base))
        .status,
      'profile',
    );
    const address = {
      firstName: 'Opal',
      lastName: 'Names',
      address1: '1 Main St',
      address2: '',
      company: '',
      city: 'Boston',
      province: 'MA',
      zip: '02110',
      country: 'United States',
      phone: '',
    };
    ok((await jar.post('/account/address-book', {intent: 'create', ...address}, base)).status, 'add address');
    const book = await (await jar.get('/account/address-book', base)).text();
    const addressId = /name="addressId" value="([^"]+)"/.exec(book)?.[1];
    expect(addressId).toBeTruthy();
    ok(
      (
        await jar.post(
          '/account/address-book',
          {intent: 'update', addressId: addressId!, ...address, city: 'Austin', province: 'TX', zip: '73301'},
          base,
        )
      ).status,
      'update address',
    );
    ok((await jar.post('/account/address-book', {intent: 'default', addressId: addressId!}, base)).status, 'default address');
    ok((await jar.post('/account/address-book', {intent: 'delete', addressId: addressId!}, base)).status, 'delete address');
    expect((await jar.post('/account/logout', {}, base)).status).toBe(302);
    expect((await jar.post('/account/login', {email, password: 'secret-123'}, base)).status).toBe(302);

    // A guest asks for a reset, and an invited customer activates the account.
    ok((await post('/account/reset-password', {email}, {base})).status, 'reset');
    const invited = uniqueEmail('operations-invite');
    const invite = (await (
      await fetch(`${platformUrl()}/admin/customers/invite`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({email: invited, firstName: 'Ivy'}),
      })
    ).json()) as {activationUrl: string};
    const activated = await new CookieJar().post(
      '/account/activate',
      {activationUrl: invite.activationUrl, password: 'ivy-pass-1', passwordConfirmation: 'ivy-pass-1'},
      base,
    );
    expect(activated.status).toBe(302);

    const calls = graphqlCalls(mark);
    const missing = OPERATIONS.filter((name) => !sent(calls, name).length);
    expect(missing, `operations not sent under their names: ${missing.join(', ')}`).toEqual([]);
    // Every Storefront call (the named operations above and the shop's own, such as recommendations) names itself in the body.
    expect(calls.filter((c) => c.sentName !== c.operation || !c.sentName).map((c) => c.operation)).toEqual([]);

    // The cart created while signed in carries the customer's e-mail and phone.
    const [create] = sent(calls, 'CreateCart');
    expect((create!.variables as {input: {buyerIdentity: unknown}}).input.buyerIdentity).toEqual({
      customerAccessToken: expect.any(String),
      email,
      phone: '+14155550188',
    });
    // The line update carries the variant, the attributes and the purchase option.
    const updates = sent(calls, 'UpdateCartLineItems').flatMap((c) => (c.variables as {lines: Array<Record<string, unknown>>}).lines);
    expect(updates).toContainEqual({
      id: first,
      quantity: 2,
      merchandiseId: TOOTHPASTE,
      attributes: [{key: 'engraving', value: 'Opal'}],
      sellingPlanId: MONTHLY,
    });
  });
});
