import {afterAll, describe, expect, it} from 'vitest';
import {getPage, platformUrl, storefrontApi} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {CookieJar, createCustomer, platformToken, tokenJar, uniqueEmail} from '../support/account';
import {ADDRESS_FORM} from '../support/snapshots';

const CUSTOMER_QUERY = `query ($t: String!) { customer(customerAccessToken: $t) { id phone tags
  addresses(first: 5) { nodes { id city } } defaultAddress { id } } }`;

async function customerOf(token: string) {
  const {body} = await storefrontApi<any>(CUSTOMER_QUERY, {t: token});
  return body.data.customer;
}

const fieldError = (html: string, field: string) => new RegExp(`data-field-error="${field}">([^<]*)<`).exec(html)?.[1] ?? null;

describe('registration without JavaScript', () => {
  it('normalises the phone, signs the new customer in and shows it as (xxx) xxx-xxxx', async () => {
    const email = uniqueEmail('register');
    const jar = new CookieJar();
    const response = await jar.post('/account/create-account', {
      email,
      firstName: 'Rosa',
      lastName: 'Parks',
      password: 'secret-123',
      phone: '(415) 555-0134',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
    expect(jar.cookies.has('customerAccessToken')).toBe(true);
    const token = await platformToken(email, 'secret-123');
    expect((await customerOf(token)).phone).toBe('+14155550134');
    const contact = await (await jar.get('/account/contact-information')).text();
    expect(contact).toContain('(415) 555-0134');
  });

  it('shows the platform errors at their fields and keeps the entered values', async () => {
    const email = uniqueEmail('taken');
    await createCustomer(email);
    const response = await new CookieJar().post('/account/create-account', {
      email,
      firstName: 'A',
      lastName: 'B',
      password: 'abc',
      phone: '',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, 'email')).toBe('Email has already been taken');
    expect(fieldError(html, 'password')).toMatch(/too short/i);
    expect(html).toContain(`value="${email}"`);
    const empty = await new CookieJar().post('/account/create-account', {email: '', firstName: '', lastName: '', password: ''});
    expect(empty.status).toBe(400);
    expect(fieldError(await empty.text(), 'firstName')).toBe('Enter your first name.');
  });

  it('lists the products the store tags student on the student sign-up', async () => {
    const html = await (await getPage('/account/create-account/student')).text();
    const section = html.slice(html.indexOf('data-testid="student-products"'));
    const shown = [...section.matchAll(/class="product-card__link"[^>]*href="\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    const {body} = await storefrontApi<any>('{ products(first: 75, query: "tag:student") { nodes { handle tags } } }');
    const student = (body.data.products.nodes as Array<{handle: string; tags: string[]}>).filter((p) => p.tags.includes('student'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.sort()).toEqual(student.map((p) => p.handle).sort());
  });

  it('registers a student with the edu tag while the flag is on', async () => {
    const email = uniqueEmail('student');
    const response = await new CookieJar().post('/account/create-account/student', {
      email,
      firstName: 'Sam',
      lastName: 'Student',
      password: 'secret-123',
    });
    expect(response.status).toBe(302);
    const token = await platformToken(email, 'secret-123');
    expect((await customerOf(token)).tags).toContain('edu');
    const regular = uniqueEmail('regular');
    await new CookieJar().post('/account/create-account', {email: regular, firstName: 'R', lastName: 'R', password: 'secret-123'});
    expect((await customerOf(await platformToken(regular, 'secret-123'))).tags).not.toContain('edu');
  });
});

describe('address book ownership', () => {
  it("answers 404 for another customer's address and changes nothing", async () => {
    const ownerEmail = uniqueEmail('owner');
    const ownerToken = await createCustomer(ownerEmail);
    const owner = await tokenJar(ownerToken);
    const added = await owner.post('/account/address-book', ADDRESS_FORM);
    expect(added.status).toBe(302);
    const [address] = (await customerOf(ownerToken)).addresses.nodes;
    expect(address.city).toBe('Boston');

    const intruder = await tokenJar(await createCustomer(uniqueEmail('intruder')));
    for (const intent of ['delete', 'default', 'update']) {
      const response = await intruder.post('/account/address-book', {
        intent,
        addressId: address.id,
        firstName: 'X',
        lastName: 'Y',
        address1: '2 Side St',
        city: 'Hacked',
        province: 'MA',
        zip: '02110',
        country: 'United States',
      });
      expect(response.status, intent).toBe(404);
    }
    const after = await customerOf(ownerToken);
    expect(after.addresses.nodes).toEqual([{id: expect.any(String), city: 'Boston'}]);
  });

  it('rejects an address without a state for the US with a message at the field', async () => {
    const jar = await tokenJar(await createCustomer(uniqueEmail('nostate')));
    const response = await jar.post('/account/address-book', {
      intent: 'create',
      firstName: 'A',
      lastName: 'B',
      address1: '1 Main St',
      city: 'Boston',
      province: '',
      zip: '02110',
      country: 'United States',
    });
    expect(response.status).toBe(400);
    expect(fieldError(await response.text(), 'province')).toBe('Select a state.');
  });
});

describe('the access token stays server-side', () => {
  it('no account page or its data carries the token; the address actions work with the ids the page holds', async () => {
    const token = await createCustomer(uniqueEmail('hidden'));
    const jar = await tokenJar(token);
    for (const city of ['Boston', 'Austin']) {
      const added = await jar.post('/account/address-book', {...ADDRESS_FORM, city});
      expect(added.status).toBe(302);
    }
    const page = await (await jar.get('/account/address-book')).text();
    const ids = [...new Set([...page.matchAll(/name="addressId" value="([^"]+)"/g)].map((m) => m[1]!))];
    expect(ids).toHaveLength(2);
    const numeric = ids[0]!.replace(/\D+/g, '');
    for (const path of [
      '/account',
      '/account.data',
      '/account/address-book',
      '/account/address-book.data',
      `/account/address-book?edit=${numeric}`,
      '/account/contact-information',
      '/account/contact-information/profile',
    ]) {
      const body = await (await jar.get(path)).text();
      expect(body, path).not.toContain(token);
      expect(body, path).not.toContain('customer_access_token');
    }
    const made = await jar.post('/account/address-book', {intent: 'default', addressId: ids[1]!});
    expect(made.status).toBe(302);
    const deleted = await jar.post('/account/address-book', {intent: 'delete', addressId: ids[0]!});
    expect(deleted.status).toBe(302);
    const after = await customerOf(token);
    expect(after.addresses.nodes.map((a: {city: string}) => a.city)).toEqual(['Austin']);
    expect(after.defaultAddress.id).toBe(after.addresses.nodes[0].id);
  });
});

describe('address book limit', () => {
  it('refuses a sixth address with a message', async () => {
    const token = await createCustomer(uniqueEmail('full'));
    for (let i = 0; i < 5; i++) {
      await storefrontApi(
        `mutation ($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }`,
        {
          t: token,
          a: {
            firstName: 'A',
            lastName: `B${i}`,
            address1: `${i} Main St`,
            city: 'Austin',
            province: 'TX',
            zip: '73301',
            country: 'United States',
          },
        },
      );
    }
    const jar = await tokenJar(token);
    const response = await jar.post('/account/address-book', {
      intent: 'create',
      firstName: 'Six',
      lastName: 'Th',
      address1: '6 Main St',
      city: 'Austin',
      province: 'TX',
      zip: '73301',
      country: 'United States',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('holds up to 5 addresses');
    expect((await customerOf(token)).addresses.nodes).toHaveLength(5);
  });
});

describe('orders', () => {
  it('lists the orders newest first with mapped statuses and shows one order; another customer gets 404', async () => {
    const demo = await tokenJar(await platformToken('demo@oralcare.test', 'password123'));
    const list = await (await demo.get('/account/my-orders')).text();
    const numbers = [...list.matchAll(/href="\/account\/my-orders\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(numbers.length).toBe(5);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    expect(list).toContain('partially refunded');
    expect(list).toContain('voided');
    expect(list).toContain('in progress');

    // The order with WELCOME10 (the second oldest).
    const detail = await demo.get(`/account/my-orders/${numbers[3]}`);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    expect(html).toContain('data-testid="order-details"');
    expect(html).toContain('WELCOME10');
    expect(html).toMatch(/data-testid="order-line"/);
    expect(html).toContain('Subtotal');
    expect(html).toMatch(/\/orders\/\d+\/status\?key=/);

    const other = await tokenJar(await createCustomer(uniqueEmail('other')));
    expect((await other.get(`/account/my-orders/${numbers[0]}`)).status).toBe(404);
    expect((await other.get('/account/my-orders/not-a-number')).status).toBe(404);
  });
});

describe('profile update', () => {
  it('stores the renewed token after a password change and sends no empty password', async () => {
    const email = uniqueEmail('profile');
    const token = await createCustomer(email);
    const jar = await tokenJar(token);
    const profile = await jar.post('/account/contact-information/profile', {
      firstName: 'New',
      lastName: 'Name',
      email,
      phone: '212-555-0199',
    });
    expect(profile.status).toBe(302);
    expect((await customerOf(token)).phone).toBe('+12125550199');

    const wrong = await jar.post('/account/contact-information/password', {
      currentPassword: 'nope',
      password: 'brand-new-1',
      passwordConfirmation: 'brand-new-1',
    });
    expect(wrong.status).toBe(400);
    const changed = await jar.post('/account/contact-information/password', {
      currentPassword: 'secret-123',
      password: 'brand-new-1',
      passwordConfirmation: 'brand-new-1',
    });
    expect(changed.status).toBe(302);
    expect(jar.last.get('customerAccessToken')).toBeTruthy();
    // The old token was replaced at the platform; the jar holds the renewed one.
    expect(await customerOf(token)).toBeNull();
    expect((await jar.get('/account')).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  const emailOf = async (token: string) =>
    (await storefrontApi<any>(`query ($t: String!) { customer(customerAccessToken: $t) { email } }`, {t: token})).body.data.customer?.email;

  it('needs the current password: a signed-in session alone cannot move the account', async () => {
    const email = uniqueEmail('move');
    const token = await createCustomer(email);
    const jar = await tokenJar(token);
    const target = uniqueEmail('thief');
    const change = (fields: Record<string, string>) =>
      jar.post('/account/contact-information/profile', {firstName: 'Test', lastName: 'Customer', email: target, phone: '', ...fields});

    const none = await change({});
    expect(none.status).toBe(400);
    expect(fieldError(await none.text(), 'currentPassword')).toBe('Enter your current password to change your email address.');
    const wrong = await change({currentPassword: 'not-it'});
    expect(wrong.status).toBe(400);
    expect(fieldError(await wrong.text(), 'currentPassword')).toBe('Your current password is not correct.');
    expect(await emailOf(token)).toBe(email);

    const right = await change({currentPassword: 'secret-123'});
    expect(right.status).toBe(302);
    expect(await emailOf(token)).toBe(target);
  });

  it('keeps other profile edits password-free (same address, other case)', async () => {
    const email = uniqueEmail('same');
    const token = await createCustomer(email);
    const jar = await tokenJar(token);
    const response = await jar.post('/account/contact-information/profile', {
      firstName: 'Other',
      lastName: 'Name',
      email: email.toUpperCase(),
      phone: '',
    });
    expect(response.status).toBe(302);
  });
});

describe('password change throttling', () => {
  it('counts wrong current passwords against the login throttle', async () => {
    const email = uniqueEmail('guess');
    const jar = await tokenJar(await createCustomer(email));
    const attempt = (current: string) =>
      jar.post('/account/contact-information/password', {
        currentPassword: current,
        password: 'brand-new-1',
        passwordConfirmation: 'brand-new-1',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const blocked = await attempt('secret-123');
    expect(blocked.status).toBe(400);
    expect(await blocked.text()).toContain('Too many attempts');
  });
});

describe('shops with other settings', () => {
  type Shop = Awaited<ReturnType<typeof startTestShop>>;
  let shop: Shop | undefined;
  afterAll(() => shop?.close());

  it('redirects student sign-up to the regular one with the flag off', async () => {
    shop = await startTestShop(
      TEST_PORTS.spareShop,
      TEST_PORTS.spareAssets,
      envFor(platformUrl(), {STUDENT_REGISTRATION_ENABLED: 'false'}),
    );
    const response = await getPage('/account/create-account/student', {}, shop.url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/create-account');
    const post = await getPage(
      '/account/create-account/student',
      {
        method: 'POST',
        body: new URLSearchParams({email: uniqueEmail('x')}),
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      },
      shop.url,
    );
    expect(post.status).toBe(302);
    await shop.close();
    shop = undefined;
  });

  it('keeps the session when the platform fails during the account refresh', async () => {
    const jar = await tokenJar(await createCustomer(uniqueEmail('outage')));
    shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(`http://localhost:${TEST_PORTS.deadPlatform}`));
    const response = await jar.get('/account', shop.url);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/be right back/i);
    expect(jar.last.has('customerAccessToken')).toBe(false);
    expect(jar.cookies.has('customerAccessToken')).toBe(true);
  });
});
