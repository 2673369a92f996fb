import {afterAll, beforeAll} from 'vitest';
import {waitForHydration} from '../support/browser';
import {startDevServer, type DevServer} from '../support/dev-server';
import {describe, expect, test, useShop} from '../support/fixtures';
import {platformUrl} from '../support/http';
import {TEST_PORTS} from '../support/ports';
import {DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL} from '../../app/framework/deferred-remix-scripts';

/**
 * `npm run dev` serves the page as the build does: Remix's start-up held
 * until the page has loaded (patched Remix, server and client alike, since
 * the dev server pre-bundles Remix), and the page hydrates on a first visit to
 * a fresh server.
 */
let dev: DevServer | undefined;
beforeAll(async () => {
  dev = await startDevServer(TEST_PORTS.devShop, platformUrl());
}, 180_000);
afterAll(() => dev?.close());
useShop(() => dev!.url);

describe('the dev server', () => {
  test("renders Remix's module script and its preloads inert, and the page hydrates", async ({page, shop}) => {
    const response = await fetch(`${shop}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const held = new RegExp(`<script [^>]*type="${DEFERRED_MODULE_TYPE}"[^>]*>[\\s\\S]*?import\\("([^"]+)"\\)`).exec(html);
    expect(held?.[1]).toBeTruthy();
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="${held![1]}"`);

    // The browser's render of <Scripts> must match the server's: React warns when an attribute differs.
    const mismatches: string[] = [];
    page.on('console', (message) => /did not match/.test(message.text()) && mismatches.push(message.text()));
    await page.goto(`${shop}/`);
    await waitForHydration(page, 60_000);
    expect(mismatches).toEqual([]);
  });
});
