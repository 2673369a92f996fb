import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from 'playwright-core';
import {layerEntries, waitForHydration} from '../support/browser';
import {shopUrl} from '../support/http';
import {ROOT} from '../support/servers';
import {describe, expect, test} from '../support/fixtures';

// `<html data-hydrated>`: the page's JavaScript starts after `load`, so a loaded page is not yet interactive.
const hydrated = (page: Page) => waitForHydration(page);

/** A page of its own whose matching JavaScript chunks arrive 1.5 s late (so none is loaded yet). */
async function pageWithSlowChunks(context: BrowserContext, chunks: RegExp): Promise<Page> {
  const fresh = await context.newPage();
  await fresh.route(chunks, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return fresh;
}

/**
 * Navigates in the hydrated page with `go`, and reports what the page matched
 * by `selector` held the moment it appeared: which of `parts` were there, and
 * where (top, in document coordinates).
 */
async function firstLook(target: Page, selector: string, parts: string[], go: () => Promise<unknown>) {
  await waitForHydration(target);
  await target.evaluate(
    ([sel, probes]) => {
      const seen = new MutationObserver(() => {
        const root = document.querySelector(sel);
        if (!root) return;
        seen.disconnect();
        const found = probes.map((probe) => [probe, root.querySelector(probe)] as const);
        (window as unknown as {firstLook: unknown}).firstLook = {
          present: Object.fromEntries(found.map(([probe, el]) => [probe, Boolean(el)])),
          top: Object.fromEntries(found.map(([probe, el]) => [probe, el ? el.getBoundingClientRect().top + window.scrollY : null])),
        };
      });
      seen.observe(document.body, {childList: true, subtree: true});
    },
    [selector, parts] as const,
  );
  await go();
  await target.locator(selector).waitFor();
  return target.evaluate(
    () => (window as unknown as {firstLook: {present: Record<string, boolean>; top: Record<string, number | null>}}).firstLook,
  );
}

describe('content pages in Chromium', () => {
  test('article page: rich text, article event and share event', async ({context, page, errors}) => {
    await page.goto(`${shopUrl()}/learn`);
    await page.getByTestId('article-card').first().locator('a').first().click();
    await page.waitForURL('**/learn/*');
    await expect.poll(() => page.getByTestId('article-page').isVisible()).toBe(true);
    // The article event comes from the hydrated page (the card was clicked before /learn had hydrated: a full load).
    await hydrated(page);
    await expect.poll(async () => (await layerEntries(page, 'article')).length).toBeGreaterThan(0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.locator('[data-share="copy"]').click();
    await expect.poll(async () => (await layerEntries(page, 'share')).map((e) => e.method)).toContain('copy_link');
    expect(errors).toEqual([]);
  });

  test('a client navigation to an article commits it whole, even while the body renderer is slow to arrive', async ({context}) => {
    const fresh = await pageWithSlowChunks(context, /\/assets\/RichTextDocument-[^/]*\.js$/);
    await fresh.goto(`${shopUrl()}/learn`);
    const first = await firstLook(fresh, '[data-testid="article-page"]', ['.article__body', '.share'], () =>
      fresh.getByTestId('article-card').first().locator('a').first().click(),
    );
    expect(first.present).toEqual({'.article__body': true, '.share': true});
    // Nothing arrives later to push the share buttons down.
    await fresh.waitForTimeout(300);
    expect(await fresh.locator('.share').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(first.top['.share']);
  });

  test('a client navigation to the home page commits its sections and intro with the hero', async ({context}) => {
    const fresh = await pageWithSlowChunks(context, /\/assets\/(HomeSections|RichTextDocument)-[^/]*\.js$/);
    await fresh.goto(`${shopUrl()}/learn`);
    const first = await firstLook(fresh, '[data-testid="home-page"]', ['.home-intro .rich-text', '.featured-categories'], () =>
      fresh.getByRole('link', {name: 'Oral Care Shop home'}).click(),
    );
    expect(Object.values(first.present)).toEqual([true, true]);
  });

  test('FAQ accordion opens and sends the accordion event; video sends start, progress and complete', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/hum-smart-toothbrush-app`);
    await hydrated(page);
    const first = page.locator('.faq__item summary').first();
    await first.click();
    await expect.poll(() => page.locator('.faq__item').first().getAttribute('open')).toBe('');
    await expect.poll(async () => (await layerEntries(page, 'accordion'))[0]?.accordion_action).toBe('open');

    const video = page.getByTestId('section-video');
    await video.scrollIntoViewIfNeeded();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(async () => (await layerEntries(page, 'video_start')).length).toBe(1);
    await expect.poll(async () => (await layerEntries(page, 'video_complete')).length, {timeout: 20_000}).toBe(1);
    expect((await layerEntries(page, 'video_progress')).map((e) => e.video_percent)).toEqual([25, 50, 75]);
    expect(errors).toEqual([]);
  });

  test('a section button sends the cta event', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/opticobsessed`);
    await hydrated(page);
    await page.locator('.media-text a.button', {hasText: 'Shop Whitening'}).click();
    await page.waitForURL('**/products/colgate-teeth-whitening');
    expect((await layerEntries(page, 'cta')).map((e) => e.cta_url)).toContain('/products/colgate-teeth-whitening');
    expect(errors).toEqual([]);
  });

  test('quiz with JavaScript: three steps to a product, added to the cart', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/whitening-product-quiz`);
    await hydrated(page);
    for (const label of ['Quick touch-ups before a big day', 'Seconds: I am always on the go', 'No, never']) {
      await page.getByLabel(label).check();
      await page.getByTestId('quiz-next').click();
      await page.waitForURL(/whitening-product-quiz\?/);
    }
    await expect.poll(() => page.getByTestId('quiz-product').getAttribute('data-handle')).toBe('optic-white-express-pen');
    await waitForHydration(page);
    const added = page.waitForResponse((r) => r.url().includes('/cart') && r.request().method() === 'POST');
    await page.getByTestId('quiz-product').getByTestId('add-to-cart').click();
    expect((await added).status()).toBe(200);
    await page.goto(`${shopUrl()}/cart`);
    await expect.poll(() => page.locator('body').innerText()).toContain('Express');
    expect(errors).toEqual([]);
  });

  test('quiz with JavaScript off: the same steps as plain forms', async ({openContext}) => {
    const noJs = await openContext({javaScriptEnabled: false});
    const p = await noJs.newPage();
    await p.goto(`${shopUrl()}/whitening-product-quiz`);
    for (const label of ['Keep my smile bright day to day', 'Only the time I already spend brushing', 'Yes, often']) {
      await p.getByLabel(label).check();
      await p.getByTestId('quiz-next').click();
      await p.waitForLoadState('domcontentloaded');
    }
    expect(await p.getByTestId('quiz-product').getAttribute('data-handle')).toBe('optic-white-advanced-toothpaste');
    await p.getByTestId('quiz-product').getByTestId('add-to-cart').click();
    await p.waitForURL('**/cart');
    expect(await p.locator('body').innerText()).toContain('Optic White Advanced');
  });

  test('contact form with JavaScript: errors, then success', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/contact-us`);
    await page.locator('[data-chat-entry] a[href="/contact-us-email"]').click();
    await page.waitForURL('**/contact-us-email');
    await hydrated(page);
    await page.getByLabel('Your name').fill('Kim Chen');
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('form-errors').isVisible()).toBe(true);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Kim Chen');
    await page.getByLabel('Email address').fill('kim@example.com');
    await page.getByLabel('Topic').selectOption('Product question');
    await page.getByLabel('Message').fill('Is the kids toothpaste fluoride free?');
    await page.getByTestId('contact-submit').click();
    await page.waitForURL('**/contact-us-email-success');
    await expect.poll(() => page.getByTestId('contact-success').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('preview: banner on with the token, off with the exit link', async ({page, errors}) => {
    await page.goto(`${shopUrl()}/learn/whitening-with-sensitive-teeth?preview=local-content-preview-token`);
    await expect.poll(() => page.getByTestId('preview-banner').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('article-page').isVisible()).toBe(true);
    await page.goto(`${shopUrl()}/learn`);
    await expect.poll(() => page.getByTestId('preview-banner').isVisible()).toBe(true);
    await page.getByTestId('preview-exit').click();
    // The exit link's `?preview=off` is taken once and redirected away, like the token.
    await page.waitForURL(`${shopUrl()}/learn`);
    expect(await page.getByTestId('preview-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a content file change shows after reload', async ({page, errors}) => {
    const file = path.join(ROOT, 'content/export.json');
    const original = readFileSync(file, 'utf8');
    const marker = `Returns within 30 days ${Date.now()}`;
    try {
      const data = JSON.parse(original);
      const hero = data.entries.find((e: {sys: {id: string}}) => e.sys.id === 'hero-returns');
      hero.fields.title['en-US'] = marker;
      writeFileSync(file, JSON.stringify(data));
      // The CDA re-reads the file within a second; page caches are short, so poll with reloads.
      await expect
        .poll(
          async () => {
            await page.goto(`${shopUrl()}/returns-and-warranty?v=${Date.now()}`);
            return page.locator('h1').first().innerText();
          },
          {timeout: 30_000, interval: 1000},
        )
        .toBe(marker);
    } finally {
      writeFileSync(file, original);
    }
    expect(errors).toEqual([]);
  });
});
