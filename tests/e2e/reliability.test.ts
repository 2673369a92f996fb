import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page, Request} from 'playwright-core';
import {launchChromium, waitForHydration} from '../support/browser';
import {platformUrl, storefrontApi} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {envFor, startTestShop} from '../support/servers';
import {startFaultProxy, type FaultProxy} from '../support/fault-proxy';
import {createCustomer, uniqueEmail} from '../support/account';

/**
 * Issue 9 in Chromium: concurrency (rapid stepper clicks, double-submitted
 * forms count exactly one platform mutation at the proxy) and a cart change
 * the platform refuses. The shop runs behind the fault proxy, which counts
 * every GraphQL operation it forwards.
 */
let browser: Browser;
let proxy: FaultProxy;
let shop: Awaited<ReturnType<typeof startTestShop>>;
let context: BrowserContext;
let page: Page;
const timings: string[] = [];

beforeAll(async () => {
  proxy = await startFaultProxy(TEST_PORTS.faultProxy, platformUrl());
  [browser, shop] = await Promise.all([
    launchChromium(),
    startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(proxy.url, {TEST_HOOKS: 'on'})),
  ]);
  context = await browser.newContext({viewport: {width: 1280, height: 900}});
  page = await context.newPage();
});
afterEach(() => proxy?.clear());
afterAll(async () => {
  if (timings.length) console.log(timings.join('\n'));
  await context?.close();
  await browser?.close();
  await shop?.close();
  await proxy?.close();
});

const T = {timeout: 15_000};
const url = (path: string) => `${shop.url}${path}`;
const drawer = () => page.getByTestId('cart-drawer');
const line = (handle: string) => drawer().locator(`[data-testid="cart-line"][data-handle="${handle}"]`);
const shownQuantity = async (handle: string) =>
  Number((await line(handle).getByTestId('cart-line-quantity').innerText()).replace(/\D/g, ''));

async function platformQuantity(handle: string) {
  const cookie = (await context.cookies()).find((c) => c.name === 'ss.cartId');
  const {body} = await storefrontApi<any>(
    'query($id: ID!) { cart(id: $id) { lines(first: 20) { nodes { quantity merchandise { ... on ProductVariant { product { handle } } } } } } }',
    {id: `gid://shopify/Cart/${cookie!.value}`},
  );
  return body.data.cart.lines.nodes.find((l: any) => l.merchandise.product.handle === handle)?.quantity as number | undefined;
}

async function addToCart(handle: string, quantity: number) {
  await page.goto(url(`/products/${handle}`));
  await waitForHydration(page);
  await page.locator('select[name="quantity"]').selectOption(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await line(handle).waitFor(T);
}

/**
 * A double submit the way a shopper makes one: a click, then another while the
 * first is still on its way (forced, so a disabled button is clicked too). The
 * proxy holds the operation for 2.5 s, so the second click always lands
 * while the first submission is pending.
 */
async function submitTwice(button: ReturnType<Page['getByRole']>, operation: string) {
  proxy.setSlowMs(2500);
  proxy.set({fault: 'slow', operation});
  // The element itself: its label changes while pending ("Signing in…"), a role locator would lose it.
  const element = (await button.elementHandle())!;
  const sent = page.waitForRequest((request) => request.method() === 'POST', T);
  const t0 = Date.now();
  await element.click({noWaitAfter: true});
  await sent;
  // A plain DOM click: what a second press does (nothing, if the button is disabled by now).
  await element.evaluate((el) => (el as HTMLButtonElement).click());
  const ms = Date.now() - t0;
  timings.push(`${operation}: second click ${ms} ms after the first`);
  // The first submission was still waiting for the platform.
  expect(ms).toBeLessThan(2000);
}

describe('concurrency and refused changes in Chromium', () => {
  it('30 rapid +/− stepper clicks end at the intended quantity, in the cart and on the platform', async () => {
    const handle = 'total-whitening-toothpaste';
    await addToCart(handle, 3);
    const mark = proxy.mark();
    // (+ + −) × 6 then (− − +) × 4: 3 → 9 → 5, peaking at 10 and never below 1.
    const clicks = [...Array(6).fill(['qty-increase', 'qty-increase', 'qty-decrease']), ...Array(4).fill(['qty-decrease', 'qty-decrease', 'qty-increase'])].flat() as string[];
    expect(clicks).toHaveLength(30);
    for (const testId of clicks) await line(handle).getByTestId(testId).click();
    await expect.poll(() => platformQuantity(handle), T).toBe(5);
    await page.waitForLoadState('networkidle');
    expect(await shownQuantity(handle)).toBe(5);
    // The stepper sends one update at a time and then the latest target, not 30 requests.
    const updates = proxy.count('CartLinesUpdate', mark);
    expect(updates).toBeGreaterThan(0);
    expect(updates).toBeLessThan(30);
  });

  it('a cart change the platform refuses leaves the line as it was and tells the shopper', async () => {
    const handle = 'total-whitening-toothpaste';
    const before = await shownQuantity(handle);
    const mark = proxy.mark();
    proxy.set({fault: '503', operation: 'CartLinesUpdate'});
    await line(handle).getByTestId('qty-increase').click();
    await expect.poll(() => drawer().getByTestId('cart-error').textContent(), T).toContain('so it is unchanged');
    proxy.clear();
    expect(await platformQuantity(handle)).toBe(before);
    await expect.poll(() => shownQuantity(handle), T).toBe(before);
    // Writes are never retried.
    expect(proxy.count('CartLinesUpdate', mark)).toBe(1);
  });

  it('a double-submitted discount Apply sends the code once', async () => {
    await page.goto(url('/cart'));
    await waitForHydration(page);
    const mark = proxy.mark();
    await page.getByTestId('discount-input').first().fill('WELCOME10');
    await submitTwice(page.getByTestId('discount-apply').first(), 'CartDiscountCodesUpdate');
    await expect.poll(() => page.getByTestId('applied-discount').first().textContent(), T).toContain('WELCOME10');
    await page.waitForLoadState('networkidle');
    expect(proxy.count('CartDiscountCodesUpdate', mark)).toBe(1);
  });

  it('another code applied while the first answer is still revalidating is sent, not taken for a double submit', async () => {
    await addToCart('total-pro-shield-mouthwash', 1);
    await page.goto(url('/cart'));
    await waitForHydration(page);
    // Hold the loaders' revalidation after each cart action for 3 s: the form stays busy that long.
    await page.route(/\.data(\?|$)/, async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fallback();
    });
    const sent: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/cart')) sent.push(request.postData() ?? '');
    };
    page.on('request', onRequest);
    const apply = async (code: string) => {
      const answered = page.waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST', T);
      await page.getByTestId('discount-input').first().fill(code);
      await page.getByTestId('discount-apply').first().click();
      await answered;
    };
    await apply('BOGUS');
    await apply('EXPIRED15');
    await page.unroute(/\.data(\?|$)/);
    page.off('request', onRequest);
    expect(sent).toEqual([expect.stringContaining('BOGUS'), expect.stringContaining('EXPIRED15')]);
    await expect.poll(() => page.getByTestId('cart-error').first().textContent(), T).toBe('Invalid discount code');
  });

  it('a double-submitted login signs in with one token request', async () => {
    const email = uniqueEmail('double-login');
    await createCustomer(email, 'secret-123');
    await page.goto(url('/account/login'));
    await waitForHydration(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-123');
    const mark = proxy.mark();
    await submitTwice(page.getByRole('button', {name: 'Sign in'}), 'CustomerAccessTokenCreate');
    await page.waitForURL(/\/account$/, T);
    await page.waitForLoadState('networkidle');
    expect(proxy.count('CustomerAccessTokenCreate', mark)).toBe(1);
  });

  it('a double-submitted address form adds one address', async () => {
    await page.goto(url('/account/address-book'));
    await waitForHydration(page);
    const form = page.getByTestId('address-form-create');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Double');
    await form.getByLabel('Address', {exact: true}).fill('1 Double Click Way');
    await form.getByLabel('City').fill('Springfield');
    await form.getByLabel('State').selectOption({label: 'Illinois'});
    await form.getByLabel('ZIP code').fill('62701');
    const mark = proxy.mark();
    await submitTwice(form.getByRole('button', {name: 'Add address'}), 'CustomerAddressCreate');
    await expect.poll(() => page.getByTestId('address-item').count(), T).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(proxy.count('CustomerAddressCreate', mark)).toBe(1);
    expect(await page.getByTestId('address-item').count()).toBe(1);
  });
});

describe('behind the fault proxy', () => {
  it('no page in this file broke the content security policy (product images come through the proxy too)', async () => {
    await page.goto(url('/products/total-whitening-toothpaste'));
    await page.waitForLoadState('networkidle');
    const reported = (await (await fetch(url('/api/csp-report'))).json()) as {violations: unknown[]};
    expect(reported.violations).toEqual([]);
  });
});
