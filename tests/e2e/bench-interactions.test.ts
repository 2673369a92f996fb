import {openPhonePage, recordedCount, recordedLatencies, PHONE_VIEWPORT} from '../../scripts/bench/interactions';
import {describe, expect, test} from '../support/fixtures';

/**
 * A page whose one button, at the foot of the phone's screen, answers a tap by changing its own text
 * after 40 ms of work: the tap then always lasts past the 16 ms below which the Event Timing API
 * reports nothing, however quickly the frame is presented.
 */
const FOOT_BUTTON = `<!doctype html><meta name="viewport" content="width=device-width">
<button id="tap" style="position:fixed;bottom:8px;left:8px;font-size:24px"
  onclick="const end = performance.now() + 40; while (performance.now() < end); this.textContent='Tapped'">Tap</button>`;

describe('the benchmark phone (interaction runs)', () => {
  test('presents an answer shown only at the foot of the screen, so its tap gets a latency', async ({browser}) => {
    // At a phone's CPU slowdown, as the bench runs: unthrottled, headless Chromium sometimes presented no tap on an idle page at all.
    const {page, close} = await openPhonePage(browser, 3);
    try {
      await page.route('http://phone.test/', (route) => route.fulfill({contentType: 'text/html', body: FOOT_BUTTON}));
      await page.goto('http://phone.test/');
      expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([PHONE_VIEWPORT.width, PHONE_VIEWPORT.height]);
      // Once the page has loaded and the window is still, as when a shopper taps.
      await page.waitForTimeout(1_000);
      const before = await recordedCount(page);
      await page.locator('#tap').click();
      await page.locator('#tap', {hasText: 'Tapped'}).waitFor();
      // Headless Chromium never presented the foot of a window sized to the viewport: no entry came at all.
      await expect.poll(() => recordedLatencies(page, before), {timeout: 5_000}).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
