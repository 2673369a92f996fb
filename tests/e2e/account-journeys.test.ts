import type {Page} from 'playwright-core';
import {layerEventNames, waitForHydration} from '../support/browser';
import {platformUrl, shopUrl} from '../support/http';
import {createCustomer, latestMail, uniqueEmail} from '../support/account';
import {expectPlacedOrderInAccount, placeOrderAtCheckout} from '../support/checkout';
import {describe, expect, test} from '../support/fixtures';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', {exact: true}).fill(password);
  await page.getByRole('button', {name: 'Sign in'}).click();
}

async function signOut(page: Page) {
  await page.getByTestId('sign-out').click();
  await page.waitForURL(`${shopUrl()}/`);
  await expect.poll(() => page.getByTestId('header-account-link').innerText()).toContain('Sign in');
}

/** The shop link in the newest outbox e-mail of a kind. */
async function mailLink(to: string, kind: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await latestMail(to, kind);
      link = mail?.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
      return link;
    })
    .toBeTruthy();
  return link!.replace(/^http:\/\/localhost:\d+/, shopUrl());
}

interface AddressValues {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

async function fillAddress(form: ReturnType<Page['getByTestId']>, values: AddressValues) {
  await form.getByLabel('First name').fill(values.firstName);
  await form.getByLabel('Last name').fill(values.lastName);
  await form.getByLabel('Address', {exact: true}).fill(values.address1);
  await form.getByLabel('City').fill(values.city);
  await form.getByLabel('State').selectOption({label: values.state});
  await form.getByLabel('ZIP code').fill(values.zip);
}

describe('account journeys in Chromium', () => {
  test('login with a wrong then the right password returns to the guarded page; signed-in login page goes to /account', async ({
    page,
    errors,
  }) => {
    const email = uniqueEmail('e2e-login');
    await createCustomer(email, 'right-pass-1');
    await page.goto(`${shopUrl()}/account/my-orders`);
    await page.waitForURL('**/account/login?redirect=%2Faccount%2Fmy-orders');
    // The form events come from the hydrated form; a form sent before hydration posts natively without them.
    await waitForHydration(page);
    await signIn(page, email, 'wrong-pass');
    await expect.poll(() => page.getByTestId('form-error').innerText()).toContain('Unidentified customer');
    await signIn(page, email, 'right-pass-1');
    await page.waitForURL('**/account/my-orders');
    await expect.poll(() => page.getByTestId('my-orders-page').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('no-orders').isVisible()).toBe(true);
    await expect.poll(() => layerEventNames(page)).toEqual(expect.arrayContaining(['form_start', 'form_submit', 'login']));
    expect(await page.getByTestId('header-account-link').innerText()).toContain('Account');

    await page.goto(`${shopUrl()}/account/login`);
    await page.waitForURL(`${shopUrl()}/account`);
    expect(await page.getByTestId('account-home').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('adds five addresses, sets a default, edits and deletes one', async ({customer: {page}, errors}) => {
    await page.goto(`${shopUrl()}/account/address-book`);
    const states = ['Lousiana', 'District of Columbia', 'New York', 'Texas', 'Oregon'];
    for (const [i, state] of states.entries()) {
      const form = page.getByTestId('address-form-create');
      await fillAddress(form, {
        firstName: 'Ada',
        lastName: `Home ${i + 1}`,
        address1: `${i + 1} Main St`,
        city: `City ${i + 1}`,
        state,
        zip: '70112',
      });
      await form.getByRole('button', {name: 'Add address'}).click();
      await expect.poll(() => page.getByTestId('address-item').count()).toBe(i + 1);
    }
    expect(await page.getByTestId('address-book-full').isVisible()).toBe(true);
    expect(await page.getByTestId('address-list').innerText()).toContain('LA 70112');

    // The first address became the default; make the third one the default.
    const third = page.getByTestId('address-item').filter({hasText: 'City 3'});
    await third.getByRole('button', {name: 'Set as default'}).click();
    await expect.poll(() => third.getAttribute('data-default')).toBe('true');

    // Edit the second address.
    const second = page.getByTestId('address-item').filter({hasText: 'City 2'});
    await second.getByRole('link', {name: 'Edit'}).click();
    const edit = page.getByTestId('address-form-update');
    await edit.getByLabel('City').fill('Washington');
    await edit.getByRole('button', {name: 'Save address'}).click();
    await expect.poll(() => page.getByTestId('address-list').innerText()).toContain('Washington');

    // Delete the fourth.
    await page.getByTestId('address-item').filter({hasText: 'City 4'}).getByRole('button', {name: 'Delete'}).click();
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(4);
    expect(await page.getByTestId('address-list').innerText()).not.toContain('City 4');

    await page.goto(`${shopUrl()}/account`);
    expect(await page.getByTestId('account-home').innerText()).toContain('City 3');
    expect(errors).toEqual([]);
  });

  test('changes profile and password, signs out and signs in with the new password', async ({page, errors}) => {
    const email = uniqueEmail('e2e-profile');
    await createCustomer(email, 'old-pass-1');
    await page.goto(`${shopUrl()}/account/login`);
    await signIn(page, email, 'old-pass-1');
    await page.waitForURL(`${shopUrl()}/account`);
    await page.getByRole('link', {name: 'Contact information'}).first().click();
    await page.getByRole('link', {name: 'Edit profile'}).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Phone').fill('(212) 555-0147');
    await page.getByRole('button', {name: 'Save profile'}).click();
    await page.waitForURL('**/account/contact-information');
    await expect.poll(() => page.getByTestId('profile-phone').innerText()).toBe('(212) 555-0147');
    expect(await page.getByTestId('profile-summary').innerText()).toContain('Grace Hopper');

    await page.getByRole('link', {name: 'Change password'}).click();
    await page.getByLabel('Current password').fill('old-pass-1');
    await page.getByLabel('New password', {exact: true}).fill('new-pass-2');
    await page.getByLabel('Confirm new password').fill('new-pass-2');
    await page.getByRole('button', {name: 'Change password'}).click();
    await page.waitForURL('**/account/contact-information');
    await expect.poll(() => page.getByTestId('form-success').innerText()).toContain('password has been changed');

    await signOut(page);
    await page.goto(`${shopUrl()}/account/login`);
    await signIn(page, email, 'old-pass-1');
    await expect.poll(() => page.getByTestId('form-error').isVisible()).toBe(true);
    await signIn(page, email, 'new-pass-2');
    await page.waitForURL(`${shopUrl()}/account`);
    await expect.poll(() => page.getByTestId('account-home').getByRole('heading', {level: 1}).innerText()).toBe('Hi, Grace!');
    expect(errors).toEqual([]);
  });

  test('places an order with a subscription while signed in, sees it with statuses and detail, and manages the subscription', async ({
    page,
    errors,
  }) => {
    const email = uniqueEmail('e2e-order');
    await createCustomer(email);
    // A guest fills the cart, then signs in: the cart switches to the customer.
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    await page.locator('.purchase-option', {hasText: 'Deliver every 1 month'}).click();
    // Wait for the add itself (the header count is optimistic).
    const added = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/cart') && r.request().method() === 'POST');
    await page.getByTestId('add-to-cart').click();
    await added;
    await expect.poll(() => page.getByTestId('cart-count').innerText(), {timeout: 15_000}).toBe('1');
    await page.goto(`${shopUrl()}/account/login?redirect=%2Fcart`);
    await signIn(page, email, 'secret-123');
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByTestId('cart-line').count(), {timeout: 15_000}).toBe(1);
    await page.getByTestId('checkout').click();
    await page.waitForURL(/localhost:\d+\/checkouts\//);

    await placeOrderAtCheckout(page, {email});

    await expectPlacedOrderInAccount(page, shopUrl());
    expect(await page.getByTestId('order-status-url').getAttribute('href')).toContain('/status?key=');

    await page.goto(`${shopUrl()}/account/manage-subscriptions`);
    const subscription = page.getByTestId('subscription').first();
    await expect.poll(() => subscription.isVisible()).toBe(true);
    expect(await subscription.innerText()).toContain('Total Whitening Toothpaste');
    expect(await subscription.getByTestId('subscription-frequency').innerText()).toBe('Deliver every 1 month');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'og_auth')?.secure).toBe(true);

    const firstNext = await subscription.getByTestId('subscription-next').innerText();
    await subscription.getByLabel('Delivery frequency').selectOption({label: 'Deliver every 2 months'});
    await subscription.getByRole('button', {name: 'Change'}).click();
    await expect.poll(() => subscription.getByTestId('subscription-frequency').innerText()).toBe('Deliver every 2 months');
    const afterChange = await subscription.getByTestId('subscription-next').innerText();
    expect(afterChange).not.toBe(firstNext);

    await subscription.getByRole('button', {name: 'Skip next delivery'}).click();
    await expect.poll(() => subscription.getByTestId('subscription-next').innerText()).not.toBe(afterChange);
    await subscription.getByRole('button', {name: 'Cancel subscription'}).click();
    await expect.poll(() => subscription.getAttribute('data-status')).toBe('cancelled');
    expect(errors).toEqual([]);
  });

  test('register with an invited e-mail → outbox → activate signs the customer in', async ({page, errors}) => {
    const email = uniqueEmail('e2e-invite');
    const invite = await fetch(`${platformUrl()}/admin/customers/invite`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({email, firstName: 'Ivy'}),
    });
    expect(invite.status).toBe(200);
    await page.goto(`${shopUrl()}/account/create-account`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Ivy');
    await page.getByLabel('Last name').fill('Invited');
    await page.getByLabel('Password', {exact: true}).fill('ivy-pass-1');
    await page.getByRole('button', {name: 'Create account'}).click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toContain('We have sent an email');
    await expect.poll(() => layerEventNames(page)).toEqual(expect.arrayContaining(['form_start', 'form_submit']));

    const link = await mailLink(email, 'account_activation', '/account/activate');
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel('Password', {exact: true}).fill('ivy-pass-1');
    await page.getByLabel('Confirm password').fill('ivy-pass-1');
    await page.getByRole('button', {name: 'Activate account'}).click();
    await page.waitForURL(`${shopUrl()}/account`);
    await expect.poll(() => page.getByTestId('account-home').getByRole('heading', {level: 1}).innerText()).toBe('Hi, Ivy!');
    await expect.poll(() => layerEventNames(page)).toContain('sign_up');
    expect(errors).toEqual([]);
  });

  test('resets the password from the outbox link', async ({page, errors}) => {
    const email = uniqueEmail('e2e-reset');
    await createCustomer(email, 'forgot-me-1');
    await page.goto(`${shopUrl()}/account/login`);
    await page.getByRole('link', {name: 'Forgot your password?'}).click();
    await page.waitForURL('**/account/reset-password');
    await page.getByTestId('reset-password-page').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', {name: 'Send reset link'}).click();
    await expect.poll(() => page.getByTestId('form-success').innerText()).toContain(email);

    const link = await mailLink(email, 'password_reset', '/account/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', {exact: true}).fill('remembered-2');
    await page.getByLabel('Confirm new password').fill('remembered-2');
    await page.getByRole('button', {name: 'Reset password'}).click();
    await page.waitForURL(`${shopUrl()}/account`);
    await signOut(page);
    await page.goto(`${shopUrl()}/account/login`);
    await signIn(page, email, 'remembered-2');
    await page.waitForURL(`${shopUrl()}/account`);
    expect(errors).toEqual([]);
  });

  test('student sign-up creates a student account while the flag is on', async ({page, errors}) => {
    const email = uniqueEmail('e2e-student');
    await page.goto(`${shopUrl()}/account/create-account`);
    // Unhydrated, the link and the form would go the no-JavaScript way (tested below), and the
    // sign_up event would wait for the account page's own hydration, seconds on a busy host.
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Sign up with a student account'}).click();
    await page.waitForURL('**/account/create-account/student');
    // The URL changes before the student page commits, and the page before it has the same
    // labels: filling then would type into the old form, which the student form replaces.
    await page.getByTestId('student-sign-up-page').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Stu');
    await page.getByLabel('Last name').fill('Dent');
    await page.getByLabel('Password', {exact: true}).fill('student-1');
    await page.getByLabel('Phone').fill('617 555 0100');
    await page.getByRole('button', {name: 'Create student account'}).click();
    // The URL is what counts here ('load' would also wait for every image of the account page);
    // if it never comes, say what the form said.
    await page.waitForURL(`${shopUrl()}/account`, {waitUntil: 'commit'}).catch(async (error: Error) => {
      throw new Error(
        `${error.message}\nstill on ${page.url()}; alerts: ${(await page.getByRole('alert').allInnerTexts()).join(' | ') || 'none'}`,
      );
    });
    await expect.poll(() => page.getByTestId('student-badge').isVisible(), {timeout: 10_000}).toBe(true);
    await expect.poll(() => layerEventNames(page)).toContain('sign_up');
    expect(errors).toEqual([]);
  });

  test('every account form works with JavaScript disabled', async ({openContext, errors}) => {
    const page = await (await openContext({javaScriptEnabled: false})).newPage();
    const email = uniqueEmail('e2e-nojs');
    await createCustomer(email, 'no-js-pass-1');
    await page.goto(`${shopUrl()}/account/address-book`);
    await page.waitForURL('**/account/login?redirect=%2Faccount%2Faddress-book');
    await signIn(page, email, 'wrong');
    await page.waitForLoadState('load');
    expect(await page.getByTestId('form-error').innerText()).toContain('Unidentified customer');
    await signIn(page, email, 'no-js-pass-1');
    await page.waitForURL('**/account/address-book');

    const form = page.getByTestId('address-form-create');
    await fillAddress(form, {
      firstName: 'No',
      lastName: 'Script',
      address1: '9 Quiet Lane',
      city: 'Portland',
      state: 'Oregon',
      zip: '97201',
    });
    await form.getByRole('button', {name: 'Add address'}).click();
    await page.waitForURL('**/account/address-book');
    expect(await page.getByTestId('address-list').innerText()).toContain('Portland');
    await page.getByRole('link', {name: 'Edit'}).click();
    await page.getByTestId('address-form-update').getByLabel('City').fill('Salem');
    await page.getByRole('button', {name: 'Save address'}).click();
    await page.waitForURL('**/account/address-book');
    expect(await page.getByTestId('address-list').innerText()).toContain('Salem');
    await page.getByRole('button', {name: 'Delete'}).click();
    await page.waitForURL('**/account/address-book');
    expect(await page.getByTestId('address-item').count()).toBe(0);

    await page.goto(`${shopUrl()}/account/contact-information/profile`);
    await page.getByLabel('Phone').fill('503 555 0100');
    await page.getByRole('button', {name: 'Save profile'}).click();
    await page.waitForURL('**/account/contact-information');
    expect(await page.getByTestId('profile-phone').innerText()).toBe('(503) 555-0100');

    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${shopUrl()}/`);
    expect(await page.getByTestId('header-account-link').innerText()).toContain('Sign in');
    expect(errors).toEqual([]);
  });
});
