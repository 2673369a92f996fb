import {afterAll, beforeAll} from 'vitest';
import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {createCustomer, uniqueEmail} from '../support/account';
import {expectPlacedOrderInAccount, placeOrderAtCheckout} from '../support/checkout';
import {mailedLoginCode, startCustomerAccountShop, type CustomerAccountShop} from '../support/customer-accounts';
import {describe, expect, test} from '../support/fixtures';

let newAccounts: CustomerAccountShop;
beforeAll(async () => {
  newAccounts = await startCustomerAccountShop();
});
afterAll(() => newAccounts?.close());

interface Backend {
  name: string;
  shop: () => string;
  /** Prepares an account (legacy: registered with a password; new accounts: created by the first sign-in). */
  prepare: (email: string) => Promise<void>;
  /** From the login page: signs in, ending back in the shop. */
  signIn: (page: Page, email: string) => Promise<void>;
}

const BACKENDS: Backend[] = [
  {
    name: 'legacy accounts (Storefront API)',
    shop: shopUrl,
    prepare: (email) => createCustomer(email, 'secret-123').then(() => undefined),
    signIn: async (page, email) => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', {exact: true}).fill('secret-123');
      await page.getByRole('button', {name: 'Sign in'}).click();
    },
  },
  {
    name: 'new customer accounts (only CUSTOMER_ACCOUNTS=customer-account-api set; hosted login)',
    shop: () => newAccounts.shopUrl,
    prepare: async () => {},
    signIn: async (page, email) => {
      // The hosted login on the platform: e-mail, then the 6-digit code from the outbox.
      await page.waitForURL(`${newAccounts.platformUrl}/customer-accounts/**`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', {name: 'Continue'}).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').fill(await mailedLoginCode(newAccounts.platformUrl, email));
      await page.getByRole('button', {name: 'Sign in'}).click();
    },
  },
];

describe.each(BACKENDS)('the account journey in Chromium with $name', (backend) => {
  test('signs in from the cart, checks out pre-filled, edits the profile, adds an address, sees the order, signs out', async ({
    page,
    errors,
  }) => {
    const email = uniqueEmail('e2e-journey');
    await backend.prepare(email);
    const shop = backend.shop();
    // A guest fills the cart, then signs in: the cart becomes the customer's.
    await page.goto(`${shop}/products/total-whitening-toothpaste`);
    await waitForHydration(page);
    const added = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/cart') && r.request().method() === 'POST');
    await page.getByTestId('add-to-cart').click();
    await added;
    await page.goto(`${shop}/account/login?redirect=%2Fcart`);
    await backend.signIn(page, email);
    await page.waitForURL(`${shop}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count(), {timeout: 15_000}).toBe(1);
    expect(await page.getByTestId('header-account-link').innerText()).not.toContain('Sign in');

    // The hosted checkout knows the buyer.
    await page.getByTestId('checkout').click();
    await page.waitForURL(/localhost:\d+\/checkouts\//);
    expect(
      await page
        .getByLabel(/e-?mail/i)
        .first()
        .inputValue(),
    ).toBe(email);
    await placeOrderAtCheckout(page, {email});

    await page.goto(`${shop}/account/contact-information/profile`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByRole('button', {name: 'Save profile'}).click();
    await page.waitForURL('**/account/contact-information');
    await expect.poll(() => page.getByTestId('profile-summary').innerText()).toContain('Grace Hopper');

    await page.goto(`${shop}/account/address-book`);
    const form = page.getByTestId('address-form-create');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Address', {exact: true}).fill('1 Navy Way');
    await form.getByLabel('City').fill('Arlington');
    await form.getByLabel('State').selectOption({label: 'Virginia'});
    await form.getByLabel('ZIP code').fill('22202');
    await form.getByRole('button', {name: 'Add address'}).click();
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(1);
    expect(await page.getByTestId('address-list').innerText()).toContain('Arlington');

    await expectPlacedOrderInAccount(page, shop);

    // No token of any kind reaches the page.
    expect(await page.content()).not.toMatch(/shca?t_|shcrt_|eyJhbGciOi|customerAccessToken":"/);

    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${shop}/`);
    await expect.poll(() => page.getByTestId('header-account-link').innerText()).toContain('Sign in');
    await page.goto(`${shop}/account`);
    await page.waitForURL(/\/account\/login|\/customer-accounts\//);
    expect(errors).toEqual([]);
  });
});
