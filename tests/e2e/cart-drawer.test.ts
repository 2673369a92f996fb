import type {BrowserContext, Page, Request} from 'playwright-core';
import {holdRequests, layerEventNames, waitForHydration, waitForNetworkQuiet} from '../support/browser';
import {platformUrl, shopUrl, storefrontApi} from '../support/http';
import {placeOrderAtCheckout} from '../support/checkout';
import {describe, expect, test} from '../support/fixtures';

// No React error is expected, hydration reports (#418/#422/#423/#425) included: the mismatches
// behind them are gone (tests/e2e/hydration.test.ts). The `page` fixture fails a test on any.

const T = {timeout: 15_000};
const drawer = (page: Page) => page.getByTestId('cart-drawer');
const lineOf = (page: Page, handle: string) => drawer(page).locator(`[data-testid="cart-line"][data-handle="${handle}"]`);
const qtyOf = async (page: Page, handle: string) =>
  Number((await lineOf(page, handle).getByTestId('cart-line-quantity').innerText()).replace(/\D/g, ''));

/** Adds from a product page (first variant unless `variant` names an option value) with a quantity. */
async function addFromProductPage(page: Page, handle: string, quantity = 1, search = '') {
  await page.goto(`${shopUrl()}/products/${handle}${search}`);
  await page.getByTestId('product-page').waitFor();
  await waitForHydration(page);
  await page.locator('select[name="quantity"]').selectOption(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await drawer(page).waitFor(T);
}

async function cartIdOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'ss.cartId');
  return cookie ? `gid://shopify/Cart/${cookie.value}` : undefined;
}

describe('cart drawer in Chromium', () => {
  test('opens on add with the line at the quantity added, and pushes add_to_cart', async ({page, errors}) => {
    await addFromProductPage(page, 'cavity-protection-toothpaste', 8);
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(8);
    await expect.poll(() => layerEventNames(page), T).toContain('add_to_cart');
    expect(errors).toEqual([]);
  });

  test('an add reloads the cart (the root’s data) and leaves the product page’s data as it was', async ({page, errors}) => {
    const reloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.endsWith('.data')) reloads.push(`${url.pathname}?${url.searchParams}`);
    });
    await addFromProductPage(page, 'cavity-protection-toothpaste', 2);
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(2);
    await expect.poll(() => reloads.length, T).toBeGreaterThan(0);
    await waitForNetworkQuiet(page);
    // Single fetch names the routes it reloads when it leaves some out.
    expect(reloads).toEqual(['/products/cavity-protection-toothpaste.data?_routes=root']);
    await expect.poll(() => page.getByTestId('cart-count').first().innerText(), T).toContain('2');
    expect(errors).toEqual([]);
  });

  test('traps focus inside while open and locks the page’s scroll', async ({page, errors}) => {
    await addFromProductPage(page, 'cavity-protection-toothpaste', 8);
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock), T).toBe('true');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]'))), T).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]')))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('closes with Escape and releases the scroll lock', async ({page, errors}) => {
    await addFromProductPage(page, 'cavity-protection-toothpaste', 8);
    await expect.poll(() => page.evaluate(() => document.body.dataset.scrollLock), T).toBe('true');
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({state: 'detached'});
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('caps a variant at 10: an add past it tops the line up to 10, says so, and disables +', async ({page, errors}) => {
    await addFromProductPage(page, 'cavity-protection-toothpaste', 8);
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(8);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({state: 'detached'});

    await page.locator('select[name="quantity"]').selectOption('5');
    await page.getByTestId('add-to-cart').click();
    await drawer(page).getByTestId('max-quantity-alert').waitFor(T);
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(10);
    expect(await lineOf(page, 'cavity-protection-toothpaste').getByTestId('qty-increase').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('closes with its close button, opens again from the header icon, and pushes view_cart', async ({page, errors}) => {
    await addFromProductPage(page, 'cavity-protection-toothpaste', 1);
    await page.getByRole('button', {name: 'Close cart'}).click();
    await drawer(page).waitFor({state: 'detached'});
    await page.locator('a.cart-icon').click();
    await drawer(page).waitFor(T);
    await expect.poll(() => layerEventNames(page), T).toContain('view_cart');
    expect(errors).toEqual([]);
  });

  test('a first click on the cart icon before the drawer’s chunk arrives opens the drawer when it does', async ({page, errors}) => {
    const {requested, release} = await holdRequests(page, /\/assets\/CartDrawer-[^/]*\.js$/);
    await page.goto(`${shopUrl()}/`);
    await waitForHydration(page);
    // Not part of the first visit: fetched when the browser is idle, and held here.
    await expect.poll(requested, T).toEqual(['CartDrawer']);
    await page.locator('a.cart-icon').click();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await drawer(page).count()).toBe(0);
    release();
    await drawer(page).waitFor(T);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]'))), T).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.scrollLock)).toBe('true');
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({state: 'detached'});
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('cart-icon')), T).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an add answered before the drawer’s chunk arrives opens the drawer with the added line when it does', async ({page, errors}) => {
    const {requested, release} = await holdRequests(page, /\/assets\/CartDrawer-[^/]*\.js$/);
    await page.goto(`${shopUrl()}/products/cavity-protection-toothpaste`);
    await page.getByTestId('product-page').waitFor();
    await waitForHydration(page);
    await page.locator('select[name="quantity"]').selectOption('3');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('cart-count').innerText(), T).toBe('3');
    expect(requested()).toEqual(['CartDrawer']);
    expect(await drawer(page).count()).toBe(0);
    release();
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(3);
    expect(errors).toEqual([]);
  });

  test('sends each cart change’s events once and in order when their chunk arrives after the answers', async ({page, errors}) => {
    const {requested, release} = await holdRequests(page, /\/assets\/cart-change-analytics-[^/]*\.js$/);
    await page.goto(`${shopUrl()}/products/cavity-protection-toothpaste`);
    await page.getByTestId('product-page').waitFor();
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(1);
    await lineOf(page, 'cavity-protection-toothpaste').getByTestId('qty-increase').click();
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(2);
    await expect
      .poll(() => lineOf(page, 'cavity-protection-toothpaste').getByTestId('quantity-stepper').getAttribute('aria-busy'), T)
      .toBe('false');
    // Fetched with the first change (one file, held here), so nothing is sent yet.
    expect(requested()).toHaveLength(1);
    const cartEvents = async () =>
      (await layerEventNames(page)).filter((e) => ['add_to_cart', 'remove_from_cart', 'view_cart'].includes(e));
    expect(await cartEvents()).toEqual([]);
    release();
    await expect.poll(cartEvents, T).toEqual(['add_to_cart', 'view_cart', 'add_to_cart']);
    await waitForNetworkQuiet(page);
    expect(await cartEvents()).toEqual(['add_to_cart', 'view_cart', 'add_to_cart']);
    expect(errors).toEqual([]);
  });

  test('shows top picks from the add’s own answer: the cart is not read a second time for them', async ({page, errors}) => {
    const cartReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/cart.data') cartReads.push(url.search);
    });
    await addFromProductPage(page, 'cavity-protection-toothpaste', 1);
    await expect.poll(() => qtyOf(page, 'cavity-protection-toothpaste'), T).toBe(1);
    await drawer(page).getByRole('heading', {name: 'Top picks for you'}).waitFor(T);
    expect(cartReads).toEqual([]);
    // Opened from the header icon with no change to answer, it loads them itself.
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({state: 'detached'});
    await page.locator('a.cart-icon').click();
    await drawer(page).waitFor(T);
    await expect.poll(() => cartReads.length, T).toBe(1);
    await drawer(page).getByRole('heading', {name: 'Top picks for you'}).waitFor(T);
    expect(errors).toEqual([]);
  });

  test('keeps every drawer control inside the window from 320 to 2560 px wide', async ({page, errors}) => {
    // A subscription line too: its plan select is the widest control a line has.
    await addFromProductPage(page, 'total-whitening-toothpaste', 2);
    await expect.poll(() => drawer(page).getByTestId('cart-line').count(), T).toBe(1);
    await drawer(page).getByTestId('discount-input').waitFor(T);
    // Measure the panel where it rests, not while it slides in.
    await page.locator('.cart-drawer__panel').evaluate((panel) => Promise.all(panel.getAnimations().map((a) => a.finished)));
    const outside: string[] = [];
    for (const width of [320, 390, 744, 1024, 1280, 1536, 1920, 2560]) {
      await page.setViewportSize({width, height: 800});
      const found = await page.evaluate(() => {
        const vw = document.documentElement.clientWidth;
        const vh = window.innerHeight;
        const controls = document.querySelectorAll<HTMLElement>(
          '[data-testid="cart-drawer"] :is(a[href], button, input, select, textarea, summary)',
        );
        const body = document.querySelector<HTMLElement>('.cart-drawer__body')!;
        const bad: string[] = [];
        // The drawer's body scrolls down, never sideways: content wider than the panel is cut off.
        if (body.scrollWidth > body.clientWidth) bad.push(`${vw}px: drawer content ${body.scrollWidth}px wide in ${body.clientWidth}px`);
        for (const control of Array.from(controls)) {
          // Inside a closed <details> (the order note) a control has a box but is not shown.
          if (!control.checkVisibility({visibilityProperty: true})) continue;
          control.scrollIntoView({block: 'nearest'});
          body.scrollLeft = 0;
          const box = control.getBoundingClientRect();
          if (box.left < 0 || box.top < 0 || box.right > vw + 0.5 || box.bottom > vh + 0.5) {
            const name =
              control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('name') || control.tagName;
            bad.push(
              `${vw}px: ${name} at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`,
            );
          }
        }
        return {count: controls.length, bad};
      });
      expect(found.count, `controls at ${width}px`).toBeGreaterThanOrEqual(8);
      outside.push(...found.bad);
    }
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('applies a valid code, rejects invalid and expired ones, removes a code, and takes ?discount= from a product page', async ({
    page,
  }) => {
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste?discount=SMILE20`);
    await page.getByTestId('product-page').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await drawer(page).waitFor(T);
    const applied = drawer(page).getByTestId('applied-discount');
    await expect.poll(() => applied.allInnerTexts(), T).toEqual([expect.stringContaining('SMILE20')]);
    await drawer(page).getByTestId('cart-discount-total').waitFor(T);

    /** Runs a cart change and waits for the shop's answer to it. */
    const answered = async (act: () => Promise<void>) => {
      const response = page.waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST');
      await act();
      await response;
    };
    for (const code of ['BOGUS', 'EXPIRED15']) {
      await answered(async () => {
        await drawer(page).getByTestId('discount-input').fill(code);
        await drawer(page).getByTestId('discount-apply').click();
      });
      // Told at the field, announced, in view: not at the top of the drawer, scrolled away.
      const message = drawer(page).getByTestId('discount-error');
      await expect.poll(() => message.textContent(), T).toBe('Invalid discount code');
      expect(await message.getAttribute('role')).toBe('alert');
      expect(await drawer(page).getByTestId('discount-input').getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
      expect(await drawer(page).getByTestId('discount-input').getAttribute('aria-invalid')).toBe('true');
      expect(await drawer(page).getByTestId('discount-input').inputValue()).toBe(code);
      expect(await message.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight && el.getBoundingClientRect().top >= 0)).toBe(
        true,
      );
      expect(await drawer(page).getByTestId('cart-error').count()).toBe(0);
      expect(await applied.count()).toBe(1);
    }
    await answered(async () => {
      await drawer(page).getByTestId('discount-input').fill('WELCOME10');
      await drawer(page).getByTestId('discount-apply').click();
    });
    await expect.poll(() => applied.count(), T).toBe(2);
    expect(await drawer(page).getByTestId('discount-error').textContent()).toBe('');
    await answered(() => applied.first().getByTestId('remove-discount').click());
    await expect.poll(() => applied.count(), T).toBe(1);
    await answered(() => applied.first().getByTestId('remove-discount').click());
    await expect.poll(() => applied.count(), T).toBe(0);
    expect(await drawer(page).getByTestId('cart-discount-total').count()).toBe(0);
    await expect.poll(async () => (await layerEventNames(page)).filter((e) => e === 'coupon').length, T).toBeGreaterThanOrEqual(3);
  });

  test('shows free shipping at 25, gives the gift at 50, takes it away below, and respects a declined gift', async ({context, page}) => {
    await addFromProductPage(page, 'cavity-protection-toothpaste', 7);
    const shipping = drawer(page).getByTestId('free-shipping');
    await expect.poll(() => shipping.innerText(), T).toContain('$0.57 away from free shipping');
    await lineOf(page, 'cavity-protection-toothpaste').getByTestId('qty-increase').click();
    await expect.poll(() => shipping.innerText(), T).toContain('unlocked free shipping');

    // 3 × $17.99 six-packs on top: past $50, the travel toothpaste gift arrives, sorted last.
    await addFromProductPage(page, 'cavity-protection-toothpaste', 3, '?Size=6-pack');
    const gift = lineOf(page, 'free-gift-travel-toothpaste');
    await gift.waitFor(T);
    expect(await drawer(page).getByTestId('cart-line').last().getAttribute('data-handle')).toBe('free-gift-travel-toothpaste');
    expect(await drawer(page).getByTestId('gift-added').count()).toBe(1);

    // Remove the $27.92 line: $53.97 still qualifies; then drop a six-pack to $35.98: the gift goes.
    const lines = drawer(page).getByTestId('cart-line');
    await lines.filter({hasText: '6.0 oz'}).getByTestId('remove-line').click();
    await expect.poll(() => lines.count(), T).toBe(2);
    await lines.filter({hasText: '6-pack'}).getByTestId('qty-decrease').click();
    await expect.poll(() => gift.count(), T).toBe(0);
    await lines.filter({hasText: '6-pack'}).getByTestId('qty-increase').click();
    await expect.poll(() => gift.count(), T).toBe(1);

    await gift.getByRole('button', {name: 'No thanks'}).click();
    await expect.poll(() => gift.count(), T).toBe(0);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'declined_free_gift_spend_50'), T).toBe(true);
    await lines.filter({hasText: '6-pack'}).getByTestId('qty-increase').click();
    await expect.poll(() => lineOf(page, 'cavity-protection-toothpaste').getByTestId('cart-line-quantity').innerText(), T).toContain('4');
    await waitForNetworkQuiet(page);
    expect(await gift.count()).toBe(0);
  });

  test('switches a line to a subscription and back, and ends rapid stepper clicks at the intended quantity', async ({context, page}) => {
    await addFromProductPage(page, 'total-whitening-toothpaste', 2);
    const line = () => lineOf(page, 'total-whitening-toothpaste');
    const select = () => line().getByTestId('selling-plan-select');
    const planValue = await select().locator('option').nth(1).getAttribute('value');
    await select().selectOption(planValue!);
    await expect.poll(async () => (await select().inputValue()) === planValue && (await select().isEnabled()), T).toBe(true);
    expect(await qtyOf(page, 'total-whitening-toothpaste')).toBe(2);
    await expect.poll(() => drawer(page).getByTestId('free-shipping').innerText(), T).toContain('unlocked free shipping');
    await select().selectOption('');
    await expect.poll(async () => (await select().inputValue()) === '' && (await select().isEnabled()), T).toBe(true);
    expect(await drawer(page).getByTestId('cart-line').count()).toBe(1);

    // + + − + as fast as the buttons allow: 2 → 4. The quantities the updates sent are kept, so a
    // failure says which one went wrong.
    const trail: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/cart')) {
        const input = new URLSearchParams(request.postData() ?? '').get('cartFormInput') ?? '';
        trail.push(`sent ${/"quantity":(\d+)/.exec(input)?.[1] ?? input}`);
      }
    };
    page.on('request', onRequest);
    for (const testId of ['qty-increase', 'qty-increase', 'qty-decrease', 'qty-increase']) {
      await line().getByTestId(testId).click();
    }
    // Settled (nothing on its way or waiting): then the drawer and the platform both say 4.
    await expect.poll(() => line().getByTestId('quantity-stepper').getAttribute('aria-busy'), T).toBe('false');
    page.off('request', onRequest);
    const cartId = await cartIdOf(context);
    const platform = await storefrontApi<any>('query($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { quantity } } } }', {id: cartId});
    const quantities = platform.body.data.cart.lines.nodes.map((l: {quantity: number}) => l.quantity);
    expect({platform: quantities, shown: await qtyOf(page, 'total-whitening-toothpaste')}, trail.join(', ')).toEqual({
      platform: [4],
      shown: 4,
    });

    // A removed line never comes back.
    await line().getByTestId('remove-line').click();
    await drawer(page).getByTestId('cart-empty').waitFor(T);
    await waitForNetworkQuiet(page);
    expect(await line().count()).toBe(0);
    await expect.poll(() => layerEventNames(page), T).toContain('remove_from_cart');
  });

  test('checks out a signed-in cart: the order is the customer’s, and the shop starts a fresh cart', async ({context, page}) => {
    const email = `cart-${Date.now()}@example.com`;
    const created = await storefrontApi<any>(
      'mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }',
      {input: {email, password: 'password123', firstName: 'Cara', lastName: 'Checkout'}},
    );
    expect(created.body.data.customerCreate.customerUserErrors).toEqual([]);
    const login = await storefrontApi<any>(
      'mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
      {input: {email, password: 'password123'}},
    );
    const token = login.body.data.customerAccessTokenCreate.customerAccessToken.accessToken;

    await addFromProductPage(page, 'dental-floss-picks', 2);
    const cartId = await cartIdOf(context);
    // What the account area does on login (contract: cart.updateBuyerIdentity).
    await storefrontApi(
      'mutation($id: ID!, $b: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: $b) { cart { id } } }',
      {
        id: cartId,
        b: {customerAccessToken: token},
      },
    );
    await page.getByTestId('checkout').click();
    await page.waitForURL(/\/checkouts\//);
    expect(
      await page
        .getByLabel(/e-?mail/i)
        .first()
        .inputValue(),
    ).toBe(email);
    await placeOrderAtCheckout(page);
    const orderName = /#\d{4,}/.exec(await page.locator('body').innerText())![0];

    const orders = await storefrontApi<any>(
      'query($t: String!) { customer(customerAccessToken: $t) { orders(first: 5) { nodes { name } } } }',
      {t: token},
    );
    expect(orders.body.data.customer.orders.nodes.map((o: {name: string}) => o.name)).toContain(orderName);

    await page.goto(shopUrl());
    await page.getByTestId('home-page').waitFor();
    const next = await cartIdOf(context);
    expect(next).toBeTruthy();
    expect(next).not.toBe(cartId);
    expect(Number(await page.getByTestId('cart-count').textContent())).toBe(0);
    expect(platformUrl()).toBeTruthy();
  });

  test('replaces a stale ss.cartId on load without an error', async ({context, page, errors}) => {
    await context.addCookies([{name: 'ss.cartId', value: 'gone000000000000', url: shopUrl()}]);
    const response = await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
    expect(response?.status()).toBe(200);
    await page.getByTestId('product-page').waitFor();
    await waitForHydration(page);
    const id = await cartIdOf(context);
    expect(id).toBeTruthy();
    expect(id).not.toContain('gone000000000000');
    await page.getByTestId('add-to-cart').click();
    await drawer(page).waitFor(T);
    await expect.poll(() => drawer(page).getByTestId('cart-line').count(), T).toBe(1);
    expect(errors).toEqual([]);
  });

  test('adds, changes, discounts and removes with JavaScript disabled', async ({openContext}) => {
    const page = await (await openContext({javaScriptEnabled: false})).newPage();
    await page.goto(`${shopUrl()}/products/total-sensitive-toothpaste`);
    await page.locator('select[name="quantity"]').selectOption('2');
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-page').waitFor();
    const line = page.getByTestId('cart-line');
    expect(await line.getByTestId('cart-line-quantity').innerText()).toContain('2');

    await line.getByTestId('qty-increase').click();
    await page.getByTestId('cart-page').waitFor();
    expect(await page.getByTestId('cart-line').getByTestId('cart-line-quantity').innerText()).toContain('3');

    await page.getByTestId('discount-input').fill('NOPE');
    await page.getByTestId('discount-apply').click();
    expect(await page.getByTestId('discount-error').innerText()).toBe('Invalid discount code');
    expect(await page.getByTestId('discount-input').inputValue()).toBe('NOPE');
    await page.getByTestId('discount-input').fill('WELCOME10');
    await page.getByTestId('discount-apply').click();
    expect(await page.getByTestId('applied-discount').innerText()).toContain('WELCOME10');
    await page.getByTestId('remove-discount').click();
    await expect.poll(() => page.getByTestId('applied-discount').count(), T).toBe(0);

    await page.getByTestId('cart-line').getByTestId('remove-line').click();
    await page.getByTestId('cart-empty').waitFor();
  });
});
