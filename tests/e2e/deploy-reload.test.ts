import {copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll} from 'vitest';
import type {Page} from 'playwright-core';
import {startShopServer} from '../../scripts/lib/shop-server';
import {DESKTOP_UA, waitForHydration, waitForNetworkQuiet} from '../support/browser';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {ROOT, envFor, tempDir} from '../support/servers';
import {describe, expect, test} from '../support/fixtures';

/**
 * A deploy under an open page: the shop serves build A, the shopper opens a
 * product page, the shop is redeployed with a build whose every asset has a
 * new name (the old files gone, a new manifest version), and the shopper
 * clicks on. The old page must load the new build instead of showing an
 * error, and reload at most once every 10 seconds. A tab that learns of the
 * deploy from the latest-build manifest loads the new build on its next
 * navigation even where the old build's code would still have worked.
 */

const TEXT_FILE = /\.(js|css|json)$|^_headers$/;
const files = (dir: string) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((f) => path.join(dir, f));

/**
 * `from`'s build copied to `to` as another deploy: every client asset renamed
 * (`name-hash.ext` → `name-hash<tag>.ext`), every reference to it rewritten,
 * and the Remix manifest version changed, as a rebuild with changed code gives.
 */
function deployAs(from: string, to: string, tag: string) {
  cpSync(from, to, {recursive: true});
  const assets = path.join(to, 'dist/client/assets');
  const version = /version:"([0-9a-f]+)"/.exec(readFileSync(path.join(to, 'dist/server/index.js'), 'utf8'))![1]!;
  const renames = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => [name, name.replace(/(\.[a-z]+)$/, `${tag}$1`)] as const)
    .sort((a, b) => b[0].length - a[0].length);
  for (const file of [...files(path.join(to, 'dist/client')), ...files(path.join(to, 'dist/server'))]) {
    if (!TEXT_FILE.test(path.basename(file))) continue;
    let text = readFileSync(file, 'utf8');
    for (const [old, renamed] of renames) text = text.split(old).join(renamed);
    text = text.split(`"${version}"`).join(`"${version.slice(0, -2)}${tag}${tag}"`);
    writeFileSync(file, text);
  }
  for (const [old, renamed] of renames) renameSync(path.join(assets, old), path.join(assets, renamed));
}

let live: string;
let shop: Awaited<ReturnType<typeof startShopServer>> | undefined;
const builds: Record<string, string> = {};
/** What the tab did, for a failure's message. */
const log: string[] = [];

/**
 * The page has loaded everything it loads by itself (idle parts, the cart
 * drawer's code), so what follows a deploy is the shopper's doing.
 */
async function settled(page: Page) {
  await waitForHydration(page);
  await waitForNetworkQuiet(page, 1_000);
  await page.waitForTimeout(4_500);
  await waitForNetworkQuiet(page, 1_000);
}

/** Stops the shop, puts `build` in its place and starts it again on the same ports: a deploy. */
async function deploy(build: string) {
  await shop?.close();
  cpSync(path.join(builds[build]!, 'dist'), path.join(live, 'dist'), {recursive: true, force: true});
  for (const file of readdirSync(path.join(live, 'dist/client/assets'))) {
    if (!readdirSync(path.join(builds[build]!, 'dist/client/assets')).includes(file)) {
      // The old deploy's files are gone, as on a host that serves only the live build.
      renameSync(path.join(live, 'dist/client/assets', file), path.join(live, `removed-${file}`));
    }
  }
  shop = await startShopServer({
    root: live,
    port: TEST_PORTS.spareShop,
    assetsPort: TEST_PORTS.spareAssets,
    stateDir: tempDir('deploy-state'),
    env: envFor(platformUrl()),
  });
}

/** Each build's browser entry file: its name tells which build served a document. */
const entryOf = (build: string) =>
  readdirSync(path.join(builds[build]!, 'dist/client/assets')).find((f) => /^entry\.client-.*\.js$/.test(f))!;

/** The build the document in the tab was served by. */
async function servedBuild(page: Page) {
  // The browser entry file this document loaded, from the page's resource timing.
  const entry = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((resource) => new URL(resource.name).pathname)
        .find((pathname) => /^\/assets\/entry\.client-.*\.js$/.test(pathname)) ?? '',
  );
  return Object.keys(builds).find((build) => entry === `/assets/${entryOf(build)}`) ?? `none (${entry})`;
}

beforeAll(async () => {
  const dir = tempDir('deploys');
  builds.a = path.join(dir, 'a');
  cpSync(path.join(ROOT, 'dist'), path.join(builds.a, 'dist'), {recursive: true});
  for (const file of ['wrangler.toml', '.env.example']) copyFileSync(path.join(ROOT, file), path.join(builds.a, file));
  builds.b = path.join(dir, 'b');
  builds.c = path.join(dir, 'c');
  builds.d = path.join(dir, 'd');
  deployAs(builds.a, builds.b, 'b');
  deployAs(builds.a, builds.c, 'c');
  deployAs(builds.a, builds.d, 'd');
  mkdirSync(shotsDir(), {recursive: true});
  live = path.join(dir, 'live');
  cpSync(builds.a, live, {recursive: true});
  await deploy('a');
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

/** Writes what the tab does into `log`. */
function record(page: Page) {
  page.on('pageerror', (error) => log.push(`${Date.now()} pageerror ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.push(`${Date.now()} navigated ${frame.url()}`);
  });
  page.on('console', (message) => log.push(`${Date.now()} console ${message.text().slice(0, 200)}`));
}

const T = {timeout: 30_000};

/** Opens a category from the header row: Toothpaste's drop-down, then "Shop all Toothpaste". */
async function openCategory(page: Page, name: string) {
  await page.locator('.header-nav summary', {hasText: name}).click();
  await page.locator('.header-nav__panel a', {hasText: `Shop all ${name}`}).click();
}

describe('an open page across a deploy', () => {
  test.scoped({contextOptions: {viewport: {width: 1280, height: 900}, userAgent: DESKTOP_UA}});

  test('loads the new build where the shopper was going when a chunk it needs is gone, never an error page', async ({page}) => {
    record(page);
    await page.goto(`${shopUrlOf()}/products/total-whitening-toothpaste`);
    await settled(page);
    expect(await servedBuild(page)).toBe('a');
    await page.evaluate(() => ((window as unknown as {oldPage: boolean}).oldPage = true));

    await deploy('b');
    const started = Date.now();
    // The category page's code is a chunk build A named and build B removed.
    await openCategory(page, 'Toothpaste');
    await page.waitForURL('**/products/colgate-toothpaste', T);
    await page.getByTestId('category-page').waitFor(T);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as {oldPage?: boolean}).oldPage)).toBeUndefined();
    expect(await servedBuild(page)).toBe('b');
    expect(await page.getByTestId('error-page').count()).toBe(0);
    const reloadedAt = Number(await page.evaluate(() => sessionStorage.getItem('deploy-reload-at')));
    expect(reloadedAt, log.join('\n')).toBeGreaterThanOrEqual(started - 1000);
    // The new page works: its own links navigate on the client.
    await openCategory(page, 'Toothbrushes');
    await page.waitForURL('**/products/colgate-smart-toothbrushes', T);
    await page.getByTestId('category-page').waitFor(T);
    expect(await servedBuild(page)).toBe('b');
  }, 90_000);

  test('reloads for the next deploy only once 10 s have passed since the last reload', async ({page}) => {
    record(page);
    // A tab open on a category page of the build before C (its product pages are chunks C removes).
    await page.goto(`${shopUrlOf()}/products/colgate-smart-toothbrushes`);
    await page.getByTestId('category-page').waitFor(T);
    expect(await servedBuild(page)).not.toBe('c');
    await settled(page);
    log.push(`${Date.now()} deploying c`);
    await deploy('c');
    log.push(`${Date.now()} deployed c`);
    await page.evaluate(() => ((window as unknown as {oldPage: boolean}).oldPage = true));
    // As if this tab had reloaded for a deploy just now.
    const last = await page.evaluate(() => {
      const now = Date.now();
      sessionStorage.setItem('deploy-reload-at', String(now));
      return now;
    });
    // A product page's code is a chunk build B names and build C removed.
    await page.locator('.product-card__link').first().click();
    await page.waitForTimeout(5_000);
    expect(
      await page.evaluate(() => (window as unknown as {oldPage?: boolean}).oldPage),
      `no reload within 10 s of the last\n${log.join('\n')}`,
    ).toBe(true);
    expect(await page.getByTestId('error-page').count()).toBe(0);
    await page.waitForFunction(() => !(window as unknown as {oldPage?: boolean}).oldPage, undefined, {timeout: 30_000});
    const again = Number(await page.evaluate(() => sessionStorage.getItem('deploy-reload-at')));
    expect(again - last).toBeGreaterThanOrEqual(10_000);
    await waitForHydration(page);
    expect(page.url()).toMatch(/\/products\/[a-z-]+$/);
    expect(await servedBuild(page)).toBe('c');
    expect(await page.getByTestId('error-page').count()).toBe(0);
  }, 90_000);
});

describe('the latest-build manifest', () => {
  for (const width of [390, 1280]) {
    test(`tells an open tab of a deploy; nothing typed is lost, and the next navigation loads the new build (${width} px)`, async ({
      openContext,
    }) => {
      const page = await (await openContext({viewport: {width, height: 900}, userAgent: DESKTOP_UA})).newPage();
      record(page);
      await page.goto(`${shopUrlOf()}/products/total-whitening-toothpaste`);
      await settled(page);
      const before = await servedBuild(page);
      // The product cards below link to the route this page already runs: without the manifest the
      // router would fetch their data from the new build and go on rendering with the old code.
      const card = page.locator('.product-card__link').first();
      await card.waitFor(T);
      await page.evaluate(() => ((window as unknown as {oldPage: boolean}).oldPage = true));

      const next = before === 'd' ? 'b' : 'd';
      await deploy(next);
      const search = page.getByTestId('predictive-search-input').first();
      if (await search.isVisible()) await search.fill('floss');
      // The shopper comes back to the tab: it asks for the latest build.
      const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === '/build/latest.json', T);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const {version} = (await (await manifest).json()) as {version: string};
      expect(version).not.toBe('');
      // Learning of it changes nothing on the page: no reload under the shopper's hands.
      await page.waitForTimeout(1_500);
      expect(await page.evaluate(() => (window as unknown as {oldPage?: boolean}).oldPage), log.join('\n')).toBe(true);
      if (await search.isVisible()) expect(await search.inputValue()).toBe('floss');
      await page.screenshot({path: path.join(shotsDir(), `deploy-manifest-${width}-before-navigation.png`)});

      const started = Date.now();
      const href = await card.getAttribute('href');
      await card.click();
      await page.waitForFunction(() => !(window as unknown as {oldPage?: boolean}).oldPage, undefined, {timeout: 30_000});
      await page.waitForURL(`**${href}`, T);
      await page.getByTestId('product-page').waitFor(T);
      await waitForHydration(page);
      expect(await servedBuild(page)).toBe(next);
      expect(await page.getByTestId('error-page').count()).toBe(0);
      const reloadedAt = Number(await page.evaluate(() => sessionStorage.getItem('deploy-reload-at')));
      expect(reloadedAt, log.join('\n')).toBeGreaterThanOrEqual(started - 1000);
      await page.screenshot({path: path.join(shotsDir(), `deploy-manifest-${width}-after-navigation.png`)});
    }, 90_000);
  }

  test('answers the version of the build it runs, never cached', async () => {
    const response = await fetch(`${shopUrlOf()}/build/latest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const serverCode = readFileSync(path.join(live, 'dist/server/index.js'), 'utf8');
    const {version} = (await response.json()) as {version: string};
    expect(serverCode).toContain(`version:"${version}"`);
  });
});

/** Screenshots of the states a test changed (kept out of the repository). */
const shotsDir = () => process.env.SCREENSHOT_DIR ?? path.join(ROOT, '.cache', 'screenshots');

function shopUrlOf() {
  return `http://localhost:${TEST_PORTS.spareShop}`;
}
