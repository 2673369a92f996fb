import type {BrowserContext, Page} from 'playwright-core';
import {DESKTOP_UA, waitForHydration} from '../support/browser';
import {placeOrderAtCheckout} from '../support/checkout';
import {describe, expect, test, useShop, type Fixtures} from '../support/fixtures';
import {shopUrl} from '../support/http';
import {FONT_SEEN_KEY} from '../../app/ui/late-font-script';

/**
 * What a shopper sees at a phone's and a desktop's width, checked for the
 * whole class of defect rather than one page: nothing sticks out sideways,
 * nothing fixed on screen (chat entry, banner) sits over a control or the
 * price, a focused control is never hidden under the sticky header or the
 * consent banner, and focus comes back after each dialog closes.
 */
// The shared shop, named: a file before this one may have pointed the fixtures at a shop of its own.
useShop(() => shopUrl());

const WIDTHS = [390, 1280] as const;
const HEIGHT = 844;

/**
 * One page of each type, in three groups, each walked by its own test: a walk
 * of all of them at once ran close to its time limit when CI's other lane
 * shares the machine.
 */
const PAGE_TYPES = {
  'shopping pages': [
    '/',
    '/products',
    '/products/colgate-toothpaste', // a category
    '/products/total-whitening-toothpaste',
    '/products/create-your-bundle',
    '/search?q=whitening',
  ],
  'content pages': [
    '/learn',
    '/learn/how-teeth-whitening-works',
    '/returns-and-warranty',
    '/rewards-terms',
    '/contact-us',
    '/whitening-product-quiz',
  ],
  'cart, account and other pages': ['/cart', '/no-such-page', '/account/login', '/account/create-account', '/total'],
};

/** The pages walked with the keyboard. */
const WALKED = ['/', '/products/total-whitening-toothpaste', '/cart'];

async function visitor(visitorContext: Fixtures['visitorContext'], width: number, consent?: 'granted') {
  const context = await visitorContext({consent, popup: false}, {viewport: {width, height: HEIGHT}, userAgent: DESKTOP_UA});
  // Pictures change no box here (every image has its size), and cost the platform image work.
  await context.route('**/*', (route) => (route.request().resourceType() === 'image' ? route.abort() : route.continue()));
  return context;
}

/** Opens `path` and waits until it is interactive and the chat entry, which mounts after hydration, is in place. */
async function open(page: Page, path: string) {
  const response = await page.goto(`${shopUrl()}${path}`, {waitUntil: 'load'});
  // The error page (a 404) is rendered by the root's error boundary, which does not mark the page hydrated.
  if (response?.status() === 200) await waitForHydration(page);
  await page.getByTestId('chat-launcher').waitFor({state: 'attached'});
}

/** How far the page is wider than the viewport (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Controls (and the product's price) inside `scope` that something fixed on
 * screen, outside them, covers at their middle or a corner, at each scroll
 * position from the top to the bottom of the page.
 */
function coveredControls(page: Page, scope = 'body') {
  return page.evaluate(async (scopeSelector) => {
    const CONTROLS =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, .product-price';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const fixedAncestor = (el: Element | null) => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return node;
      }
      return null;
    };
    const found = new Set<string>();
    const root = document.querySelector(scopeSelector)!;
    const scroller = document.documentElement;
    const steps = Math.min(12, Math.ceil(scroller.scrollHeight / (innerHeight * 0.75)));
    for (let step = 0; step <= steps; step++) {
      window.scrollTo(0, (step * (scroller.scrollHeight - innerHeight)) / Math.max(1, steps));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      for (const control of Array.from(root.querySelectorAll(CONTROLS))) {
        const r = control.getBoundingClientRect();
        if (r.width < 4 || r.height < 4 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
        if (getComputedStyle(control).visibility === 'hidden') continue;
        const points = [
          [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
        ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          const cover = fixedAncestor(hit);
          if (cover && !cover.contains(control) && !control.contains(cover)) {
            found.add(`${name(control)} under ${name(cover)}`);
            break;
          }
        }
      }
    }
    window.scrollTo(0, 0);
    return [...found];
  }, scope);
}

/**
 * Presses Tab up to `presses` times and returns every focused element that
 * was not at least partly visible: outside the viewport, or covered where it
 * is by the sticky header, the consent banner or anything else.
 */
async function hiddenFocus(page: Page, presses: number) {
  const hidden: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(async () => {
      // Hit-testing waits for the frame that renders the scroll the focus caused (content-visibility parts included).
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A visually hidden input (a filter chip's checkbox) shows its focus on its label.
      if (el.getBoundingClientRect().width <= 1) el = el.closest('label') ?? el.parentElement;
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const describe = `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" at ${Math.round(r.top)}–${Math.round(r.bottom)}`;
      for (let ix = 1; ix < 6; ix++) {
        for (let iy = 1; iy < 4; iy++) {
          const x = r.left + (r.width * ix) / 6;
          const y = r.top + (r.height * iy) / 4;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && (el.contains(hit) || hit.contains(el))) return null;
        }
      }
      const hit = document.elementFromPoint(
        Math.max(0, Math.min(innerWidth - 1, r.left + r.width / 2)),
        Math.max(0, Math.min(innerHeight - 1, r.top + r.height / 2)),
      );
      return `${describe} (covered by ${hit?.tagName.toLowerCase()}.${String(hit?.className ?? '')})`;
    });
    if (problem) hidden.push(problem);
  }
  return hidden;
}

/** The element that has focus, named; `body` when focus is lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    return `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
  });

describe('layout at 390 and 1280 px', () => {
  for (const width of WIDTHS) {
    for (const [group, paths] of Object.entries(PAGE_TYPES)) {
      test(
        `${width} px, ${group}: no page scrolls sideways or has a fixed element over a control or the price`,
        {timeout: 240_000},
        async ({visitorContext}) => {
          const context = await visitor(visitorContext, width, 'granted');
          const page = await context.newPage();
          const problems: string[] = [];
          for (const path of paths) {
            await open(page, path);
            const wider = await overflow(page);
            if (wider > 0) problems.push(`${path}: ${wider} px wider than the viewport`);
            problems.push(...(await coveredControls(page)).map((p) => `${path}: ${p}`));
          }
          expect(problems).toEqual([]);
        },
      );
    }

    test(
      `${width} px: the open cart drawer, menu and consent banner neither overflow nor are covered`,
      {timeout: 120_000},
      async ({visitorContext, shop}) => {
        const context: BrowserContext = await visitor(visitorContext, width);
        const page = await context.newPage();
        await open(page, '/products/total-whitening-toothpaste');
        const problems: string[] = [];
        const check = async (state: string, scope: string) => {
          const wider = await overflow(page);
          if (wider > 0) problems.push(`${state}: ${wider} px wider than the viewport`);
          problems.push(...(await coveredControls(page, scope)).map((p) => `${state}: ${p}`));
        };
        await check('consent banner', '[data-testid="consent-banner"]');
        await page.getByRole('button', {name: 'Accept all'}).click();
        await page.getByTestId('consent-banner').waitFor({state: 'detached'});

        await page.getByTestId('add-to-cart').click();
        await page.getByTestId('cart-drawer').waitFor();
        await page.getByTestId('cart-line').first().waitFor();
        await check('cart drawer', '[data-testid="cart-drawer"]');
        await page.keyboard.press('Escape');
        await page.getByTestId('cart-drawer').waitFor({state: 'detached'});

        if (width < 1024) {
          await page.getByTestId('menu-toggle').click();
          await check('menu', '.menu-drawer__panel');
        }
        expect(problems, shop).toEqual([]);
      },
    );

    test(
      `${width} px: every control a keyboard walk of the home, product and cart pages focuses is at least partly visible`,
      {
        timeout: 240_000,
      },
      async ({visitorContext}) => {
        const problems: string[] = [];
        // With the consent banner open (it asks before the page), then with consent given.
        const asking = await (await visitor(visitorContext, width)).newPage();
        await open(asking, '/products/total-whitening-toothpaste');
        problems.push(...(await hiddenFocus(asking, 40)).map((p) => `banner open, /products/total-whitening-toothpaste: ${p}`));
        const page = await (await visitor(visitorContext, width, 'granted')).newPage();
        for (const path of WALKED) {
          await open(page, path);
          problems.push(...(await hiddenFocus(page, 60)).map((p) => `${path}: ${p}`));
        }
        expect(problems).toEqual([]);
      },
    );
  }
});

describe('focus after a dialog closes', () => {
  test('Decline on the consent banner, and Escape on the cart drawer, leave focus on a control, not on the page body', async ({
    visitorContext,
  }) => {
    const page = await (await visitor(visitorContext, 390)).newPage();
    await open(page, '/products/total-whitening-toothpaste');
    await page.getByRole('button', {name: 'Decline'}).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('consent-banner').waitFor({state: 'detached'});
    await expect.poll(() => focused(page)).not.toBe('body');

    const add = page.getByTestId('add-to-cart');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-drawer').waitFor();
    await page.getByTestId('cart-line').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-drawer').waitFor({state: 'detached'});
    await expect.poll(() => focused(page)).not.toBe('body');
  });
});

describe('the first-order popup at 390 and 1280 px', () => {
  test('neither overflows nor is covered, and gives focus back when it closes', async ({visitorContext}) => {
    const context = await visitorContext(
      {consent: 'granted', popup: true},
      {viewport: {width: 390, height: HEIGHT}, userAgent: DESKTOP_UA},
    );
    const page = await context.newPage();
    await open(page, '/');
    // The popup waits for a calm moment: a second page brings it soonest.
    await page.getByRole('link', {name: 'Shop All Products'}).first().click();
    await page.waitForURL(/\/products$/);
    const popup = page.getByTestId('first-order-popup');
    await popup.waitFor();
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: HEIGHT});
      const wider = await overflow(page);
      if (wider > 0) problems.push(`${width} px: ${wider} px wider than the viewport`);
      problems.push(...(await coveredControls(page, '[data-testid="first-order-popup"]')).map((p) => `${width} px: ${p}`));
    }
    expect(problems).toEqual([]);
    await page.keyboard.press('Escape');
    await popup.waitFor({state: 'detached'});
    await expect.poll(() => focused(page)).not.toBe('body');
  });
});

describe('the hosted checkout at 390 px', () => {
  test("leads back to the cart, clears a field's error once it is fixed, and its pages fit the screen", async ({cart}) => {
    const {page} = cart;
    await page.setViewportSize({width: 390, height: HEIGHT});
    const cartUrl = page.url();
    await page.getByTestId('checkout').first().click();
    await page.getByRole('heading', {name: 'Checkout'}).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await page.getByTestId('back-to-cart').getAttribute('href')).toBe(new URL(cartUrl).href.replace(/\/$/, ''));
    // Side-by-side fields stay level when a label wraps, and the state picker is wide enough to read
    // (it had shrunk to "Sel" beside the city, and "Expiration date (MM / YY)" pushed its input down).
    const box = async (label: string) => (await page.getByLabel(label, {exact: true}).boundingBox())!;
    expect((await box('Expiration date (MM / YY)')).y).toBe((await box('Security code')).y);
    expect((await box('State')).y).toBe((await box('ZIP code')).y);
    expect((await box('State')).width).toBeGreaterThanOrEqual(140);
    expect((await box('City')).width).toBeGreaterThan(300);
    await page.setViewportSize({width: 1280, height: HEIGHT});
    await expect.poll(async () => (await box('City')).y).toBe((await box('State')).y);
    expect((await box('Expiration date (MM / YY)')).y).toBe((await box('Security code')).y);
    await page.setViewportSize({width: 390, height: HEIGHT});

    await page.getByLabel('ZIP code').fill('1');
    await page.getByRole('button', {name: 'Place order'}).click();
    const zipError = page.locator('#f-zip-err');
    await zipError.waitFor();
    await page.getByLabel('ZIP code').fill('02110');
    await expect.poll(() => zipError.isVisible()).toBe(false);
    expect(await page.getByLabel('ZIP code').getAttribute('aria-invalid')).toBeNull();
    // Other fields still wrong keep their messages, and the summary at the top with them.
    expect(await page.locator('#f-card-err').isVisible()).toBe(true);
    expect(await page.getByRole('alert').isVisible()).toBe(true);

    await placeOrderAtCheckout(page);
    expect(await overflow(page)).toBe(0);
  });
});

/** Whether the page has declared Inter, and whether that face has loaded. */
const interFace = (page: Page) =>
  page.evaluate(() => {
    let state = 'undeclared';
    // Iterated, not forEach: a page without JavaScript runs no callback of ours. (The tests' DOM types lack the iterator.)
    for (const face of document.fonts as unknown as Iterable<FontFace>) if (face.family === 'Inter') state = face.status;
    return state;
  });

/** The body's font stack, as computed. */
const bodyFonts = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

/** Whether this browser has loaded the font file (LateFont marks it in localStorage). */
const fontSeen = (page: Page) => page.evaluate((key) => localStorage.getItem(key) !== null, FONT_SEEN_KEY);

describe('the late font', () => {
  test('a first visit fetches Inter after the first paint without swapping it in; the first client navigation and the next page load use it', async ({
    visitorContext,
  }) => {
    const context = await visitor(visitorContext, 390);
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        let declared = false;
        document.fonts.forEach((face) => (declared ||= face.family === 'Inter'));
        (window as unknown as {interAtParse?: boolean}).interAtParse = declared;
      });
    });
    await open(page, '/');
    await expect.poll(() => fontSeen(page), {timeout: 10_000}).toBe(true);
    // A swap on this page would relay it all out during its start-up: it keeps the fallback face.
    await page.waitForTimeout(500);
    expect(await interFace(page)).toBe('undeclared');
    // Nor does its stack name Inter: a family named before it is declared is looked up among the system's fonts.
    expect(await bodyFonts(page)).toBe('"Inter fallback", sans-serif');
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.locator('main a[href^="/products/"]').first().click();
    await page.waitForURL(/\/products\//);
    await expect.poll(() => interFace(page)).toBe('loaded');
    expect(await bodyFonts(page)).toBe('Inter, "Inter fallback", sans-serif');
    expect(documents).toEqual([]);
    // The next page loaded in full has the file at hand: the face is declared before the body is parsed.
    await open(page, '/cart');
    expect(await page.evaluate(() => (window as unknown as {interAtParse?: boolean}).interAtParse)).toBe(true);
    expect(await interFace(page)).toBe('loaded');
    await context.close();
  });

  test('without JavaScript, the page links Inter and sets its text in it', async ({openContext}) => {
    const context = await openContext({javaScriptEnabled: false, viewport: {width: 390, height: HEIGHT}});
    const page = await context.newPage();
    await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`, {waitUntil: 'load'});
    await expect.poll(() => interFace(page)).toBe('loaded');
    expect(await bodyFonts(page)).toBe('Inter, "Inter fallback", sans-serif');
    await context.close();
  });
});

describe('the font swap', () => {
  // The first screen's landmarks: where they sit decides whether the swap shifts the layout.
  const LANDMARKS = 'main h1, main img, main button, main h2';
  const SWAPPED = ['/', '/products/total-whitening-toothpaste', '/learn/how-teeth-whitening-works'];

  for (const width of WIDTHS) {
    test(`moves nothing on the first screen at ${width} px: the fallback face sets text as Inter does`, async ({visitorContext}) => {
      const context = await visitor(visitorContext, width);
      const page = await context.newPage();
      // A first page fetches the file; every page loaded after it sets text in Inter.
      await open(page, '/account/login');
      await expect.poll(() => fontSeen(page), {timeout: 10_000}).toBe(true);
      for (const path of SWAPPED) {
        await open(page, path);
        await expect.poll(() => interFace(page)).toBe('loaded');
        await page.evaluate(() => document.fonts.ready);
        const positions = () =>
          page.evaluate((selector) => {
            const boxes = Array.from(document.querySelectorAll(selector), (el) => [el, el.getBoundingClientRect()] as const);
            return boxes
              .filter(([, box]) => box.top < innerHeight && box.height > 0)
              .map(([el, box]) => `${el.tagName.toLowerCase()}${el.className ? `.${el.className}` : ''} ${Math.round(box.top)}`);
          }, LANDMARKS);
        // Until Inter arrives the page is set in the fallback face, so that face is what the swap replaces.
        expect(await bodyFonts(page)).toBe('Inter, "Inter fallback", sans-serif');
        const withInter = await positions();
        expect(withInter.length, path).toBeGreaterThanOrEqual(2);
        await page.evaluate(() => document.documentElement.style.setProperty('--font', "'Inter fallback', sans-serif"));
        const withFallback = await positions();
        const top = (landmark?: string) => Number(landmark?.split(' ').at(-1));
        const moved = withInter.map((landmark, i) => Math.abs(top(landmark) - top(withFallback[i])));
        expect(Math.max(...moved), `${path}: ${withInter.join(', ')} vs ${withFallback.join(', ')}`).toBeLessThanOrEqual(2);
      }
      await context.close();
    });
  }
});
