import {afterAll, beforeAll} from 'vitest';
import type {Browser} from 'playwright-core';
import {launchChromium} from './browser';
import {platformUrl} from './http';
import {TEST_PORTS} from './ports';
import {envFor, startTestShop} from './servers';

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;

/**
 * Chromium and a second shop with TEST_HOOKS on (fake clock, readable CSP
 * reports) for one test file: started before its tests, closed after them.
 * The fields are set once `beforeAll` has run.
 */
export function useBrowserAndHookedShop() {
  const handles = {} as {browser: Browser; shop: TestShop};
  beforeAll(async () => {
    [handles.browser, handles.shop] = await Promise.all([
      launchChromium(),
      startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platformUrl(), {TEST_HOOKS: 'on'})),
    ]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.shop?.close();
  });
  return handles;
}
