import type {Page} from 'playwright-core';
import {waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {describe, expect, test} from '../support/fixtures';

/**
 * The product page as a shopper sees it on a phone and on a desktop: the chosen variant's image in
 * the main image, one price per subscription plan and a headline price that follows the plan, and
 * the name, price and Add to cart on the first phone screen.
 */
const T = {timeout: 20_000};
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The alt text of the gallery image the track shows (the one under the track's centre). */
const mainImageAlt = (page: Page) =>
  page.locator('.gallery__track').evaluate((track) => {
    const box = track.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const slide = Array.from(track.querySelectorAll('.gallery__slide')).find((s) => {
      const r = s.getBoundingClientRect();
      return r.left <= x && r.right > x;
    });
    return slide?.querySelector('img')?.getAttribute('alt') ?? '';
  });

/** The headline price under the product's name. */
const headline = async (page: Page) => flat(await page.getByTestId('product-price').innerText());

/** The option values of the size picker, in the order the page shows them. */
const sizeValues = (page: Page) => page.locator('.option-picker .option-value').allInnerTexts();

describe('the product page in Chromium', () => {
  for (const width of [390, 1280]) {
    test(`a variant with a CMS gallery shows it, in its order, and its sizes come in the CMS order (${width} px)`, async ({
      openContext,
      errors,
    }) => {
      const page = await (await openContext({viewport: {width, height: 844}})).newPage();
      await page.goto(`${shopUrl()}/products/optic-white-express-pen`);
      await waitForHydration(page);
      // The CMS sorts the 2-pack before the single pen (the store lists the single pen first).
      expect((await sizeValues(page)).map(flat)).toEqual(['2-pack', 'Single pen']);
      // The single pen has no CMS gallery: its store image, as before.
      expect(await mainImageAlt(page)).toBe('Optic White Express Whitening Pen');
      expect(await page.getByTestId('variant-tags').count()).toBe(0);

      await page.locator('.option-value', {hasText: '2-pack'}).click();
      await page.waitForURL(/Size=2-pack/);
      await expect.poll(() => mainImageAlt(page), T).toBe('Two Optic White Express Whitening Pens side by side');
      const slides = await page.locator('.gallery__slide img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
      expect(slides).toEqual(['Two Optic White Express Whitening Pens side by side', 'One pen at home, one in the travel pouch']);
      // Drawn through the CMS's image API.
      expect(await page.locator('.gallery__slide img').first().getAttribute('src')).toMatch(/\/ctf-images\/.*fm=webp/);
      expect(flat(await page.getByTestId('variant-tags').innerText())).toBe('Best value');
      expect((await sizeValues(page)).map(flat)).toEqual(['2-pack', 'Single pen']);

      // Back to the single pen: its store image again.
      await page.locator('.option-value', {hasText: 'Single pen'}).click();
      await page.waitForURL(/Size=Single/);
      await expect.poll(() => mainImageAlt(page), T).toBe('Optic White Express Whitening Pen');
      expect(errors).toEqual([]);
    });

    test(`choosing a colour puts that colour's image in the main image (${width} px)`, async ({openContext, errors}) => {
      const page = await (await openContext({viewport: {width, height: 844}})).newPage();
      await page.goto(`${shopUrl()}/products/hum-smart-toothbrush`);
      await waitForHydration(page);
      expect(await mainImageAlt(page)).toMatch(/in Teal$/);
      await page.locator('.option-value', {hasText: 'Pink'}).click();
      await page.waitForURL(/Color=Pink/);
      await expect.poll(() => mainImageAlt(page), T).toMatch(/in Pink$/);
      // And back: the main image follows every choice, not only the first.
      await page.locator('.option-value', {hasText: 'Blue'}).click();
      await page.waitForURL(/Color=Blue/);
      await expect.poll(() => mainImageAlt(page), T).toMatch(/in Blue$/);
      expect(errors).toEqual([]);
    });

    test(`without JavaScript, the colour link opens the page with that colour's image in the main image (${width} px)`, async ({
      openContext,
    }) => {
      const page = await (await openContext({viewport: {width, height: 844}, javaScriptEnabled: false})).newPage();
      await page.goto(`${shopUrl()}/products/hum-smart-toothbrush`);
      await page.locator('.option-value', {hasText: 'Pink'}).click();
      await page.waitForURL(/Color=Pink/);
      await page.getByTestId('product-page').waitFor();
      expect(await mainImageAlt(page)).toMatch(/in Pink$/);
    });

    test(`each plan shows one price with its saving, and the headline price follows the plan (${width} px)`, async ({
      openContext,
      errors,
    }) => {
      const page = await (await openContext({viewport: {width, height: 844}})).newPage();
      await page.goto(`${shopUrl()}/products/total-whitening-toothpaste`);
      await waitForHydration(page);
      const oneTime = await headline(page);
      const options = page.locator('.purchase-options');
      const text = flat(await options.innerText());
      // The plan's name says how often; nothing says it again.
      expect(text.match(/Deliver(y)? every 1 month/g)).toEqual(['Deliver every 1 month']);
      const plan = page.locator('.purchase-option', {hasText: 'Deliver every 1 month'});
      const planText = flat(await plan.innerText());
      const prices = planText.match(/\$\d+\.\d\d/g) ?? [];
      expect(prices, planText).toHaveLength(1);
      expect(planText).toMatch(/Save 15%/);
      expect(planText).not.toMatch(/today/);

      await plan.locator('input').check();
      await expect.poll(() => headline(page), T).toContain(prices[0]!);
      expect(await headline(page)).not.toBe(oneTime);
      // The headline says what the plan saves against the one-time price.
      expect(await headline(page)).toContain(oneTime.match(/\$\d+\.\d\d/)![0]);
      await page.getByRole('radio', {name: /One-time purchase/}).check();
      await expect.poll(() => headline(page), T).toBe(oneTime);

      // A deposit plan names its deposit once, by what is due today and later.
      await page.goto(`${shopUrl()}/products/optic-white-pro-led-kit`);
      const deposit = flat(await page.locator('.purchase-option', {hasText: 'Pre-order with a 25% deposit'}).innerText());
      expect(deposit.match(/deposit/g), deposit).toHaveLength(1);
      expect(deposit).toContain('$25.00 today, $74.99 later');
      expect(errors).toEqual([]);
    });
  }

  // A colour picker; a size picker with plans; a CMS landing hero, plans and a variant tag.
  for (const handle of ['hum-smart-toothbrush', 'total-whitening-toothpaste', 'optic-white-express-pen?Size=2-pack']) {
    test(`the first phone screen shows the name, the price and Add to cart (${handle}, 390 x 844)`, async ({openContext, errors}) => {
      const page = await (await openContext({viewport: {width: 390, height: 844}})).newPage();
      await page.goto(`${shopUrl()}/products/${handle}`);
      await waitForHydration(page);
      for (const locator of [page.locator('h1'), page.getByTestId('product-price'), page.getByTestId('add-to-cart')]) {
        const box = await locator.first().boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, await locator.first().innerText()).toBeLessThanOrEqual(844);
      }
      expect(errors).toEqual([]);
    });
  }
});

describe('the product page’s meta tags in Chromium', () => {
  test('a product opened from the catalog by a client navigation gets its title, canonical link and JSON-LD', async ({page}) => {
    await page.goto(`${shopUrl()}/products`);
    await waitForHydration(page);
    // Still there after the click: the page was not reloaded, so the tags came from the route's data.
    await page.evaluate(() => ((window as unknown as {__sameDocument?: boolean}).__sameDocument = true));
    await page.locator('a[href^="/products/total-whitening-toothpaste"]').first().click();
    await expect.poll(() => page.title(), T).toBe('Total Whitening Toothpaste | Oral Care Shop');
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${shopUrl()}/products/total-whitening-toothpaste`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Total Whitening Toothpaste',
      offers: {availability: 'https://schema.org/InStock'},
    });
  });
});
