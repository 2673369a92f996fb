import {chromium, type Browser, type Page} from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A desktop Chrome user agent. Headless Chromium announces itself as
 * `HeadlessChrome`, which the shop's bot detection treats as a bot.
 */
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, set by the root route).
 * Before that, a click on a form button submits it the no-JavaScript way.
 */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout});
}
