import type {BrowserContext, Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {platformUrl, shopUrl, storefrontApi} from '../support/http';
import {catalogVariants} from '../support/cart';
import {describe, expect, test, type Fixtures} from '../support/fixtures';

/**
 * The consent banner's decisions reach Shopify's Customer Privacy API: the shop calls
 * `window.Shopify.customerPrivacy.setTrackingConsent` (the platform's stand-in, served where
 * Shopify serves the script), and the values are read back as Shopify's API exposes them and
 * from what the platform received. A refusal also keeps tracking off the checkout link.
 */
/** The consent manager loads when the page is idle, then the API's script: slow on a busy machine. */
const PATIENT = {timeout: 20_000};
const CATEGORIES = ['analytics', 'marketing', 'preferences', 'sale_of_data'] as const;
const all = (value: string) => Object.fromEntries(CATEGORIES.map((c) => [c, value]));
const everyCategory = (value: boolean) => Object.fromEntries(CATEGORIES.map((c) => [c, value]));

interface Readback {
  current: Record<string, string>;
  analytics: boolean;
  marketing: boolean;
  saleOfData: boolean;
  preferences: boolean;
}

/** The visitor's consent as Shopify's API reports it (null until the API is on the page). */
function readBack(page: Page): Promise<Readback | null> {
  return page.evaluate(() => {
    const api = (window as unknown as {Shopify?: {customerPrivacy?: Record<string, () => unknown>}}).Shopify?.customerPrivacy;
    if (!api) return null;
    return {
      current: api.currentVisitorConsent() as Record<string, string>,
      analytics: api.analyticsProcessingAllowed() as boolean,
      marketing: api.marketingAllowed() as boolean,
      saleOfData: api.saleOfDataAllowed() as boolean,
      preferences: api.preferencesProcessingAllowed() as boolean,
    };
  });
}

/** What the platform received from this browser (its visitor id is in Shopify's `_tracking_consent` cookie). */
async function received(context: BrowserContext) {
  const cookie = (await context.cookies(shopUrl())).find((c) => c.name === '_tracking_consent');
  if (!cookie) return [];
  const {visitor} = JSON.parse(decodeURIComponent(cookie.value)) as {visitor: string};
  const response = await fetch(`${platformUrl()}/shopifycloud/consent-tracking-api/consents?visitor=${encodeURIComponent(visitor)}`);
  const body = (await response.json()) as {consents: Array<{consent: Record<string, boolean>; context: Record<string, unknown>}>};
  return body.consents;
}

/** A desktop visitor who has not chosen yet (no consent cookie: the banner asks). */
async function visit(visitorContext: Fixtures['visitorContext'], path: string) {
  const context = await visitorContext({}, {viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  // The stand-in's script and its report must pass the shop's CSP, as Shopify's do.
  await page.addInitScript(() => {
    const blocked: string[] = ((window as unknown as {cspBlocked: string[]}).cspBlocked = []);
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${shopUrl()}${path}`);
  await waitForHydration(page);
  return {context, page};
}

const choose = (page: Page, name: 'Accept all' | 'Decline') => page.getByTestId('consent-banner').getByRole('button', {name}).click();

describe('consent reaches the Customer Privacy API', () => {
  test('accept all: every category allowed, as Shopify reports it and as the platform received it', async ({visitorContext}) => {
    const {context, page} = await visit(visitorContext, '/?exp=bchp.0');
    await choose(page, 'Accept all');
    await expect.poll(() => readBack(page).then((r) => r?.current), PATIENT).toEqual(all('yes'));
    expect(await readBack(page)).toMatchObject({analytics: true, marketing: true, saleOfData: true, preferences: true});
    const consents = await received(context);
    expect(consents.map((c) => c.consent)).toEqual([everyCategory(true)]);
    // As Hydrogen's wrapper sends it on a real store: a headless storefront, with its checkout domain and token.
    expect(consents[0]!.context).toMatchObject({headlessStorefront: true, checkoutRootDomain: new URL(platformUrl()).host});
    expect(await page.evaluate(() => (window as unknown as {cspBlocked: string[]}).cspBlocked)).toEqual([]);

    // The next page does not send the same choice again.
    await page.goto(`${shopUrl()}/products`);
    await waitForHydration(page);
    await expect.poll(() => readBack(page).then((r) => r?.current), PATIENT).toEqual(all('yes'));
    await page.waitForTimeout(1500);
    expect(await received(context)).toHaveLength(1);
  });

  test('reject all: nothing allowed; the checkout link carries no tracking, even one a link decorator adds', async ({visitorContext}) => {
    const {context, page} = await visit(visitorContext, '/?im_ref=partner42&utm_source=newsletter');
    // A tag manager's cross-domain linker decorates links to the checkout as they are pressed.
    await page.addInitScript(() => {
      document.addEventListener(
        'mousedown',
        (event) => {
          const link = (event.target as Element | null)?.closest?.('a[href*="/checkouts/"]') as HTMLAnchorElement | null;
          if (link) link.href = `${link.href}${link.href.includes('?') ? '&' : '?'}_gl=1*linker*_ga*MTIz&utm_source=newsletter`;
        },
        true,
      );
    });
    await choose(page, 'Decline');
    await expect.poll(() => readBack(page).then((r) => r?.current), PATIENT).toEqual(all('no'));
    expect(await readBack(page)).toMatchObject({analytics: false, marketing: false, saleOfData: false, preferences: false});
    await expect.poll(() => received(context).then((list) => list.map((c) => c.consent)), PATIENT).toEqual([everyCategory(false)]);

    // A cart, then its checkout link.
    const [variant] = await catalogVariants();
    const added = await page.evaluate(async (merchandiseId) => {
      const body = new FormData();
      body.set('cartFormInput', JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}}));
      return (await fetch('/cart', {method: 'POST', body})).status;
    }, variant!.id);
    expect(added).toBe(200);
    await page.goto(`${shopUrl()}/cart?utm_source=newsletter&gclid=abc`);
    await waitForHydration(page);
    const link = page.getByTestId('checkout');
    const href = new URL((await link.getAttribute('href'))!);
    expect([...href.searchParams.keys()].filter((k) => /^(utm_|_gl|_ga|gclid|im_ref)/.test(k))).toEqual([]);
    const cartToken = (await context.cookies(shopUrl())).find((c) => c.name === 'ss.cartId')!.value;
    const {body} = await storefrontApi<any>(`query ($id: ID!) { cart(id: $id) { attributes { key value } } }`, {
      id: `gid://shopify/Cart/${cartToken}`,
    });
    expect(body.data.cart.attributes.map((a: {key: string}) => a.key)).not.toContain('im_ref');

    // Pressing it: the decorator adds its parameters, the shop takes them off before the browser follows it.
    await link.dispatchEvent('mousedown');
    expect(await link.getAttribute('href')).toContain('_gl=');
    await link.click();
    await page.waitForURL(/\/checkouts\//, PATIENT);
    expect(new URL(page.url()).search).not.toMatch(/_gl|utm_|_ga/);
  });

  test('a change of mind: accepted, then withdrawn through "Cookie preferences"', async ({visitorContext}) => {
    // The variant without the first-order popup, which would cover the footer once cookies are accepted.
    const {context, page} = await visit(visitorContext, '/?exp=bchp.0');
    await choose(page, 'Accept all');
    await expect.poll(() => readBack(page).then((r) => r?.current), PATIENT).toEqual(all('yes'));

    await page.getByTestId('cookie-preferences').click();
    await choose(page, 'Decline');
    await expect.poll(() => readBack(page).then((r) => r?.current), PATIENT).toEqual(all('no'));
    expect(await readBack(page)).toMatchObject({analytics: false, marketing: false, saleOfData: false, preferences: false});
    await expect
      .poll(() => received(context).then((list) => list.map((c) => c.consent)), PATIENT)
      .toEqual([everyCategory(true), everyCategory(false)]);

    // The withdrawal holds on the next page too.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => readBack(page).then((r) => r?.marketing), PATIENT).toBe(false);
  });
});
