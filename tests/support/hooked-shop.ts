import {afterAll, beforeAll} from 'vitest';
import {platformUrl} from './http';
import {TEST_PORTS} from './ports';
import {envFor, startTestShop} from './servers';

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;

/**
 * A second shop with TEST_HOOKS on (fake clock, readable CSP reports) for one
 * test file: started before its tests, closed after them. The field is set
 * once `beforeAll` has run; `useShop(() => handles.shop.url)` (fixtures.ts)
 * points the browser fixtures at it.
 */
export function useHookedShop() {
  const handles = {} as {shop: TestShop};
  beforeAll(async () => {
    handles.shop = await startTestShop(TEST_PORTS.spareShop, TEST_PORTS.spareAssets, envFor(platformUrl(), {TEST_HOOKS: 'on'}));
  });
  afterAll(async () => {
    await handles.shop?.close();
  });
  return handles;
}
