import {test as base} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {DESKTOP_UA, launchChromium, waitForHydration} from './browser';
import {createCustomer, tokenJar, uniqueEmail, platformToken} from './account';
import {CookieJar, postCart} from './cart';
import {shopUrl, storefrontApi} from './http';

/**
 * The browser tests' fixtures (Vitest's `test.extend`): import `test` from here
 * instead of `it` from vitest, and name what a test needs in its first
 * argument — `test('…', async ({page}) => …)`.
 *
 * - `browser`: one Chromium per test file, closed after its last test.
 * - `page`: a fresh context and page per test. Every page of every context the
 *   fixtures open is watched for page errors and React's errors (hydration
 *   mismatches included); any one not matched by `allowedErrors` fails the
 *   test after its body. `errors` lists them for a test that asserts on them.
 * - `customer`: a signed-in customer in a context of its own (a fresh one
 *   unless `account` names another).
 * - `cart`: a page on the cart whose cart has a line (`cartLine`).
 *
 * A file or `describe` block changes an option with `test.scoped({...})`:
 * `shop` (the shop's URL; `useShop` for a file that starts its own), `contextOptions`,
 * `allowedErrors`, `account`, `cartLine`.
 */

/** What a visitor brings to the shop, as cookies and headers (see `visitorContext`). */
export interface Visitor {
  /** The consent cookie: tracking allowed or refused (no cookie: the banner asks). */
  consent?: 'granted' | 'denied';
  /** The first-order popup experiment: shown (`true`), hidden (`false`), or left to the shop (unset). */
  popup?: boolean;
  /** A customerAccessToken cookie value: signed in. */
  signedIn?: string;
  /** The shop's clock for this visitor (the shop must run with TEST_HOOKS on). */
  now?: string;
  userAgent?: string;
}

/** An account to sign in with; without one, `customer` registers a fresh one. */
export interface Account {
  email: string;
  password: string;
}

/** The platform's demo customer, with orders and subscriptions: `test.scoped({account: DEMO_ACCOUNT})`. */
export const DEMO_ACCOUNT: Account = {email: 'demo@oralcare.test', password: 'password123'};

export interface Customer {
  email: string;
  password: string;
  /** The customer's Storefront API access token. */
  token: string;
  context: BrowserContext;
  page: Page;
}

export interface Cart {
  page: Page;
  context: BrowserContext;
  /** The product handle of the cart's line. */
  handle: string;
  /** The cart's Storefront API id. */
  cartId: string;
}

export interface Fixtures {
  browser: Browser;
  shop: string;
  contextOptions: BrowserContextOptions;
  allowedErrors: RegExp[];
  errors: string[];
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  visitorContext: (visitor?: Visitor, options?: BrowserContextOptions) => Promise<BrowserContext>;
  context: BrowserContext;
  page: Page;
  account: Account | undefined;
  customer: Customer;
  cartLine: {handle: string; quantity: number};
  cart: Cart;
}

/** What React reports on the console: its (minified) errors, hydration mismatches among them. */
const REACT_ERROR = /React error|hydrat/i;

/** Puts the page's errors and React's console errors, each prefixed with `label`, into `problems`. */
export function watchErrors(page: Page, problems: string[], label = '') {
  const record = (text: string) => {
    problems.push(text);
    // Where it happened, for the failure message: a test that walks many pages names the one.
    const pages = errorPages.get(problems) ?? new Map<string, string[]>();
    errorPages.set(problems, pages.set(text, [...(pages.get(text) ?? []), page.url()]));
  };
  page.on('pageerror', (error) => record(`${label}${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && REACT_ERROR.test(message.text())) record(`${label}${message.text()}`);
  });
}

/** The pages each recorded error was raised on, per list of problems. */
const errorPages = new WeakMap<string[], Map<string, string[]>>();
/** `error`, one of `problems`, with the pages it was raised on. */
export const withPages = (problems: string[], error: string) =>
  `${error} (on ${[...new Set(errorPages.get(problems)?.get(error) ?? [])].join(', ') || 'an unknown page'})`;

/** The variant id of a product's first variant. */
async function firstVariant(handle: string): Promise<string> {
  const {body} = await storefrontApi<any>('query($h: String!) { product(handle: $h) { variants(first: 1) { nodes { id } } } }', {
    h: handle,
  });
  const id = body.data.product?.variants.nodes[0]?.id;
  if (!id) throw new Error(`no product ${handle} on the platform`);
  return id as string;
}

export const test = base.extend<Fixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first argument's pattern
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    {scope: 'file'},
  ],

  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first argument's pattern
  shop: async ({}, use) => use(shopUrl()),
  contextOptions: {viewport: {width: 1280, height: 900}},
  allowedErrors: [],

  errors: async ({allowedErrors}, use) => {
    const errors: string[] = [];
    await use(errors);
    // After the test's contexts have closed (they depend on this fixture): a failure here names the errors.
    const unexpected = errors.filter((error) => !allowedErrors.some((allowed) => allowed.test(error)));
    if (unexpected.length)
      throw new Error(
        `The page raised ${unexpected.length} unexpected error(s):\n${unexpected.map((error) => withPages(errors, error)).join('\n')}`,
      );
  },

  openContext: async ({browser, contextOptions, errors}, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({...contextOptions, ...options});
      opened.push(context);
      context.on('page', (page) => watchErrors(page, errors));
      return context;
    });
    // A failing test must not leave its contexts (and their pages and timers) open for the next.
    await Promise.all(opened.map((context) => context.close()));
  },

  visitorContext: async ({openContext, shop}, use) => {
    await use(async (visitor = {}, options = {}) => {
      const headers = visitor.now ? {extraHTTPHeaders: {'x-test-now': visitor.now}} : {};
      const context = await openContext({userAgent: visitor.userAgent ?? DESKTOP_UA, ...headers, ...options});
      const cookies = [];
      if (visitor.consent) cookies.push({name: 'oc_consent', value: visitor.consent, url: shop});
      // bchp.0 hides the first-order popup, bchp.1 shows it.
      if (visitor.popup !== undefined) cookies.push({name: 'col_exp', value: visitor.popup ? 'bchp.1' : 'bchp.0', url: shop});
      if (visitor.signedIn) cookies.push({name: 'customerAccessToken', value: visitor.signedIn, url: shop});
      if (cookies.length) await context.addCookies(cookies);
      return context;
    });
  },

  context: async ({openContext}, use) => use(await openContext()),
  page: async ({context}, use) => use(await context.newPage()),

  account: undefined,
  customer: async ({account, openContext, shop}, use) => {
    const email = account?.email ?? uniqueEmail('fixture');
    const password = account?.password ?? 'secret-123';
    const token = account ? await platformToken(email, password) : await createCustomer(email, password);
    if (!token) throw new Error(`could not sign ${email} in`);
    // The cookie the shop's login sets, signed with the test shops' secret: no login form to go through.
    const jar = await tokenJar(token);
    const context = await openContext();
    await context.addCookies([{name: 'customerAccessToken', value: jar.cookies.get('customerAccessToken')!, url: shop}]);
    await use({email, password, token, context, page: await context.newPage()});
  },

  cartLine: {handle: 'total-whitening-toothpaste', quantity: 1},
  cart: async ({cartLine, context, page, shop}, use) => {
    // The line goes in as a browser without JavaScript adds it; the page then opens the cart.
    const jar = new CookieJar();
    const lines = [{merchandiseId: await firstVariant(cartLine.handle), quantity: cartLine.quantity}];
    const {status} = await postCart(jar, 'LinesAdd', {lines}, {}, shop);
    if (!jar.cartGid) throw new Error(`adding ${cartLine.handle} to a cart answered ${status} without a cart`);
    await context.addCookies([{name: 'ss.cartId', value: jar.cookies.get('ss.cartId')!, url: shop}]);
    await page.goto(`${shop}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await waitForHydration(page);
    await use({page, context, handle: cartLine.handle, cartId: jar.cartGid});
  },
});

/**
 * Points the fixtures (cookies, the cart, the customer) at a shop the test file
 * starts itself: `useShop(() => shop.url)` at the top of the file. The URL is
 * read as each test starts, after the file's `beforeAll`. (A scoped fixture, not
 * `test.extend`: the fixtures that use `shop` must see the new one.)
 */
export function useShop(url: () => string) {
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first argument's pattern
  test.scoped({shop: async ({}, use) => use(url())});
}

export {expect, describe} from 'vitest';
